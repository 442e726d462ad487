/** Generated output stays reviewable: long statements and doc comments are broken into lines. */
import { describe, expect, it } from 'vitest';
import { withoutEmptyBlocks } from '../../generator/emit/ajv-standalone.js';
import { breakLongLines } from '../../generator/emit/break-lines.js';
import { wrapComments } from '../../generator/format.mjs';

describe('breakLongLines (ajv standalone code)', () => {
  const error = `validate1.errors = [{instancePath:instancePath+"/a,b/c",schemaPath:"#/properties/x/type",keyword:"type",params:{type: "string"},schema:schema1.properties.x.type}];`;

  it('breaks after the commas of the outermost list, never inside a string', () => {
    const out = breakLongLines(error, 60);
    expect(out.split('\n')).toEqual([
      'validate1.errors = [{instancePath:instancePath+"/a,b/c",',
      '  schemaPath:"#/properties/x/type",',
      '  keyword:"type",',
      '  params:{type: "string"},',
      '  schema:schema1.properties.x.type}];',
    ]);
  });

  it('keeps what it does not change byte for byte, and the code means the same', () => {
    expect(breakLongLines(error, 60).replace(/\n\s*/g, '')).toBe(error);
    const short = 'const x = 1;';
    expect(breakLongLines(short, 60)).toBe(short);
  });

  it('skips regular expression literals and breaks a long condition at || and &&', () => {
    const line = `if(!(((key0 === "grant_type") || (key0.replace(/\\//g, "~1") === "client_id")) || (key0 === "scope"))){`;
    const out = breakLongLines(line, 40);
    const tokens = (code: string) => code.replace(/\s+/g, '');
    expect(tokens(out)).toBe(tokens(line));
    expect(out).toContain('/\\//g');
    expect(out.split('\n').length).toBeGreaterThan(1);
  });

  it('leaves data lines whole', () => {
    const data = `const schema20 = {"type":"object","required":["a","b","c","d","e","f","g","h","i","j","k","l","m","n","o"]};`;
    expect(breakLongLines(data, 40)).toBe(data);
  });
});

describe('wrapComments (the spec descriptions in generated types)', () => {
  it('wraps long doc comment lines under the same prefix', () => {
    const code = ['    /**', `     * @description ${'word '.repeat(30).trim()}`, '     */'].join('\n');
    const out = wrapComments(code, 60).split('\n');
    expect(out.every((l) => l.length <= 60)).toBe(true);
    expect(out.slice(1, -1).every((l) => l.startsWith('     * '))).toBe(true);
    expect(out.join(' ').replace(/\s+\*\s+/g, ' ')).toContain('word word');
  });

  it('leaves code and short lines alone', () => {
    const code = `const a = "${'x'.repeat(100)}";\n/** short */`;
    expect(wrapComments(code, 60)).toBe(code);
  });
});

describe('withoutEmptyBlocks', () => {
  const cases: [string, string, string][] = [
    ['an empty else', 'if(a){\nx();\n}\nelse {\n}\ny();', 'if(a){\nx();\n}\ny();'],
    ['an empty errors check', 'const _errs3 = errors;\nif(errors === _errs3){\n}\ny();', 'const _errs3 = errors;\ny();'],
    ['one that empties its enclosing block', 'if(a){\n}\nelse {\nif(errors === _errs1){\n}\n}\ny();', 'if(a){\n}\ny();'],
    ['an empty check with an else is kept', 'if(errors === _errs2){\n}\nelse {\nx();\n}\n', 'if(errors === _errs2){\n}\nelse {\nx();\n}\n'],
    ['a check with a body is kept', 'if(errors === _errs2){\nx();\n}\n', 'if(errors === _errs2){\nx();\n}\n'],
    ['an else with a body is kept', 'else {\nx();\n}\n', 'else {\nx();\n}\n'],
  ];
  it.each(cases)('%s', (_name, code, want) => {
    expect(withoutEmptyBlocks(code)).toBe(want);
  });
});
