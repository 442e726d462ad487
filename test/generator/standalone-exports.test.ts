/**
 * generator/emit/standalone-exports.ts writes the module ajv's standaloneCode writes, to the
 * byte, and in time linear in its exports, where ajv's overflows the stack past some 5,000.
 */
import standaloneModule from 'ajv/dist/standalone/index.js';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../../generator/emit/ajv-standalone.js';
import { standaloneExports } from '../../generator/emit/standalone-exports.js';
import { COMPONENTS_ID, validatorSchemas } from '../../generator/emit/validator-schemas.js';
import { loadSpec } from '../../generator/load.js';
import { CORPUS, corpusPath } from './corpus/documents.js';

const standaloneCode = standaloneModule.default;
// GitHub's webhooks document left out: compiling its components twice over took 22 s of this file's 33
const FILES = [
  ...CORPUS.filter((doc) => doc.name !== 'github-webhooks').map((doc) => ({ name: doc.name, file: corpusPath(doc) })),
  { name: 'paisa', file: 'spec/openapi.yaml' },
];

describe("every component of each document, exported from one module: ajv's text", () => {
  test.each(FILES)(
    '$name',
    async ({ file }) => {
      const { doc } = await loadSpec(file);
      const schemas = validatorSchemas(((doc.components as { schemas?: Record<string, object> } | undefined)?.schemas ?? {}) as never);
      for (const flavour of ['strict', 'coerce'] as const) {
        const ajv = createAjv(flavour);
        ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas } });
        // one schema of its own too, referring to a component, as a body's does
        const names = Object.keys(schemas);
        if (names.length)
          ajv.addSchema({ $id: 'body.json', type: 'array', items: { $ref: `${COMPONENTS_ID}#/components/schemas/${encodeURIComponent(names[0])}` } });
        const mapping = Object.fromEntries([
          ...names.map((name, i) => [`c${i}`, `${COMPONENTS_ID}#/components/schemas/${encodeURIComponent(name)}`]),
          ...(names.length ? [['body', 'body.json']] : []),
        ]);
        expect(standaloneExports(ajv, mapping) === standaloneCode(ajv, mapping)).toBe(true);
      }
    },
    60_000,
  );
});

test('8,000 exports, where ajv overflows the stack from some 5,000', () => {
  const ajv = createAjv('strict');
  const mapping: Record<string, string> = {};
  for (let i = 0; i < 8_000; i++) {
    // refs to a few shared ones (ajv's validateCode follows refs by recursion, as deep as a chain of them goes)
    ajv.addSchema({ $id: `s${i}.json`, type: 'object', properties: { a: { type: 'string' }, b: { $ref: `s${i % 50}.json` } } });
    mapping[`e${i}`] = `s${i}.json`;
  }
  const code = standaloneExports(ajv, mapping);
  expect(code.match(/^export const e\d+ = /gm)).toHaveLength(8_000);
  // each validator is declared once, though 8,000 refer to the first 50
  expect(code.match(/^function validate\d+\(/gm)).toHaveLength(8_000);
}, 120_000);
