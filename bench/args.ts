/**
 * Command-line options of `npm run bench:server` (node:util parseArgs). The defaults are the
 * full run; smaller values are for smoke runs: `npm run bench:server -- --duration 2 --rounds 1`.
 */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** seconds of load per server and target in each round */
  durationS: number;
  connections: number;
  /** interleaved rounds: every server and target once per round */
  rounds: number;
  /** seconds of POST /v1/invoices load on a fresh SQLite gateway after the rounds (0: none) */
  soakS: number;
  /** where the JSON goes (default bench/results/server-<timestamp>.json) */
  out?: string;
  /** server (and database) the PostgreSQL gateway uses; a fresh database is created on it and dropped */
  pgUrl: string;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

const USAGE = `usage: npm run bench:server -- [--duration S] [--connections N] [--rounds N] [--soak S] [--out FILE] [--pg-url URL]
  --duration S      seconds of load per server and target in each round (default 10)
  --connections N   autocannon connections (default 50; pipelining is always 1)
  --rounds N        interleaved rounds (default 2; 0 runs only the soak)
  --soak S          after the rounds, S seconds of POST /v1/invoices on a fresh SQLite gateway, RSS at 10 s and at the end (default 0: off)
  --out FILE        JSON results (default bench/results/server-<timestamp>.json)
  --pg-url URL      PostgreSQL server for the PostgreSQL gateway (default ${DEFAULT_PG_URL}; env PAISA_BENCH_PG_URL)`;

function whole(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min) throw new Error(`--${name} must be a whole number >= ${min}, got ${JSON.stringify(text)}\n${USAGE}`);
  return value;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      soak: { type: 'string' },
      out: { type: 'string' },
      'pg-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  return {
    durationS: whole('duration', values.duration, 10, 1),
    connections: whole('connections', values.connections, 50, 1),
    rounds: whole('rounds', values.rounds, 2, 0),
    soakS: whole('soak', values.soak, 0, 0),
    ...(values.out ? { out: values.out } : {}),
    pgUrl: values['pg-url'] ?? process.env.PAISA_BENCH_PG_URL ?? DEFAULT_PG_URL,
  };
}

export { USAGE };
