/**
 * A `pattern` as ajv compiles it, with the `u` flag (https://ajv.js.org/options.html#unicoderegexp),
 * and as the router tests path parameters: ECMA-262 22.2 with `u` refuses what browsers and
 * `new RegExp(p)` read as plain characters, so a pattern that fails is translated where the
 * translation keeps its meaning in every regular expression flavour the document's authors may
 * have tested with (ECMAScript without `u`, Java, Python, PCRE):
 * - a lone `{` or `}` is escaped (`^{[0-9a-f]+}$`);
 * - an escaped character that is neither a letter, a digit nor a syntax character (`\_`, `\@`,
 *   `\:`, `\ `, and `\-` outside a class) loses its backslash: in every flavour it stands for itself;
 * - a `-` in a class beside a class escape (`[\w-.]`, `[\s-_]`) is a plain `-`, as every flavour
 *   but `u` reads it, and is escaped;
 * - what only Java's java.util.regex.Pattern means (https://docs.oracle.com/javase/8/docs/api/java/util/regex/Pattern.html),
 *   and AWS's documents (made from Java models) write: the POSIX classes `\p{Alnum}`, `\p{Print}`,
 *   `\p{XDigit}`... (US-ASCII, as Java defines them), `\p{all}`, `\A`, `\z`, `\Z`, and `\x{h...}`.
 * What still does not compile (`(?i)`, `(?P<name>`, a class intersection) is undefined: the
 * validators leave it out and the generator says so with its place (openapi-schema.ts `patternWarnings`).
 */
export function unicodePattern(pattern: string): string | undefined {
  if (compiles(pattern)) return pattern;
  const translated = withoutIdentityEscapes(pattern).replace(/\\.|\{(?!\d+(?:,\d*)?\})|(?<!\{\d+(?:,\d*)?)\}/g, (m) => (m === '{' || m === '}' ? `\\${m}` : m));
  return compiles(translated) ? translated : undefined;
}

/** Why `pattern` is no regular expression with the `u` flag (the engine's message); undefined when it is one. */
export function patternError(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function compiles(pattern: string): boolean {
  return patternError(pattern) === undefined;
}

/** ECMA-262 22.2.1 SyntaxCharacter, and `/`: the characters `u` lets a backslash escape. */
const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);

/** Java's POSIX character classes (US-ASCII) and `\p{all}`, as the contents of an ECMAScript class. */
const JAVA_CLASSES: Record<string, string> = {
  Lower: 'a-z',
  Upper: 'A-Z',
  ASCII: '\\x00-\\x7F',
  Alpha: 'a-zA-Z',
  Digit: '0-9',
  Alnum: 'a-zA-Z0-9',
  Punct: '!-\\/:-@\\[-`{-~',
  Graph: '!-~',
  Print: ' -~',
  Blank: ' \\t',
  Cntrl: '\\x00-\\x1F\\x7F',
  XDigit: '0-9a-fA-F',
  Space: ' \\t\\n\\x0B\\f\\r',
  all: '\\s\\S',
};

/** Class escapes: a `-` beside one in a class is no range. */
const CLASS_ESCAPE = /^\\[dDwWsS]/;

function withoutIdentityEscapes(pattern: string): string {
  let out = '';
  let inClass = false;
  // in a class: the last thing written was a class escape (`\w`, a POSIX class)
  let afterClassEscape = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      const java = /^p\{(\w+)\}/.exec(pattern.slice(i + 1));
      const hex = /^x\{([0-9a-fA-F]{1,6})\}/.exec(pattern.slice(i + 1));
      if (java && JAVA_CLASSES[java[1]] !== undefined) {
        out += inClass ? JAVA_CLASSES[java[1]] : `[${JAVA_CLASSES[java[1]]}]`;
        i += java[0].length;
        afterClassEscape = inClass;
        continue;
      }
      if (hex) {
        out += `\\u{${hex[1]}}`;
        i += hex[0].length;
        afterClassEscape = false;
        continue;
      }
      i++;
      if (!inClass && (next === 'A' || next === 'z' || next === 'Z')) {
        out += next === 'A' ? '^' : next === 'z' ? '$' : '(?=\\n?$)';
        continue;
      }
      const kept = SYNTAX.has(next) || /[A-Za-z0-9]/.test(next) || (next === '-' && inClass);
      out += kept ? `\\${next}` : next;
      afterClassEscape = inClass && CLASS_ESCAPE.test(`\\${next}`);
      continue;
    }
    if (c === '-' && inClass && (afterClassEscape || CLASS_ESCAPE.test(pattern.slice(i + 1)) || /^\\p\{\w+\}/.test(pattern.slice(i + 1)))) {
      out += '\\-';
      afterClassEscape = false;
      continue;
    }
    afterClassEscape = false;
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}
