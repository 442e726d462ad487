import { describe, expect, test } from 'vitest';
import { parseSpec, SpecError } from '../../generator/load.js';

const HEAD = `openapi: 3.1.0
info: {title: t, version: '1'}
servers: [{url: 'http://127.0.0.1:8080/v1'}]
`;

describe('loadSpec errors carry file, JSON pointer and reason', () => {
  const cases: [string, { given: string; want: { pointer: string | undefined; reason: RegExp } }][] = [
    [
      'unknown key under responses',
      {
        given: `${HEAD}paths:\n  /invoices:\n    post:\n      responses:\n        bogus: 1\n`,
        want: { pointer: '/paths/~1invoices/post/responses', reason: /unevaluated properties \(bogus\)/ },
      },
    ],
    [
      'missing $ref target points at the referring place',
      {
        given: `${HEAD}paths:\n  /invoices:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/Nope'}\n`,
        want: { pointer: '/paths/~1invoices/get/responses/200/content/application~1json/schema', reason: /Nope/ },
      },
    ],
    ['broken YAML', { given: `${HEAD}paths: {a: [}\n`, want: { pointer: undefined, reason: /^YAML line 4 column 13: / } }],
    ['a key written twice', { given: `${HEAD}paths: {}\npaths: {}\n`, want: { pointer: undefined, reason: /^YAML line 5 column 1: duplicated mapping key/ } }],
    ['not a mapping', { given: '- 1\n', want: { pointer: undefined, reason: /not a YAML mapping/ } }],
  ];
  test.each(cases)('%s', async (_name, { given, want }) => {
    const error = await parseSpec(given, 'spec/openapi.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    const specError = error as SpecError;
    expect(specError.file).toBe('spec/openapi.yaml');
    expect(specError.pointer).toBe(want.pointer);
    expect(specError.reason).toMatch(want.reason);
    expect(specError.message.startsWith(`spec/openapi.yaml${want.pointer ? `#${want.pointer}` : ''}: `)).toBe(true);
  });

  test('YAML 1.2 core: an unquoted date or yes stays a string, as JSON Schema reads it', async () => {
    const spec = await parseSpec(`${HEAD}paths: {}\ncomponents:\n  schemas:\n    A: {type: string, example: 2024-01-01, description: yes}\n`, 'x.yaml');
    expect(spec.doc).toMatchObject({ components: { schemas: { A: { example: '2024-01-01', description: 'yes' } } } });
  });

  test('a valid document is bundled with its component $refs kept', async () => {
    const spec = await parseSpec(
      `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A: {type: object, properties: {b: {$ref: '#/components/schemas/B'}}}\n    B: {type: string}\n`,
      'x.yaml',
    );
    expect(spec.doc).toMatchObject({ components: { schemas: { A: { properties: { b: { $ref: '#/components/schemas/B' } } } } } });
  });
});
