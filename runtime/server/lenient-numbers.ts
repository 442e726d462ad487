/**
 * Numbers as the reference SDKs write them in JSON bodies (spec info.description, "Numbers in
 * bodies"): a field the schema types as an integer or a number also takes a string of decimal
 * digits (`"amount": "100"`), and a field typed as a string also takes an integer
 * (`"contact": 9123456780`), as the mirrored service accepts both. Only a body the validator has
 * refused is rewritten, and only where the refusal is that type: each failing value is replaced by
 * its plain other form and the body checked again, until it passes or a refusal is of another kind.
 * Anything that is not plainly a number (`" 5"`, `"0x10"`, `"1e3"`, `"1.50"` for an integer, NaN)
 * is left for the validator to refuse.
 */
import type { ValidateFn, ValidationIssue } from '../validators/validation-error.js';

/** Decimal digits, an optional minus, no leading zeros, no fraction. */
const PLAIN_INTEGER = /^-?(0|[1-9][0-9]*)$/;

/** What `value` becomes when the schema wanted `wanted` (ajv's `params.type`, maybe a list), or undefined. */
function plainOther(value: unknown, wanted: string): unknown {
  const types = wanted.split(',');
  if (typeof value === 'string' && (types.includes('integer') || types.includes('number')) && PLAIN_INTEGER.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (typeof value === 'number' && types.includes('string') && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** The object holding the value at a JSON pointer, and its key; undefined when the path does not lead to one. */
function slotOf(root: unknown, pointer: string): { holder: Record<string, unknown>; key: string } | undefined {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const key = tokens.pop();
  if (key === undefined) return undefined;
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
  return { holder: node as Record<string, unknown>, key };
}

/**
 * Checks `body` with `validate`, rewriting plain numbers of the wrong JSON type in place as it
 * goes (at most `limit` of them). True when the body, as rewritten, is valid; false leaves
 * `validate.errors` describing the first refusal that is not about such a number.
 */
export function validateLenientNumbers(validate: ValidateFn, body: unknown, limit = 100): boolean {
  for (let rewritten = 0; rewritten <= limit; rewritten++) {
    if (validate(body)) return true;
    const issues: ValidationIssue[] = validate.errors ?? [];
    let fixed = false;
    for (const issue of issues) {
      if (issue.keyword !== 'type') continue;
      const slot = slotOf(body, issue.instancePath);
      const wanted = (issue.params as { type?: string | string[] }).type;
      if (!slot || wanted === undefined) continue;
      const other = plainOther(slot.holder[slot.key], Array.isArray(wanted) ? wanted.join(',') : wanted);
      if (other === undefined) continue;
      slot.holder[slot.key] = other;
      fixed = true;
      break;
    }
    if (!fixed) return false;
  }
  return validate(body);
}
