/**
 * What the in-process benchmarks (bench:sweeps, bench:skip, bench:checkout-modules) start from: a
 * temp data dir, a test key pair, and the gateway's configuration from the environment every
 * benchmark's gateway is given (servers/gateway-env.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../service/config.js';
import { generateKeyPair } from '../service/keys.js';
import { basicAuthorization, gatewayEnv } from './servers/gateway-env.js';

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
  const config = loadConfig(gatewayEnv(dataDir, key));
  return { dataDir, config, authorization: basicAuthorization(key) };
}
