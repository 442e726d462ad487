/**
 * `npm run bench:mock-corpus [-- name ...]`: the conformance runner (conformance/cli.ts, default
 * settings) against the mock (generator/mock) of every document of the generator's corpus
 * (test/generator/corpus/documents.ts), one document after another, and a table of what it
 * reported: passed, failed, skipped, the exit code and the seconds each document took. A mock
 * answers what its document says, so every failure here is a false alarm of the runner or a fault
 * of the mock. Wants the machine to itself: the seconds are the figure.
 */

import { runAgainstMock } from '../test/conformance/mock-corpus-run.js';
import { CORPUS } from '../test/generator/corpus/documents.js';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const showFailures = process.argv.includes('--failures');
const rows: string[] = ['| document | passed | failed | skipped | exit | seconds |', '|---|---:|---:|---:|---:|---:|'];
let dirty = 0;
for (const doc of CORPUS.filter((d) => only.length === 0 || only.includes(d.name))) {
  const { code, lines, summary, seconds } = await runAgainstMock(doc);
  if (code !== 0) dirty++;
  rows.push(`| ${doc.name} | ${summary?.passed ?? '-'} | ${summary?.failed ?? '-'} | ${summary?.skipped ?? '-'} | ${code} | ${seconds.toFixed(1)} |`);
  console.error(rows[rows.length - 1]);
  if (showFailures || !summary)
    for (const l of lines.filter((l) => /^FAIL |^conformance:|^crashed|^ {2}(reproduce|why)/.test(l)).slice(0, 40)) console.error(`    ${l}`);
}
console.log(rows.join('\n'));
console.log(`${dirty} of ${rows.length - 2} documents with a failure, a crash or a usage error`);
