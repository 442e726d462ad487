/**
 * A `pattern` as ajv compiles it, with the `u` flag (ECMA-262 22.2: a lone `{` or `}` is a
 * syntax error there, though browsers and `new RegExp(p)` take it as a character): such braces
 * are escaped, so `^{[0-9a-f]+}$` means what the document's authors tested.
 */
export function unicodePattern(pattern: string): string {
  try {
    new RegExp(pattern, 'u');
    return pattern;
  } catch {
    return pattern.replace(/\\.|\{(?!\d+(?:,\d*)?\})|(?<!\{\d+(?:,\d*)?)\}/g, (m) => (m === '{' || m === '}' ? `\\${m}` : m));
  }
}
