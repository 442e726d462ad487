/**
 * How a benchmark's gateway is configured, by environment as `npm start` reads it
 * (service/config.ts), whether it runs in a child process (gateway.ts, growth.ts) or in the
 * benchmark's own (in-process.ts): any free port on loopback, its data dir, a known test key pair,
 * and the rate limit (25/s per key by default) raised out of the way of the load.
 */
import type { KeyPair } from '../../service/keys.js';

export function gatewayEnv(dataDir: string, key: KeyPair): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    PAISA_DATA_DIR: dataDir,
    PAISA_TEST_KEY_ID: key.keyId,
    PAISA_TEST_KEY_SECRET: key.secret,
    PAISA_RATE_LIMIT: '1000000000',
  };
}

/** The key pair's HTTP Basic `authorization` header value. */
export function basicAuthorization(key: KeyPair): string {
  return `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`;
}
