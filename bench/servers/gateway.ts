/**
 * The Paisa gateway as a user starts it (README "Running the gateway"): a child process
 * `node service/start.mjs` (what `npm start` runs: the bundled service) configured only by environment (service/config.ts):
 * any free port, a temp data dir, a known test key pair, the rate limit raised out of the way,
 * and stdout (one JSON line per request) to /dev/null. PostgreSQL when a database URL is given.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair } from '../../service/keys.js';
import { SQLITE_FILE_NAME } from '../../service/store/open.js';
import type { BenchServer } from './bench-server.js';
import { basicAuthorization, gatewayEnv } from './gateway-env.js';
import type { BenchDatabase } from './postgres.js';
import { cleanEnv, type ServerProcess, spawnServer } from './spawn.js';

export interface GatewayServer extends BenchServer {
  /** the gateway's base URL (short_urls point under it) */
  url: string;
  /** its SQLite file, when it runs on SQLite */
  sqliteFile?: string;
}

/**
 * `extraEnv`: more configuration (PAISA_REQUEST_LOG=off...).
 * `processes` > 1 (PostgreSQL only): that many gateways on the one database, as a deployment
 * behind a load balancer runs them, sharing the master key (PAISA_MASTER_KEY) and the test key
 * pair; the first is `process`, the others `siblings`.
 */
export async function startGateway(name: string, database?: BenchDatabase, processes = 1, extraEnv: Record<string, string> = {}): Promise<GatewayServer> {
  if (processes > 1 && !database) throw new Error('more than one gateway process shares a PostgreSQL database; SQLite is one process');
  const dataDir = mkdtempSync(join(tmpdir(), 'paisa-bench-'));
  const key = generateKeyPair('test');
  const env = cleanEnv({
    ...gatewayEnv(dataDir, key),
    PAISA_MASTER_KEY: randomBytes(32).toString('hex'),
    ...(database ? { PAISA_DATABASE_URL: database.url } : {}),
    ...extraEnv,
  });
  const children: ServerProcess[] = [];
  try {
    // one after the other: the first applies the migrations and stores the test key pair
    for (let i = 0; i < processes; i++) children.push(await spawnServer(`${name} #${i + 1}`, 'service/start.mjs', env));
  } catch (error) {
    await Promise.all(children.map((c) => c.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const [child, ...siblings] = children as [ServerProcess, ...ServerProcess[]];
  return {
    name,
    url: child.url,
    process: child,
    ...(siblings.length ? { siblings } : {}),
    headers: { authorization: basicAuthorization(key) },
    ...(database ? { databasePids: () => database.backendPids() } : { sqliteFile: join(dataDir, SQLITE_FILE_NAME) }),
    async stop() {
      await Promise.all(children.map((c) => c.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
