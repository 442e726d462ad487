/**
 * "Nested objects are merged field by field" (spec updateLinkedAccount, updateStakeholder): a
 * PATCH body's objects change only the fields they carry; other values (strings, numbers,
 * arrays, null) replace what was there. Pure.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeNested<T extends object>(current: T, patch: object): T {
  const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const before = out[key];
    out[key] = isPlainObject(value) && isPlainObject(before) ? mergeNested(before, value) : value;
  }
  return out as T;
}
