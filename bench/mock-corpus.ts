/**
 * `npm run bench:mock-corpus [-- name ...]`: the conformance runner (conformance/cli.ts, default
 * settings) against the mock (generator/mock) of every document of the generator's corpus
 * (test/generator/corpus/documents.ts), one document after another, and a table of what it
 * reported: passed, failed, skipped, the exit code and the seconds each document took. A mock
 * answers what its document says, so every failure here is a false alarm of the runner or a fault
 * of the mock. Wants the machine to itself: the seconds are the figure.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { main } from '../conformance/cli.js';
import { createMock } from '../generator/mock/index.js';
import { CORPUS, corpusPath } from '../test/generator/corpus/documents.js';

const CREDENTIALS = { user: 'mock-user', password: 'mock-password', bearer: 'mock-token', apiKey: 'mock-key' };

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const showFailures = process.argv.includes('--failures');
const rows: string[] = ['| document | passed | failed | skipped | exit | seconds |', '|---|---:|---:|---:|---:|---:|'];
let dirty = 0;
for (const doc of CORPUS.filter((d) => only.length === 0 || only.includes(d.name))) {
  const spec = corpusPath(doc);
  const mock = await createMock({
    spec,
    credentials: { basic: { user: CREDENTIALS.user, password: CREDENTIALS.password }, bearer: CREDENTIALS.bearer, apiKey: CREDENTIALS.apiKey },
  });
  const server = createServer(mock);
  server.on('clientError', mock.clientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lines: string[] = [];
  const started = performance.now();
  const code = await main(
    [
      '--spec',
      spec,
      '--base-url',
      url,
      '--auth',
      `${CREDENTIALS.user}:${CREDENTIALS.password}`,
      '--bearer',
      CREDENTIALS.bearer,
      '--api-key',
      CREDENTIALS.apiKey,
    ],
    { print: (l) => lines.push(l), progress: () => undefined },
    {},
  ).catch((error: unknown) => {
    lines.push(`crashed: ${(error as Error).stack}`);
    return -1;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(lines[lines.length - 1] ?? '');
  if (code !== 0) dirty++;
  rows.push(`| ${doc.name} | ${summary?.[1] ?? '-'} | ${summary?.[2] ?? '-'} | ${summary?.[3] ?? '-'} | ${code} | ${seconds} |`);
  console.error(rows[rows.length - 1]);
  if (showFailures || !summary)
    for (const l of lines.filter((l) => /^FAIL |^conformance:|^crashed|^ {2}(reproduce|why)/.test(l)).slice(0, 40)) console.error(`    ${l}`);
}
console.log(rows.join('\n'));
console.log(`${dirty} of ${rows.length - 2} documents with a failure, a crash or a usage error`);
