import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkOpenApiSchema } from '../../generator/openapi-schema.js';
import { openapiSchemasModule } from '../../generator/openapi-schemas/build.js';
import { preparedFile, preparedSchemas } from '../../generator/openapi-schemas/prepared.js';

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
