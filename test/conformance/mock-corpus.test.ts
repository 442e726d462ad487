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
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { main } from '../../conformance/cli.js';
import { createMock } from '../../generator/mock/index.js';
import { CORPUS, corpusPath } from '../generator/corpus/documents.js';

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
const CREDENTIALS = { user: 'mock-user', password: 'mock-password', bearer: 'mock-token', apiKey: 'mock-key' };
// one seed, the same cases every run
const SEED = '2';

test.each(DOCUMENTS)('%s: the runner finds nothing wrong with the mock', async (name) => {
  const doc = CORPUS.find((d) => d.name === name);
  if (!doc) throw new Error(`${name} is not in the corpus`);
  const spec = corpusPath(doc);
  const mock = await createMock({
    spec,
    credentials: { basic: { user: CREDENTIALS.user, password: CREDENTIALS.password }, bearer: CREDENTIALS.bearer, apiKey: CREDENTIALS.apiKey },
  });
  const server = createServer(mock);
  server.on('clientError', mock.clientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const lines: string[] = [];
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const code = await main(
      [
        '--spec',
        spec,
        '--base-url',
        url,
        '--seed',
        SEED,
        '--auth',
        `${CREDENTIALS.user}:${CREDENTIALS.password}`,
        '--bearer',
        CREDENTIALS.bearer,
        '--api-key',
        CREDENTIALS.apiKey,
      ],
      { print: (line) => lines.push(line), progress: () => undefined },
      {},
    );
    const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(lines[lines.length - 1] ?? '');
    expect(lines.filter((line) => line.startsWith('FAIL ')).slice(0, 10)).toEqual([]);
    expect(summary?.[2]).toBe('0');
    expect(Number(summary?.[1])).toBeGreaterThan(0);
    expect(code).toBe(0);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
