/**
 * The runner against the fault zoo (test/zoo): on each API's correct server it must report no
 * failure at all (a checker that raises a false alarm is worse than none), and on each planted
 * fault it must fail, naming the fault's check among its failures. Driven through the command
 * (`paisa-conformance`, conformance/cli.ts) as a team's CI would run it, with the credentials
 * each API's document asks for.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../conformance/cli.js';
import { type Fault, ZOO, type ZooApi } from '../zoo/index.js';

async function run(api: ZooApi, fault?: Fault): Promise<{ code: number; failures: string[]; summary: string }> {
  const server = await api.start(fault ? { fault: fault.id } : {});
  const lines: string[] = [];
  try {
    const code = await main(
      ['--spec', api.spec, '--base-url', server.baseUrl, ...api.credentials, '--seed', '11'],
      { print: (l) => lines.push(l), progress: () => undefined },
      {},
    );
    return { code, failures: lines.filter((l) => l.startsWith('FAIL ')), summary: lines[lines.length - 1] };
  } finally {
    await server.close();
  }
}

/** Runs `tasks` at most `n` at a time. */
async function pool<T>(n: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

describe('the runner against the fault zoo', () => {
  it.each(ZOO.map((api) => [api.name, api] as const))(
    '%s: the correct server passes every case',
    async (_name, api) => {
      const { code, failures, summary } = await run(api);
      expect(failures).toEqual([]);
      expect(code).toBe(0);
      expect(summary).toMatch(/^\d+ passed, 0 failed, \d+ skipped$/);
    },
    120_000,
  );

  it('finds every planted fault, each under its own check', async () => {
    const all = ZOO.flatMap((api) => api.faults.map((fault) => ({ api, fault })));
    const results = await pool(
      3,
      all.map(({ api, fault }) => async () => ({ fault, ...(await run(api, fault)) })),
    );
    const missed = results
      .filter((r) => r.code !== 1 || !r.failures.some((l) => l.startsWith(`FAIL ${r.fault.check} `)))
      .map((r) => `${r.fault.id} (${r.fault.check})`);
    expect(missed).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(30);
  }, 600_000);
});
