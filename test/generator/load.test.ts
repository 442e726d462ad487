import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useCache } from '../../generator/cache.mjs';
import { checkSpec, foreseeUnseen, parseSpec, readSpec, readSpecText, SpecError } from '../../generator/load.js';

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
    [
      'a $ref with a malformed escape',
      {
        given: `${HEAD}paths:\n  /invoices:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/A%ZZ'}\n`,
        want: {
          pointer: '/paths/~1invoices/get/responses/200/content/application~1json/schema',
          reason: /^\$ref #\/components\/schemas\/A%ZZ: no such place in the document$/,
        },
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

describe('split documents, $id and $anchor, and valid documents the published 3.1 schema refused', () => {
  test("a root file with paths/ and components/ files beside it (Redocly's split layout) generates what its one-file form does", async () => {
    const { generateFromFile } = await import('../../generator/generate.js');
    const { EMITTERS } = await import('../../generator/emitters.js');
    const { fixturePath } = await import('./helpers.js');
    const split = await generateFromFile(fixturePath('split/openapi.yaml'), EMITTERS);
    const whole = await generateFromFile(fixturePath('split-bundled.yaml'), EMITTERS);
    const body = (files: { path: string; contents: string }[]) => files.map((f) => [f.path, f.contents.slice(f.contents.indexOf('\n'))]);
    expect(body(split)).toEqual(body(whole));
    // the banner names the spec as given
    expect(split[0].contents.split('\n')[0]).toContain('split/openapi.yaml');
  });

  test('a $ref inside an x- extension to a file beside the document is read', async () => {
    const { loadSpec } = await import('../../generator/load.js');
    const { fixturePath } = await import('./helpers.js');
    expect((await loadSpec(fixturePath('split/openapi.yaml'))).doc['x-limits']).toEqual({ max_pets: 10 });
  });

  test('a missing file is one line naming the $ref', async () => {
    const error = await parseSpec(`${HEAD}paths:\n  /a:\n    $ref: ./nowhere.yaml\n`, 'test/generator/fixtures/missing.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(/^test\/generator\/fixtures\/missing\.yaml#\/paths\/~1a: \$ref \.\/nowhere\.yaml: cannot read nowhere\.yaml/);
  });

  test('$id and $anchor references become JSON pointers', async () => {
    const spec = await parseSpec(
      `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Pet: {$id: 'https://example.com/pet', type: object, properties: {owner: {$ref: 'https://example.com/owner'}, tag: {$ref: '#tag'}}}\n    Owner: {$id: 'https://example.com/owner', type: string}\n    Tag: {$anchor: tag, type: string}\n`,
      'x.yaml',
    );
    expect(spec.doc).toMatchObject({
      components: { schemas: { Pet: { properties: { owner: { $ref: '#/components/schemas/Owner' }, tag: { $ref: '#/components/schemas/Tag' } } } } },
    });
  });

  test('scheme: Bearer with a bearerFormat is valid 3.1 (schemes are case-insensitive)', async () => {
    const spec = await parseSpec(`${HEAD}paths: {}\ncomponents:\n  securitySchemes:\n    token: {type: http, scheme: Bearer, bearerFormat: JWT}\n`, 'x.yaml');
    expect(spec.doc).toMatchObject({ components: { securitySchemes: { token: { bearerFormat: 'JWT' } } } });
  });

  test('the openapi version is read: Swagger 2.0 is refused at /openapi', async () => {
    const error = await parseSpec(`swagger: '2.0'\ninfo: {title: t, version: '1'}\npaths: {}\n`, 'x.yaml').catch((e: unknown) => e);
    expect((error as SpecError).message).toBe('x.yaml#/openapi: OpenAPI 3.0.x and 3.1.x documents are read (this one says "2.0")');
  });
});

describe('each Schema Object is checked as JSON Schema 2020-12, with its place in the document', () => {
  const info = { title: 't', version: '1' };
  const ok = { description: 'ok' };
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const at = (...keys: string[]) => `/${keys.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  // `warning`: not a refusal; checkSpec answers it with its place (a pattern is left out of its validator)
  const cases: [string, object, { pointer: string; reason: RegExp; warning?: true } | undefined][] = [
    [
      'a component schema',
      { openapi: '3.1.0', info, paths: {}, components: { schemas: { A: { type: 'object', properties: { x: { type: 'strng' } } } } } },
      { pointer: at('components', 'schemas', 'A', 'properties', 'x', 'type'), reason: /^must be equal to one of the allowed values \(array, .*string\)$/ },
    ],
    [
      "a response header's schema",
      { openapi: '3.1.0', info, paths: { '/a': { get: { responses: { '200': { ...ok, headers: { 'X-Left': { schema: { minimum: 'x' } } } } } } } } },
      { pointer: at('paths', '/a', 'get', 'responses', '200', 'headers', 'X-Left', 'schema', 'minimum'), reason: /^must be number$/ },
    ],
    [
      "a callback's request body, a pattern that is no regular expression",
      {
        openapi: '3.1.0',
        info,
        paths: {
          '/a': {
            post: {
              responses: { '200': ok },
              callbacks: { done: { '{$request.body#/url}': { post: { requestBody: json({ type: 'string', pattern: '([' }), responses: { '200': ok } } } } },
            },
          },
        },
      },
      {
        pointer: at(
          'paths',
          '/a',
          'post',
          'callbacks',
          'done',
          '{$request.body#/url}',
          'post',
          'requestBody',
          'content',
          'application/json',
          'schema',
          'pattern',
        ),
        reason:
          /^is not a regular expression ECMAScript compiles with the u flag \(Invalid regular expression: \/\(\[\/u: .*\): the validators leave this pattern out$/,
        warning: true,
      },
    ],
    [
      "a webhook's parameter",
      { openapi: '3.1.0', info, webhooks: { paid: { post: { parameters: [{ name: 'q', in: 'query', schema: { required: 5 } }], responses: { '200': ok } } } } },
      { pointer: at('webhooks', 'paid', 'post', 'parameters', '0', 'schema', 'required'), reason: /^must be array$/ },
    ],
    [
      "a multipart part's encoding header",
      {
        openapi: '3.1.0',
        info,
        paths: {
          '/a': {
            post: {
              requestBody: {
                content: { 'multipart/form-data': { schema: { type: 'object' }, encoding: { file: { headers: { 'X-Part': { schema: { type: 7 } } } } } } },
              },
              responses: { '200': ok },
            },
          },
        },
      },
      {
        pointer: at('paths', '/a', 'post', 'requestBody', 'content', 'multipart/form-data', 'encoding', 'file', 'headers', 'X-Part', 'schema', 'type'),
        reason: /allowed values/,
      },
    ],
    [
      'a component parameter named "schema" is a parameter, not a schema',
      { openapi: '3.1.0', info, paths: {}, components: { parameters: { schema: { name: 'q', in: 'query', schema: { type: 'strng' } } } } },
      { pointer: at('components', 'parameters', 'schema', 'schema', 'type'), reason: /allowed values/ },
    ],
    [
      '3.0: a pattern that is no regular expression (no schema checks its format)',
      {
        openapi: '3.0.3',
        info,
        paths: { '/a': { get: { parameters: [{ name: 'q', in: 'query', schema: { type: 'string', pattern: '([' } }], responses: { '200': ok } } } },
      },
      { pointer: at('paths', '/a', 'get', 'parameters', '0', 'schema', 'pattern'), reason: /^is not a regular expression ECMAScript compiles/, warning: true },
    ],
    [
      "3.1: a schema declaring draft-07 with its own $schema is read as draft-07 (a tuple's `items` array)",
      {
        openapi: '3.1.0',
        info,
        paths: {},
        components: {
          schemas: { Pair: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', items: [{ type: 'string' }, { type: 'number' }] } },
        },
      },
      undefined,
    ],
    [
      'a patternProperties name that is no regular expression',
      { openapi: '3.1.0', info, paths: {}, components: { schemas: { M: { type: 'object', patternProperties: { '^a(': { type: 'string' } } } } } },
      {
        pointer: at('components', 'schemas', 'M', 'patternProperties', '^a('),
        reason: /^is not a regular expression .*: the validators leave this name out, and the additionalProperties beside it$/,
        warning: true,
      },
    ],
    [
      'lone braces in a pattern, read as browsers read them, are accepted (the validators escape them)',
      { openapi: '3.1.0', info, paths: {}, components: { schemas: { B: { pattern: '^{[0-9]+}$', patternProperties: { '^{x}$': {} } } } } },
      undefined,
    ],
    [
      'a property named "pattern" is a schema, not the keyword',
      {
        openapi: '3.1.0',
        info,
        paths: {},
        components: {
          schemas: { P: { type: 'object', properties: { pattern: { type: 'string' }, items: { type: 'array', items: { pattern: '^[a-z]+$' } } } } },
        },
      },
      undefined,
    ],
    [
      'examples and extensions are data, not schemas',
      {
        openapi: '3.1.0',
        info,
        'x-tool': { schema: { type: 5 } },
        paths: {
          'x-note': { get: { parameters: [{ name: 'q', in: 'query', schema: { type: 5 } }] } },
          '/a': { get: { responses: { '200': { ...json({ type: 'object', example: { schema: { type: 5 } } }), ...ok }, 'x-more': { schema: { type: 5 } } } } },
        },
      },
      undefined,
    ],
  ];
  test.each(cases)('%s', async (_name, doc, want) => {
    const error = await checkSpec(readSpecText(JSON.stringify(doc), 'api.json')).catch((e: unknown) => e);
    if (!want || want.warning) {
      expect(error).toEqual(want ? [{ pointer: want.pointer, reason: expect.stringMatching(want.reason) }] : []);
      return;
    }
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).pointer).toBe(want.pointer);
    expect((error as SpecError).reason).toMatch(want.reason);
  });
});

describe('what a caller hears while the spec is read (ReadHooks)', () => {
  test('each file whose text the cache had not seen, parsed, as it is read; none at the next read; the edited one after an edit', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-read-hooks-'));
    try {
      cpSync('spec', path.join(dir, 'spec'), { recursive: true });
      useCache({ dir: path.join(dir, 'cache'), revision: 'read-hooks' });
      const heard: unknown[] = [];
      const read = () => readSpec(path.join(dir, 'spec/openapi.yaml'), { unseen: (parsed) => heard.push(parsed) });
      await read();
      expect(heard.length).toBeGreaterThan(10);
      heard.length = 0;
      await read();
      expect(heard).toEqual([]);
      const file = path.join(dir, 'spec/components/schemas/items.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('description: Item name.', 'description: Item name, heard.'));
      await read();
      expect(heard).toHaveLength(1);
      expect(JSON.stringify(heard[0])).toContain('Item name, heard.');
    } finally {
      useCache(undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('foreseeUnseen hears, before the spec is read, each file edited since the last read; readSpec then hears it no more', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-foresee-'));
    try {
      cpSync('spec', path.join(dir, 'spec'), { recursive: true });
      useCache({ dir: path.join(dir, 'cache'), revision: 'foresee' });
      const spec = path.join(dir, 'spec/openapi.yaml');
      const heard: unknown[] = [];
      const hooks = { unseen: (parsed: unknown) => heard.push(parsed) };
      foreseeUnseen(spec, hooks);
      expect(heard, 'no read remembered yet').toEqual([]);
      await readSpec(spec, hooks);
      heard.length = 0;
      foreseeUnseen(spec, hooks);
      expect(heard, 'nothing edited').toEqual([]);
      const file = path.join(dir, 'spec/components/schemas/items.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('description: Item name.', 'description: Item name, foreseen.'));
      foreseeUnseen(spec, hooks);
      expect(heard).toHaveLength(1);
      expect(JSON.stringify(heard[0])).toContain('Item name, foreseen.');
      await readSpec(spec, hooks);
      expect(heard, 'heard once, not again by readSpec').toHaveLength(1);
      // a file it cannot parse is left for readSpec, which says where
      writeFileSync(file, 'name: [unclosed\n');
      expect(() => foreseeUnseen(spec, hooks)).not.toThrow();
      await expect(readSpec(spec, hooks)).rejects.toThrow(/items\.yaml.*YAML line/);
    } finally {
      useCache(undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
