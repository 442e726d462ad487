/**
 * What the in-process benchmarks (bench:sweeps, bench:skip, bench:checkout-modules) start from: a
 * temp data dir, a test key pair, and the gateway's configuration as `npm start` reads it from the
 * environment (service/config.ts), with the rate limit out of the way of the load.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../service/config.js';
import { generateKeyPair } from '../service/keys.js';

export interface InProcessSetup {
  dataDir: string;
  config: Config;
  /** the key pair's HTTP Basic `authorization` header value */
  authorization: string;
}

/** `prefix`: the temp data dir's name starts with it (the caller removes the folder). */
export function inProcessSetup(prefix: string): InProcessSetup {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const key = generateKeyPair('test');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PAISA_DATA_DIR: dataDir,
    PAISA_TEST_KEY_ID: key.keyId,
    PAISA_TEST_KEY_SECRET: key.secret,
    PAISA_RATE_LIMIT: '1000000000',
  });
  return { dataDir, config, authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}` };
}
