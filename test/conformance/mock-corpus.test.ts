/**
 * The conformance runner (conformance/cli.ts `main`, default settings) against the mock
 * (generator/mock) of corpus documents chosen for what each exercises: an operation documenting
 * `405: Invalid input` and no 400 (petstore-30), error schemas no body can satisfy and a body
 * made from an `allOf` (readme-legacy), error answers documented as `application/xml`
 * (multiple-media-types, request-examples), multipart object fields (parameters-style-31),
 * request bodies no value satisfies (schema-types-31, discriminators), an `image/png` body
 * (file-uploads), and a request to what the run's own DELETE removed (readme, readme-legacy). A
 * mock answers what its document says: every failure is the mock's fault or a false alarm of the
 * runner. `npm run bench:mock-corpus` runs every document of the corpus.
 */
import { expect, test } from 'vitest';
import { CORPUS } from '../generator/corpus/documents.js';
import { runAgainstMock } from './mock-corpus-run.js';

const DOCUMENTS = [
  'readme',
  'petstore-30',
  'readme-legacy',
  'multiple-media-types',
  'request-examples',
  'parameters-style-31',
  'schema-types-31',
  'discriminators',
  'file-uploads',
];
// one seed, the same cases every run
const SEED = '2';

test.each(DOCUMENTS)('%s: the runner finds nothing wrong with the mock', async (name) => {
  const doc = CORPUS.find((d) => d.name === name);
  if (!doc) throw new Error(`${name} is not in the corpus`);
  const { code, lines, summary } = await runAgainstMock(doc, ['--seed', SEED]);
  expect(lines.filter((line) => line.startsWith('FAIL ') || line.startsWith('crashed')).slice(0, 10)).toEqual([]);
  expect(summary?.failed).toBe(0);
  expect(summary?.passed).toBeGreaterThan(0);
  expect(code).toBe(0);
});
