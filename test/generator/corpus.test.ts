/**
 * The corpus (test/generator/corpus/README.md): public OpenAPI 3.0 and 3.1 documents of other
 * APIs, from 1 kB to 4.8 MB. Each generates in-process; all the outputs type-check together in
 * one TypeScript program under strict flags (openapi-typescript's `test:examples` habit); the
 * validators accept every request and response example and every component schema example the document carries, except the ones
 * listed as the document's own mistakes; and a changed body is refused. Where the document
 * declares its own error schema, every error the runtime answers in it satisfies the response
 * it answers as.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMITTERS } from '../../generator/emitters.js';
import { generateFromFile } from '../../generator/generate.js';
import { loadSpec } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import type { ApiModel, GeneratedFile, JsonSchema } from '../../generator/model/types.js';
import { declaredShapeFor, toDeclared } from '../../runtime/server/declared-error.js';
import { answerFor, Refusal } from '../../runtime/server/errors.js';
import { PROBLEM_CATALOGUE } from '../../runtime/server/problem.js';
import { CORPUS, type CorpusDocument, corpusPath } from './corpus/documents.js';
import { type DocumentExample, documentExamples } from './corpus/examples.js';
import { typecheck } from './typecheck.js';
import type { ValidatorsModule } from './validators-module.js';

// inside the repository, so the output's `paisa/runtime/*` imports resolve
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/corpus');

interface Generated {
  doc: CorpusDocument;
  files: GeneratedFile[];
  model: ApiModel;
  raw: JsonSchema;
  ms: number;
}

const generated = new Map<string, Generated>();

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  for (const doc of CORPUS) {
    const file = corpusPath(doc);
    const started = performance.now();
    const files = await generateFromFile(file, EMITTERS);
    const ms = performance.now() - started;
    const spec = await loadSpec(file);
    generated.set(doc.name, { doc, files, model: buildModel(spec.doc), raw: JSON.parse(readFileSync(file, 'utf8')), ms });
    for (const f of files) {
      const target = path.join(OUT, doc.name, f.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, f.contents);
    }
  }
}, 600_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe.each(CORPUS.map((doc) => [doc.name, doc] as const))('%s', (name) => {
  test('generates types, validators, server and client; no line over 2,000 characters', () => {
    const g = generated.get(name);
    expect(g).toBeDefined();
    const paths = g?.files.map((f) => f.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['types/index.ts', 'validators/index.ts', 'server/index.ts', 'client/index.ts']));
    for (const f of g?.files ?? []) {
      const long = f.contents.split('\n').findIndex((line) => line.length > 2000);
      expect(long < 0 ? '' : `${f.path}:${long + 1}`).toBe('');
    }
  });

  test('the validators accept the document’s examples and refuse a changed body', async () => {
    const g = generated.get(name) as Generated;
    const v = (await import(path.join(OUT, name, 'validators', 'index.ts'))) as ValidatorsModule;
    const examples = documentExamples(g.raw, g.model);
    const refused: string[] = [];
    let changedRefused = 0;
    let changedTried = 0;
    for (const e of examples) {
      const validate = validatorOf(v, e);
      if (!validate) continue;
      if (!validate(structuredClone(e.value))) refused.push(`${e.pointer}: ${JSON.stringify(validate.errors?.[0] ?? null).slice(0, 300)}`);
      // a changed body: the example wrapped in an array where an object is due
      if (e.target !== 'bodyForm' && e.value && typeof e.value === 'object' && !Array.isArray(e.value)) {
        changedTried++;
        if (!validate([e.value])) changedRefused++;
      }
    }
    const wrong = Object.keys(g.doc.wrongExamples ?? {});
    expect(refused.map((r) => r.slice(0, r.indexOf(': '))).sort()).toEqual(wrong.sort());
    // every document with object examples has at least one whose changed form is refused
    if (changedTried > 0) expect(changedRefused).toBeGreaterThan(0);
    counts.set(name, { examples: examples.length, accepted: examples.length - refused.length });
  });

  test('every error answered in the document’s own schema satisfies the response it answers as', async () => {
    const g = generated.get(name) as Generated;
    const v = (await import(path.join(OUT, name, 'validators', 'index.ts'))) as ValidatorsModule;
    const invalid: string[] = [];
    let checked = 0;
    for (const op of g.model.operations) {
      for (const key of Object.keys(PROBLEM_CATALOGUE)) {
        // with and without a parameter at fault
        for (const field of ['uid', null]) {
          const answer = answerFor(PROBLEM_CATALOGUE, new Refusal(key, { description: 'The uid is required.', field: 'uid' }, { field }));
          const shape = declaredShapeFor(g.model.errorShapes, op.operationId, answer.status);
          // the response OpenAPI picks for the status (3.1 section 4.8.16): exact, then its range, then default
          const code = String(answer.status);
          const response = [code, `${code[0]}XX`, 'default'].find((status) => v.operationValidators[op.operationId]?.responses[status]);
          if (!shape || !response) continue;
          const validate = v.operationValidators[op.operationId].responses[response];
          checked++;
          if (!validate(toDeclared(shape, answer, 'req_1'))) invalid.push(`${op.operationId} ${key} as ${response}: ${JSON.stringify(validate.errors?.[0])}`);
        }
      }
    }
    expect(invalid.slice(0, 5)).toEqual([]);
    errorBodies.set(name, checked);
  });
});

const errorBodies = new Map<string, number>();

const counts = new Map<string, { examples: number; accepted: number }>();

test('every output type-checks in one strict program', () => {
  const all = [...generated.values()].flatMap((g) => g.files.map((f) => ({ path: `corpus/${g.doc.name}/${f.path}`, contents: f.contents })));
  const started = performance.now();
  const diagnostics = typecheck(all);
  const ms = performance.now() - started;
  expect(diagnostics.slice(0, 20)).toEqual([]);
  const table = [...generated.values()].map((g) => ({
    document: g.doc.name,
    generateMs: Math.round(g.ms),
    files: g.files.length,
    examples: counts.get(g.doc.name)?.examples,
    accepted: counts.get(g.doc.name)?.accepted,
    ownErrorBodies: errorBodies.get(g.doc.name),
  }));
  console.log(`corpus: type-check of ${all.length} files took ${Math.round(ms)} ms`);
  console.table(table);
}, 600_000);

function validatorOf(v: ValidatorsModule, e: DocumentExample) {
  if (e.target === 'schema') return e.schema ? v.schemaValidators[e.schema] : undefined;
  const ops = e.operationId ? v.operationValidators[e.operationId] : undefined;
  if (!ops) return undefined;
  if (e.target === 'response') return e.status ? ops.responses[e.status] : undefined;
  return ops[e.target];
}
