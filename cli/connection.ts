/**
 * Which gateway the command talks to and with which key: flags first, then the environment
 * (PAISA_BASE_URL, PAISA_KEY_ID, PAISA_KEY_SECRET), checked before anything is sent. Only a test
 * key is accepted: the mode is the key id's prefix (spec components.securitySchemes.basic:
 * `paisa_test_...` or `paisa_live_...`), and what the command makes must never touch live mode.
 */

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';
/** The interface's path prefix (spec `servers`: `{base_url}` is the gateway's address plus /v1). */
const API_PREFIX = '/v1';
const TEST_PREFIX = 'paisa_test_';
const LIVE_PREFIX = 'paisa_live_';
/** Far above a real URL or key (key ids are 25 characters, secrets 24), far below anything harmful. */
const MAX_URL_LENGTH = 2048;
const MAX_KEY_LENGTH = 256;

export interface Connection {
  /** the interface's `{base_url}` for the generated client: the gateway's address plus /v1 */
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

export interface ConnectionFlags {
  'base-url'?: string;
  'key-id'?: string;
  'key-secret'?: string;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export type ConnectionResult = { ok: true; connection: Connection } | { ok: false; message: string };

function apiUrlOf(text: string): string | undefined {
  if (text.length > MAX_URL_LENGTH || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  // credentials in the URL would end up in error messages; query and fragment mean nothing here
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith(API_PREFIX) ? path : `${path}${API_PREFIX}`}`;
}

export function connectionFrom(flags: ConnectionFlags, env: Environment): ConnectionResult {
  const baseUrl = flags['base-url'] ?? env.PAISA_BASE_URL ?? DEFAULT_BASE_URL;
  const apiUrl = apiUrlOf(baseUrl);
  if (!apiUrl) return { ok: false, message: `the base URL must be an http(s) URL like ${DEFAULT_BASE_URL}, without credentials, query or fragment` };

  const keyId = flags['key-id'] ?? env.PAISA_KEY_ID;
  const keySecret = flags['key-secret'] ?? env.PAISA_KEY_SECRET;
  if (!keyId || !keySecret) {
    return { ok: false, message: 'no API key: set PAISA_KEY_ID and PAISA_KEY_SECRET (or pass --key-id and --key-secret) to a test key pair (paisa_test_...)' };
  }
  if (keyId.startsWith(LIVE_PREFIX)) {
    return { ok: false, message: 'refusing a live key (paisa_live_...): trigger creates and pays invoices; use a test key (paisa_test_...)' };
  }
  if (!keyId.startsWith(TEST_PREFIX) || keyId.length > MAX_KEY_LENGTH) return { ok: false, message: 'the key id is not a test key id (paisa_test_...)' };
  if (keySecret.length > MAX_KEY_LENGTH) return { ok: false, message: `the key secret is longer than ${MAX_KEY_LENGTH} characters: not a key secret` };
  return { ok: true, connection: { apiUrl, keyId, keySecret } };
}
