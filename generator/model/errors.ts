/**
 * The error catalogue from the document's root `x-errors` (spec/README.md "Errors"): every
 * non-2xx answer the gateway gives, by key, with its status, code, reason, description
 * (`{name}` placeholders filled by whoever refuses) and why it happens.
 */
import { isRecord } from './refs.js';
import type { ErrorEntryModel, JsonSchema } from './types.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The `{name}`s of the entry's templated fields, sorted and unique. */
function placeholders(...templates: (string | undefined)[]): string[] {
  const names = new Set<string>();
  for (const template of templates) for (const match of (template ?? '').matchAll(PLACEHOLDER)) names.add(match[1]);
  return [...names].sort();
}

/**
 * Whether the root `x-errors` is an error catalogue of the generator's form: a map whose entries
 * say a `status` or a `code` (or an empty one, which the catalogue's checks then refuse). Another API's extension of the same name is not one (Vonage's SMS
 * API keeps its delivery error codes there, each a `description` and a `resolution`): it is left
 * to the tools it was written for, and the generator says so (model/index.ts).
 */
export function hasErrorCatalogue(doc: JsonSchema): boolean {
  const raw = doc['x-errors'];
  if (!isRecord(raw)) return false;
  const entries = Object.values(raw);
  return entries.length === 0 || entries.some((entry) => isRecord(entry) && (typeof entry.status === 'number' || typeof entry.code === 'string'));
}

/** Entries in the order the spec writes them. */
export function errorCatalogueModel(doc: JsonSchema): ErrorEntryModel[] {
  const raw = hasErrorCatalogue(doc) ? (doc['x-errors'] as JsonSchema) : {};
  const entries: ErrorEntryModel[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const entry: ErrorEntryModel = {
      key,
      status: typeof value.status === 'number' ? value.status : Number.NaN,
      code: text(value.code) ?? '',
      reason: text(value.reason) ?? '',
      description: text(value.description) ?? '',
      why: text(value.why) ?? '',
      params: placeholders(text(value.description), text(value.reason), text(value.source), text(value.step)),
    };
    for (const name of ['source', 'step', 'oauth'] as const) {
      const v = text(value[name]);
      if (v !== undefined) entry[name] = v;
    }
    if (value.field === null || typeof value.field === 'string') entry.field = value.field;
    entries.push(entry);
  }
  return entries;
}

/**
 * What makes a catalogue unusable, as `[JSON pointer, reason]`: a missing key the runtime
 * refuses with, a status outside 4xx/5xx, a code outside the error body's enum, an empty
 * description or reason, or no `why`.
 */
export function catalogueProblems(entries: ErrorEntryModel[], codes: readonly string[], requiredKeys: readonly string[]): [string, string][] {
  const problems: [string, string][] = [];
  if (codes.length === 0)
    problems.push(['/components/schemas/ErrorBody', 'the error object schema `ErrorBody` with a `code` enum is required (spec/README.md "Errors")']);
  const keys = new Set(entries.map((e) => e.key));
  for (const key of requiredKeys) if (!keys.has(key)) problems.push(['/x-errors', `the runtime refuses with \`${key}\`, which has no entry`]);
  for (const e of entries) {
    const at = `/x-errors/${e.key}`;
    if (!/^[a-z][a-z0-9_]*$/.test(e.key)) problems.push([at, 'keys are snake_case']);
    if (!Number.isInteger(e.status) || e.status < 400 || e.status > 599) problems.push([`${at}/status`, 'must be an integer 400-599']);
    if (codes.length && !codes.includes(e.code)) problems.push([`${at}/code`, `must be one of ${codes.join(', ')} (ErrorBody.code)`]);
    if (!e.description) problems.push([`${at}/description`, 'is required']);
    if (!e.reason) problems.push([`${at}/reason`, 'is required']);
    if (!e.why) problems.push([`${at}/why`, 'is required: say when the gateway answers this']);
  }
  return problems;
}

/** A model an emitter cannot work from; generate.ts reports it as a SpecError naming the spec file. */
export class ModelError extends Error {
  constructor(
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${pointer}: ${reason}`);
    this.name = 'ModelError';
  }
}
