/**
 * The mock's error catalogue: the document's own (root `x-errors`) or, without one, the RFC 9457
 * problem details catalogue every generated server answers with (runtime/server/problem.ts),
 * plus what only the mock refuses with, each made from an entry of that catalogue so its body
 * has the document's error shape: an entity it deleted (404), a transition its state does not
 * allow and an idempotency key reused with another request (at the 4xx the operation documents),
 * and a schema it cannot make a valid value for (501).
 */
import type { ErrorCatalogue, ErrorEntry } from '../../runtime/server/errors.js';
import { PROBLEM_CATALOGUE } from '../../runtime/server/problem.js';
import type { ApiModel, OperationModel } from '../model/types.js';

/** Refused by the mock: key -> the catalogue entry it is made from. */
const MOCK_KEYS = {
  mock_deleted: 'not_found',
  mock_invalid_transition: 'invalid_state_transition',
  mock_idempotency_other_request: 'idempotency_key_other_request',
  mock_not_mockable: 'not_implemented',
} as const;

export type MockKey = keyof typeof MOCK_KEYS;

const DESCRIPTIONS: Record<MockKey, string> = {
  mock_deleted: 'The {kind} at this URL was deleted.',
  mock_invalid_transition: 'The {kind} is {state}: {trigger} is not allowed from there.',
  mock_idempotency_other_request: 'This Idempotency-Key was used with another request.',
  mock_not_mockable: 'The mock cannot make a {status} answer valid against {pointer}.',
};

/** Statuses a refusal of the mock may be answered at, by what the operation documents. */
const STATUS_CHOICES: Record<MockKey, readonly number[]> = {
  mock_deleted: [404, 410],
  mock_invalid_transition: [409, 400, 422],
  mock_idempotency_other_request: [422, 409, 400],
  mock_not_mockable: [501],
};

export function mockCatalogue(model: ApiModel): ErrorCatalogue {
  const base: Record<string, ErrorEntry> = model.hasCatalogue ? documentCatalogue(model) : { ...PROBLEM_CATALOGUE };
  for (const [key, from] of Object.entries(MOCK_KEYS) as [MockKey, string][]) {
    const entry = base[from] ?? base.server_error ?? { status: 500, code: 'Internal Server Error', reason: key, description: '' };
    for (const status of STATUS_CHOICES[key])
      base[statusKey(key, status)] = { ...entry, status, reason: model.hasCatalogue ? entry.reason : key, description: DESCRIPTIONS[key] };
  }
  return base;
}

/** The catalogue key of a mock refusal at the status the operation documents (the first of its choices it does, else the first). */
export function mockRefusalKey(key: MockKey, op: OperationModel): string {
  const documented = new Set(op.responses.map((r) => r.status));
  const choices = STATUS_CHOICES[key];
  return statusKey(key, choices.find((s) => documented.has(String(s))) ?? choices[0]);
}

function statusKey(key: MockKey, status: number): string {
  return `${key}_${status}`;
}

function documentCatalogue(model: ApiModel): Record<string, ErrorEntry> {
  const out: Record<string, ErrorEntry> = {};
  for (const e of model.errors) {
    out[e.key] = {
      status: e.status,
      code: e.code,
      reason: e.reason,
      description: e.description,
      ...(e.source !== undefined ? { source: e.source } : {}),
      ...(e.step !== undefined ? { step: e.step } : {}),
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.oauth !== undefined ? { oauth: e.oauth } : {}),
    };
  }
  return out;
}
