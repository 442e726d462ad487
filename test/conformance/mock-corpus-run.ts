/**
 * The conformance runner (conformance/cli.ts `main`) against the mock (generator/mock, served by
 * test/mock/serve.ts) of one corpus document, with the mock's own credentials: what
 * test/conformance/mock-corpus.test.ts and `npm run bench:mock-corpus` both run.
 */
import { main } from '../../conformance/cli.js';
import { type CorpusDocument, corpusPath } from '../generator/corpus/documents.js';
import { CREDENTIALS } from '../mock/requests.js';
import { serveMock } from '../mock/serve.js';

export interface MockCorpusRun {
  /** the CLI's exit code; -1 when it threw */
  code: number;
  /** what it printed, the closing `N passed, N failed, N skipped` last */
  lines: string[];
  /** passed, failed, skipped from the closing line; undefined when there is none */
  summary: { passed: number; failed: number; skipped: number } | undefined;
  seconds: number;
}

export async function runAgainstMock(doc: CorpusDocument, extraArgs: readonly string[] = []): Promise<MockCorpusRun> {
  const spec = corpusPath(doc);
  const served = await serveMock({
    spec,
    credentials: { basic: { user: CREDENTIALS.user, password: CREDENTIALS.password }, bearer: CREDENTIALS.bearer, apiKey: CREDENTIALS.apiKey },
  });
  const lines: string[] = [];
  const started = performance.now();
  try {
    const args = [
      '--spec',
      spec,
      '--base-url',
      served.url,
      '--auth',
      `${CREDENTIALS.user}:${CREDENTIALS.password}`,
      '--bearer',
      CREDENTIALS.bearer,
      '--api-key',
      CREDENTIALS.apiKey,
      ...extraArgs,
    ];
    const code = await main(args, { print: (line) => lines.push(line), progress: () => undefined }, {}).catch((error: unknown) => {
      lines.push(`crashed: ${(error as Error).stack}`);
      return -1;
    });
    const found = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(lines[lines.length - 1] ?? '');
    const summary = found ? { passed: Number(found[1]), failed: Number(found[2]), skipped: Number(found[3]) } : undefined;
    return { code, lines, summary, seconds: (performance.now() - started) / 1000 };
  } finally {
    await served.close();
  }
}
