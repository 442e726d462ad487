import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cacheStats, useCache } from '../../generator/cache.mjs';
import { loadSpec } from '../../generator/load.js';
import { checkOpenApiSchema, withoutSchemaObjects } from '../../generator/openapi-schema.js';
import { openapiSchemasModule } from '../../generator/openapi-schemas/build.js';
import { preparedFile, preparedSchemas } from '../../generator/openapi-schemas/prepared.js';
import { CORPUS, corpusPath } from './corpus/documents.js';

test('the compiled schemas are built on first use into node_modules/.cache, as build.ts makes them from the installed schemas', async () => {
  await preparedSchemas();
  const file = preparedFile();
  expect(path.relative(process.cwd(), file)).toMatch(/^node_modules\/\.cache\/paisa-generate\/openapi-schemas-[0-9a-f]{16}\.mjs$/);
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8') === openapiSchemasModule()).toBe(true);
});

describe('each version is checked against its own schema', () => {
  const info = { title: 't', version: '1' };
  const cases: [string, object, { pointer: string; reason: RegExp } | undefined][] = [
    ['3.0, valid', { openapi: '3.0.3', info, paths: {} }, undefined],
    ['3.1, valid without paths (webhooks only)', { openapi: '3.1.0', info, webhooks: {} }, undefined],
    ['3.0 without paths', { openapi: '3.0.3', info }, { pointer: '', reason: /required property 'paths'/ }],
    [
      '3.0, a 3.1 keyword (webhooks)',
      { openapi: '3.0.3', info, paths: {}, webhooks: {} },
      { pointer: '', reason: /must NOT have additional properties \(webhooks\)/ },
    ],
    [
      '3.1, an unknown key in a response',
      { openapi: '3.1.0', info, paths: { '/a': { get: { responses: { '200': { description: 'ok', bogus: 1 } } } } } },
      { pointer: '/paths/~1a/get/responses/200', reason: /unevaluated properties \(bogus\)/ },
    ],
    [
      '3.1, `scheme: Bearer` with a bearerFormat (the published schema refuses it)',
      { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { t: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' } } } },
      undefined,
    ],
  ];
  test.each(cases)('%s', async (_name, doc, want) => {
    const problem = await checkOpenApiSchema(doc);
    if (!want) expect(problem).toBeUndefined();
    else {
      expect(problem?.pointer).toBe(want.pointer);
      expect(problem?.reason).toMatch(want.reason);
    }
  });
});

describe("a 3.1 document's outline (its Schema Objects replaced by `true`) is all the 3.1 schema reads", () => {
  const FILES = [...CORPUS.map((doc) => ({ name: doc.name, file: corpusPath(doc) })), { name: 'paisa', file: 'spec/openapi.yaml' }];
  test.each(FILES)('$name: the outline passes where the document passes', async ({ file }) => {
    const { doc } = await loadSpec(file);
    const { openapi31 } = await preparedSchemas();
    const before = JSON.stringify(doc);
    const outline = withoutSchemaObjects(doc);
    expect(JSON.stringify(doc), 'the document is not changed').toBe(before);
    expect(openapi31(outline)).toBe(openapi31(doc));
  });

  const info = { title: 't', version: '1' };
  const item = (schema: unknown) => ({ get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } });
  test('replaced by place: an object that is also an example (a YAML alias) stays where it is data', () => {
    const shared = { type: 'object', bogus: 1 };
    const doc = { openapi: '3.1.0', info, paths: { '/a': item(shared) }, components: { schemas: { A: shared }, examples: { e: { value: shared } } } };
    expect(withoutSchemaObjects(doc)).toEqual({
      openapi: '3.1.0',
      info,
      paths: { '/a': item(true) },
      components: { schemas: { A: true }, examples: { e: { value: shared } } },
    });
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-openapi-outline-'));
  afterAll(() => {
    useCache(undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  test('with a cache, an edit inside a schema is not checked whole again; an edit of the outline is, and is refused', async () => {
    useCache({ dir, revision: 'openapi-outline' });
    const doc = (schema: unknown, description: unknown) => ({
      openapi: '3.1.0',
      info,
      paths: { '/a': item(schema) },
      components: { schemas: { A: { description } } },
    });
    expect(await checkOpenApiSchema(doc({ type: 'string' }, 'one'))).toBeUndefined();
    const misses = cacheStats()?.misses;
    expect(await checkOpenApiSchema(doc({ type: 'string', maxLength: 3 }, 'two'))).toBeUndefined();
    expect(cacheStats()?.misses, 'the outline was found').toBe(misses);
    // a schema that is no object nor boolean is the outline's business
    expect(await checkOpenApiSchema(doc(7, 'two'))).toMatchObject({ pointer: '/paths/~1a/get/responses/200/content/application~1json/schema' });
    const refused = { ...doc({ type: 'string' }, 'one'), paths: { '/a': { get: { responses: { '200': { description: 'ok', bogus: 1 } } } } } };
    expect(await checkOpenApiSchema(refused)).toMatchObject({ pointer: '/paths/~1a/get/responses/200', reason: expect.stringMatching(/bogus/) });
    // refused again at the next run: only a pass is kept
    expect(await checkOpenApiSchema(refused)).toMatchObject({ pointer: '/paths/~1a/get/responses/200' });
  });
});
