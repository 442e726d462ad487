/**
 * `npm run bench:server`: the Paisa gateway side by side with bare node:http and fastify 5,
 * in one run, on the two targets of bench/targets.ts. Numbers, not pass/fail (README.md, Layout).
 *
 *   node:http       fixed bodies (bench/servers/baseline.ts): the floor
 *   fastify         the same bodies, with request and response schemas (bench/servers/fastify.ts)
 *   hand fsync      the gateway's durable work written by hand: fastify + better-sqlite3, the
 *                   gateway's payments read from its own table, a transaction per invoice
 *                   (bench/servers/handwritten.ts), fsync at every COMMIT
 *   hand NORMAL     the same with synchronous=NORMAL (not durable across power loss)
 *   hand NORMAL, gateway rows
 *                   hand NORMAL writing what the gateway writes for an invoice, in the gateway's
 *                   own tables with all their indexes: the invoice, its order, and an SMS and
 *                   an e-mail in the notification log instead of the one outbox row
 *   paisa sqlite    `node service/start.mjs` (what npm start runs), SQLite in a temp dir (bench/servers/gateway.ts)
 *   paisa postgres  the same on a fresh PostgreSQL database, skipped with the reason when unreachable
 *   paisa postgres x2  two such processes over one fresh database, the connections split evenly
 *                   between them (CPU: both processes; p99: the worse of the two)
 *
 * The fixed bodies are the SQLite gateway's own answers to the two targets, so every server
 * writes the same bytes. Each server is its own child process; autocannon runs here. Rounds are
 * interleaved (every server and target once per round, the server order reversed in even rounds)
 * so that drift on the machine falls on all of them alike. After each measurement of a gateway,
 * the run waits for its notification worker to send what the measurement's invoices queued, so
 * that no server is measured beside another's backlog.
 *
 * Full run (10 s per measurement, 2 rounds): `npm run bench:server`; smoke run:
 * `npm run bench:server -- --duration 2 --rounds 1`. Linux only (CPU and RSS come from /proc).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseBenchArgs, USAGE } from './args.js';
import { CPU_TICK_MICROS } from './cpu.js';
import { type GrowthStore, notificationsDrained, postgresGrowthStore, sqliteGrowthStore } from './growth-stores.js';
import { type Measurement, measure, type Preflight, preflight } from './load.js';
import { BASELINE, compareWithBaseline, printTable, type SummaryRow, summarize, writeJson } from './report.js';
import { seedCapturedPayments } from './seed.js';
import { type BenchServer, BODIES_ENV } from './servers/bench-server.js';
import { type GatewayServer, startGateway } from './servers/gateway.js';
import { createBenchDatabase, redact } from './servers/postgres.js';
import { cleanEnv, REPO_ROOT, spawnServer } from './servers/spawn.js';
import { type SoakResult, soak } from './soak.js';
import { type FixedBodies, SEEDED_PAYMENTS, TARGETS, type TargetId } from './targets.js';

const parsed = parseBenchArgs(process.argv.slice(2));
if (parsed === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const options = parsed;
if (process.platform !== 'linux') {
  console.error('bench:server reads CPU time and RSS from /proc: it runs on Linux only');
  process.exit(2);
}

const labels = Object.fromEntries(TARGETS.map((t) => [t.id, t.label])) as Record<TargetId, string>;
const key = (server: string, target: TargetId) => `${server}\u0000${target}`;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** what to undo, newest first: children to stop, the database to drop, temp files */
const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp(): Promise<void> {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
process.once('SIGINT', () => {
  log('interrupted: stopping the servers');
  void cleanUp().finally(() => process.exit(130));
});

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

function gitRevision(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} (uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

/** Seeds a gateway's captured payments; a failure refuses its list target instead of stopping the run. */
async function seed(gateway: GatewayServer, refused: Map<string, string>): Promise<void> {
  log(`${gateway.name}: paying ${SEEDED_PAYMENTS} invoices at the hosted checkout`);
  try {
    await seedCapturedPayments(gateway, SEEDED_PAYMENTS);
  } catch (error) {
    refused.set(key(gateway.name, 'listPayments'), `seeding payments failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  const refused = new Map<string, string>();
  const answers = new Map<string, Preflight>();
  const notes: string[] = [];

  // 1. The SQLite gateway first: its answers size the fixed bodies of the other servers.
  log('paisa sqlite: starting `node service/start.mjs`');
  const sqlite = await startGateway('paisa sqlite');
  cleanups.push(() => sqlite.stop());
  // each gateway's store, to wait for its notification worker after a measurement (step 5)
  const stores = new Map<string, GrowthStore>([[sqlite.name, sqliteGrowthStore(sqlite.sqliteFile as string)]]);
  await seed(sqlite, refused);
  const bodies = {} as FixedBodies;
  for (const target of TARGETS) {
    const answer = await preflight(sqlite, target);
    if (!answer.ok) {
      throw new Error(`paisa sqlite answers ${target.label} with an error, so there is no real answer to size the fixed bodies by: ${answer.refused}`);
    }
    bodies[target.id] = answer.body;
  }
  const listed = (JSON.parse(bodies.listPayments) as { items?: unknown[] }).items?.length ?? 0;
  if (listed !== SEEDED_PAYMENTS) notes.push(`paisa sqlite lists ${listed} payments, not ${SEEDED_PAYMENTS}: the list answer is smaller than intended`);

  // 2. node:http and fastify, serving those bodies.
  const bodiesDir = mkdtempSync(join(tmpdir(), 'paisa-bench-bodies-'));
  cleanups.push(() => rmSync(bodiesDir, { recursive: true, force: true }));
  const bodiesFile = join(bodiesDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const servers: BenchServer[] = [];
  const fixedBodyServers = new Set<BenchServer>();
  for (const [name, script, env] of [
    [BASELINE, 'bench/servers/baseline.ts', {}],
    ['fastify', 'bench/servers/fastify.ts', {}],
    // the same durable work written by hand (fastify + better-sqlite3), fsync at every COMMIT and without
    ['hand fsync', 'bench/servers/handwritten.ts', { PAISA_BENCH_SYNC: 'full' }],
    ['hand NORMAL', 'bench/servers/handwritten.ts', { PAISA_BENCH_SYNC: 'normal' }],
    ['hand NORMAL, gateway rows', 'bench/servers/handwritten.ts', { PAISA_BENCH_SYNC: 'normal', PAISA_BENCH_ROWS: 'gateway' }],
  ] as const) {
    log(`${name}: starting ${script}`);
    const child = await spawnServer(name, script, cleanEnv({ [BODIES_ENV]: bodiesFile, ...env }));
    cleanups.push(() => child.stop());
    const server: BenchServer = { name, process: child, headers: {}, stop: () => child.stop() };
    servers.push(server);
    if (!name.startsWith('hand')) fixedBodyServers.add(server);
  }
  servers.push(sqlite);

  // 3. The PostgreSQL gateway on a database of its own, when the server is there: one process,
  // and two processes over one database (each configuration with a database of its own)
  let postgres: { database?: string; server?: string; skipped?: string } = {};
  for (const processes of [1, 2]) {
    if (postgres.skipped) break;
    const name = processes === 1 ? 'paisa postgres' : `paisa postgres x${processes}`;
    const database = await createBenchDatabase(options.pgUrl);
    if ('skipped' in database) {
      postgres = { skipped: database.skipped };
      log(`${name}: skipped: ${database.skipped}`);
      break;
    }
    cleanups.push(() => database.drop());
    if (processes === 1) postgres = { database: database.name, server: database.serverVersion };
    log(`${name}: starting ${processes} process(es) on database ${database.name} (${redact(options.pgUrl)})`);
    try {
      const pgGateway = await startGateway(name, database, processes);
      cleanups.push(() => pgGateway.stop());
      await seed(pgGateway, refused);
      servers.push(pgGateway);
      const store = await postgresGrowthStore(database);
      cleanups.push(() => store.close());
      stores.set(name, store);
    } catch (error) {
      const why = `the gateway did not start on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`;
      if (processes === 1) postgres.skipped = why;
      else notes.push(`${name}: ${why}`);
      log(`${name}: skipped: ${why}`);
    }
  }

  // 4. One request per server and target before any load: errors get no figures.
  for (const server of servers) {
    for (const target of TARGETS) {
      const k = key(server.name, target.id);
      const answer = await preflight(server, target);
      answers.set(k, answer);
      if (!answer.ok && !refused.has(k)) refused.set(k, answer.refused ?? 'error');
      // fastify re-serializes the body through its response schema: it must still be the gateway's bytes
      if (answer.ok && fixedBodyServers.has(server) && answer.body !== bodies[target.id]) {
        notes.push(`${server.name} answers ${target.label} with ${answer.bytes} bytes that differ from the gateway's ${Buffer.byteLength(bodies[target.id])}`);
      }
    }
  }
  log('answer sizes (bytes of body, one request each):');
  for (const target of TARGETS) {
    const sizes = servers.map((s) => `${s.name} ${answers.get(key(s.name, target.id))?.bytes ?? '-'}`).join(', ');
    log(`  ${target.label}: ${sizes}`);
  }
  for (const [k, why] of refused) log(`no figures for ${k.replace('\u0000', ' / ')}: ${why}`);

  // 5. Interleaved rounds.
  const runs: Measurement[] = [];
  const settings = { connections: options.connections, durationS: options.durationS };
  if (options.rounds > 0)
    log(
      `load: ${options.rounds} round(s), ${options.durationS} s per server and target, ${options.connections} connections, pipelining 1 (about ${Math.ceil((options.rounds * TARGETS.length * servers.length * (options.durationS + 0.5)) / 60)} min)`,
    );
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const target of TARGETS) {
      for (const server of order) {
        if (refused.has(key(server.name, target.id))) continue;
        const m = await measure(server, target, settings, round);
        runs.push(m);
        // A gateway's notification worker sends the messages of the invoices just made after the
        // window ends (two an invoice): the next server is measured once it is done, not beside it.
        const store = stores.get(server.name);
        const waited = store ? Math.round((await notificationsDrained(store, 300_000)).seconds) : 0;
        log(
          `round ${round}  ${target.label.padEnd(26)} ${server.name.padEnd(15)} ${m.rps.toFixed(0).padStart(6)} req/s  p99 ${m.latencyMs.p99} ms${m.withheld ? `  (${m.withheld})` : ''}${waited ? `  (then ${waited} s for its notification worker)` : ''}`,
        );
      }
    }
  }

  const rows: SummaryRow[] = [];
  for (const target of TARGETS) {
    for (const server of servers) {
      const k = key(server.name, target.id);
      rows.push(
        summarize(
          server.name,
          target.id,
          runs.filter((r) => r.server === server.name && r.target === target.id),
          refused.get(k),
        ),
      );
    }
  }
  compareWithBaseline(rows);

  // 6. The soak, on a fresh gateway after everything else has stopped loading the machine.
  let soaked: SoakResult | undefined;
  if (options.soakS > 0) {
    log(`soak: ${options.soakS} s of POST /v1/invoices on a fresh SQLite gateway`);
    soaked = await soak(options.soakS, options.connections);
  }

  if (options.rounds > 0) {
    console.log(
      `\nbench:server  node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), loopback; ${options.rounds} round(s) x ${options.durationS} s, ${options.connections} connections, pipelining 1`,
    );
    printTable(rows, labels);
    console.log(
      `CPU us/req: server process utime+stime from /proc (resolution ${CPU_TICK_MICROS / 1000} ms per window) over completed requests; DB CPU: PostgreSQL backends of the gateway's database. loader CPU %: autocannon's process, of one core (near 100: the load generator was the limit).`,
    );
  }
  if (postgres.skipped) console.log(`paisa postgres skipped: ${postgres.skipped}`);
  for (const note of notes) console.log(`note: ${note}`);
  if (soaked) {
    const mbOf = (b: number | null) => (b === null ? '-' : `${(b / 2 ** 20).toFixed(0)} MB`);
    const m = soaked.measurement;
    console.log(
      soaked.refused
        ? `soak: no figures: ${soaked.refused}`
        : `soak ${soaked.server}, POST /v1/invoices for ${soaked.durationS} s: ${m?.rps.toFixed(0)} req/s, p99 ${m?.latencyMs.p99} ms, RSS before ${mbOf(soaked.rssBeforeBytes)}, at 10 s ${mbOf(soaked.rssAt10sBytes)}, at ${soaked.durationS} s ${mbOf(soaked.rssEndBytes)}${m?.withheld ? ` (${m.withheld})` : ''}`,
    );
  }

  const out = resolve(REPO_ROOT, options.out ?? `bench/results/server-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeJson(out, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: { ...options, pgUrl: redact(options.pgUrl), pipelining: 1 },
    machine: {
      node: process.version,
      platform: process.platform,
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      loadavgBefore: loadBefore,
      loadavgAfter: loadavg(),
    },
    revision: gitRevision(),
    versions: { autocannon: versionOf('autocannon'), fastify: versionOf('fastify') },
    seededPayments: SEEDED_PAYMENTS,
    postgres,
    answers: Object.fromEntries([...answers].map(([k, a]) => [k.replace('\u0000', ' / '), { status: a.status, bytes: a.bytes, refused: a.refused }])),
    refused: Object.fromEntries([...refused].map(([k, why]) => [k.replace('\u0000', ' / '), why])),
    notes,
    summary: rows,
    runs,
    ...(soaked ? { soak: soaked } : {}),
  });
  console.log(`results: ${out}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
