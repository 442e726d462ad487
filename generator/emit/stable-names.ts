/**
 * Names for what ajv's standalone code numbers by position (`validate142`, `schema31`,
 * `pattern5`, `func2`), so a change to one schema changes the lines of that schema only, and a
 * new operation adds its own functions without renumbering anyone else's:
 * - a function is named after what it validates: the export it serves
 *   (`validate_createInvoice__body`), else the component whose schema it checks
 *   (`validate_Invoice`), else a hash of its code;
 * - a module constant is named after its content: `schema_Invoice` for a component's schema
 *   literal, else `schema_<hash>`, `pattern_<hash>`, `formats_<hash>`, `func_<hash>`.
 * Names are replaced outside string literals only; each line of ajv's code is a statement, and
 * strings never span lines.
 */
import { createHash } from 'node:crypto';

const NUMBERED = /\b(?:validate|schema|pattern|formats|func)\d+\b/g;
const CONST = /^const ((schema|pattern|formats|func)\d+) = (.*?);?$/;
const FUNCTION = /^function (validate\d+)\(/;

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);
const identifier = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, '_');

/**
 * `code` with ajv's numbered names replaced. `exports`: ajv's function name -> the export it
 * serves; `components`: a component schema's JSON (as ajv prints its literal) -> its name.
 */
export function stableNames(code: string, exports: ReadonlyMap<string, string>, components: ReadonlyMap<string, string>): string {
  const lines = code.split('\n');
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (numbered: string, wanted: string) => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}_${n}`;
    taken.add(name);
    names.set(numbered, name);
  };
  for (const line of lines) {
    const c = CONST.exec(line);
    if (!c) continue;
    const [, numbered, kind, value] = c;
    const component = kind === 'schema' ? components.get(value) : undefined;
    claim(numbered, component !== undefined ? `schema_${identifier(component)}` : `${kind}_${hash(value)}`);
  }
  for (const [numbered, exported] of exports) claim(numbered, `validate_${identifier(exported)}`);
  for (let i = 0; i < lines.length; i++) {
    const f = FUNCTION.exec(lines[i]);
    if (!f || names.has(f[1])) continue;
    let end = i + 1;
    while (end < lines.length && lines[end] !== '}') end++;
    const body = lines.slice(i, end + 1).join('\n');
    // the schema literal the function checks: its first `parentSchema`
    const root = /parentSchema:(schema\d+)\b/.exec(body)?.[1];
    const rootName = root ? names.get(root) : undefined;
    // else a hash of its code with the constants' stable names and every function name blanked (callees are numbered by position)
    const text = body.replace(NUMBERED, (name) => (name.startsWith('validate') ? 'validate' : (names.get(name) ?? name)));
    claim(f[1], `validate_${rootName ? rootName.slice(7) : hash(text)}`);
  }
  return rename(code, names);
}

/**
 * A numbered name, or what is left as written: a string literal (to its closing quote, else to
 * the end of its line), or a `formats` constant's regular expression literal (to the end of its
 * line). One pass of one regular expression over the whole module.
 */
const RENAMED =
  /(^const formats\d+ = )(\/.*)$|"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|`(?:[^`\\\n]|\\.)*`?|\b(?:validate|schema|pattern|formats|func)\d+\b/gm;

/** `code` with every numbered name replaced, string literals (and a `formats` regular expression literal) left as they are. */
function rename(code: string, names: ReadonlyMap<string, string>): string {
  return renameNumbered(code, (name) => names.get(name) ?? name);
}

/** `code` with each of ajv's numbered names (`validate3`, `schema12`) replaced by what `to` makes of it, outside string literals. */
export function renameNumbered(code: string, to: (numbered: string) => string): string {
  const swap = (text: string) => text.replace(NUMBERED, to);
  return code.replace(RENAMED, (match: string, regexConst?: string, regex?: string) => {
    if (regexConst !== undefined) return swap(regexConst) + regex;
    const first = match[0];
    return first === '"' || first === "'" || first === '`' ? match : to(match);
  });
}
