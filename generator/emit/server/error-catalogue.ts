/**
 * generated/server/errors.ts: the error catalogue (spec root `x-errors`) as typed data, the
 * placeholder values each entry needs, and `refuse(key, params)`. A spec whose catalogue is
 * incomplete (a key the runtime refuses with is missing) or malformed is refused here, with
 * the pointer of the problem.
 */
import { IDEMPOTENCY_ERROR_KEYS, RUNTIME_ERROR_KEYS } from '../../../runtime/server/errors.js';
import { catalogueProblems, ModelError } from '../../model/errors.js';
import { isRecord } from '../../model/refs.js';
import type { ApiModel, ErrorEntryModel } from '../../model/types.js';
import { docComment, propertyKey } from './naming.js';

/** The error object's `code` enum (spec `ErrorBody.code`), or [] when the spec has none. */
function errorCodes(model: ApiModel): string[] {
  const body = model.schemas.ErrorBody;
  const props = isRecord(body?.properties) ? body.properties : {};
  const code = props.code;
  return isRecord(code) && Array.isArray(code.enum) ? code.enum.map(String) : [];
}

function entrySource(e: ErrorEntryModel): string {
  const fields: string[] = [
    `status: ${e.status}`,
    `code: ${JSON.stringify(e.code)}`,
    `reason: ${JSON.stringify(e.reason)}`,
    `description: ${JSON.stringify(e.description)}`,
  ];
  if (e.source !== undefined) fields.push(`source: ${JSON.stringify(e.source)}`);
  if (e.step !== undefined) fields.push(`step: ${JSON.stringify(e.step)}`);
  if (e.field !== undefined) fields.push(`field: ${JSON.stringify(e.field)}`);
  if (e.oauth !== undefined) fields.push(`oauth: ${JSON.stringify(e.oauth)}`);
  return `${docComment([`${e.status}: ${e.why}`], '  ')}  ${propertyKey(e.key)}: { ${fields.join(', ')} },`;
}

function paramsSource(e: ErrorEntryModel): string {
  const type = e.params.length ? `{ ${e.params.map((p) => `${propertyKey(p)}: string | number`).join('; ')} }` : 'Record<string, never>';
  return `  ${propertyKey(e.key)}: ${type};`;
}

export function errorCatalogueData(model: ApiModel): { entries: string[]; params: string[] } {
  const keyed = model.operations.some((op) => op.idempotencyKey);
  const problems = catalogueProblems(model.errors, errorCodes(model), keyed ? [...RUNTIME_ERROR_KEYS, ...IDEMPOTENCY_ERROR_KEYS] : RUNTIME_ERROR_KEYS);
  if (problems.length) {
    const more = problems.slice(1).map(([at, reason]) => `${at}: ${reason}`);
    throw new ModelError(problems[0][0], problems[0][1] + (more.length ? `; also ${more.join('; ')}` : ''));
  }
  return { entries: model.errors.map(entrySource), params: model.errors.map(paramsSource) };
}
