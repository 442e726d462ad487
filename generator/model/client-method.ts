/**
 * The client method name inside a tag group (spec/README.md "Operations"): `x-client-method`
 * when given, else the operationId with the tag's noun removed. The plural noun is tried
 * first so `listInvoices` -> `list`; then the singular: `createInvoice` -> `create`,
 * `listOrderPayments` (tag `orders`) -> `listPayments`, `fetchPaymentCard` -> `fetchCard`.
 */
import { lowerCamel, pascalCase, singular } from './names.js';

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
