/**
 * The client method name inside a tag group (spec/README.md "Operations"): `x-client-method`
 * when given, else the operationId with the tag's noun removed. The plural noun is tried
 * first so `listInvoices` -> `list`; then the singular: `createInvoice` -> `create`,
 * `listOrderPayments` (tag `orders`) -> `listPayments`, `fetchPaymentCard` -> `fetchCard`.
 */
import { lowerCamel, pascalCase, singular } from './names.js';
import type { ModelWarning, OperationModel } from './types.js';

export function clientMethodName(operationId: string, tag: string, override?: unknown): string {
  if (typeof override === 'string' && override) return override;
  for (const noun of [pascalCase(tag), pascalCase(singular(tag))]) {
    const stripped = removeWord(operationId, noun);
    if (stripped !== undefined) return lowerCamel(stripped);
  }
  return operationId;
}

/**
 * Removes the first occurrence of `noun` (case-insensitive, so `OAuth` matches tag `oauth`)
 * that sits on camelCase word boundaries; undefined when absent or when nothing would remain.
 */
function removeWord(id: string, noun: string): string | undefined {
  if (!noun) return undefined;
  const lower = id.toLowerCase();
  const target = noun.toLowerCase();
  for (let at = lower.indexOf(target); at >= 0; at = lower.indexOf(target, at + 1)) {
    const end = at + noun.length;
    const startsWord = at === 0 || /[A-Z]/.test(id[at]);
    const endsWord = end === id.length || /[A-Z0-9]/.test(id[end]);
    if (startsWord && endsWord) {
      const rest = id.slice(0, at) + id.slice(end);
      return rest ? rest : undefined;
    }
  }
  return undefined;
}

/**
 * Each operation's client method made unique within its tag group (the client groups methods
 * by the tag in lowerCamel, emit/client.ts), in `operations`' order: a name an earlier
 * operation of the group took gives way to the operationId (as `getComments` and
 * `getActivityComments`, tag `activity`, both strip to `getComments`); when that is taken too, to
 * the operationId with the first free number (`getComments2`), with a warning naming both, so
 * that one document's two names for one method do not refuse the whole client.
 */
export function settleClientMethods(operations: OperationModel[], warnings: ModelWarning[]): void {
  const groups = new Map<string, Map<string, OperationModel>>();
  for (const op of operations) {
    const group = lowerCamel(op.tag);
    const taken = groups.get(group) ?? new Map<string, OperationModel>();
    groups.set(group, taken);
    let method = taken.has(op.clientMethod) ? op.operationId : op.clientMethod;
    const other = taken.get(method);
    if (other) {
      let n = 2;
      while (taken.has(`${op.operationId}${n}`)) n++;
      method = `${op.operationId}${n}`;
      warnings.push({
        pointer: `${op.pointer}/operationId`,
        reason: `the client method ${group}.${op.clientMethod} would serve both ${op.operationId} (${op.method.toUpperCase()} ${op.path}) and ${other.operationId} (${other.method.toUpperCase()} ${other.path}, ${other.pointer}): this one is ${group}.${method} (x-client-method names it)`,
      });
    }
    taken.set(method, op);
    op.clientMethod = method;
  }
}
