/**
 * The Paisa gateway as a user starts it (README "Running the gateway"): a child process
 * `node service/start.mjs` (what `npm start` runs: the bundled service) configured only by environment (service/config.ts):
 * any free port, a temp data dir, a known test key pair, the rate limit raised out of the way,
 * and stdout (one JSON line per request) to /dev/null. PostgreSQL when a database URL is given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair } from '../../service/keys.js';
import type { BenchServer } from './bench-server.js';
import type { BenchDatabase } from './postgres.js';
import { cleanEnv, spawnServer } from './spawn.js';

export interface GatewayServer extends BenchServer {
  /** the gateway's base URL (short_urls point under it) */
  url: string;
}

export async function startGateway(name: string, database?: BenchDatabase): Promise<GatewayServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paisa-bench-'));
  const key = generateKeyPair('test');
  const env = cleanEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    PAISA_DATA_DIR: dataDir,
    PAISA_TEST_KEY_ID: key.keyId,
    PAISA_TEST_KEY_SECRET: key.secret,
    // the default (25/s per key) would answer most of the load with 429
    PAISA_RATE_LIMIT: '1000000000',
    ...(database ? { PAISA_DATABASE_URL: database.url } : {}),
  });
  let child: Awaited<ReturnType<typeof spawnServer>>;
  try {
    child = await spawnServer(name, 'service/start.mjs', env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    name,
    url: child.url,
    process: child,
    headers: { authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}` },
    ...(database ? { databasePids: () => database.backendPids() } : {}),
    async stop() {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
