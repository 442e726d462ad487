/**
 * Configuration from the environment (README.md, Configuration), validated once at start into a
 * typed, frozen object. Every problem is reported at once, naming the variable. Secrets never
 * leave through logging: JSON.stringify (which pino uses) and util.inspect both see the
 * redacted view from `describeConfig`.
 */
import { inspect } from 'node:util';
import type { KeyPair } from './keys.js';
import { KEY_ID_PATTERN } from './keys.js';
import { parseMasterKey } from './security/secret-box.js';
import type { Mode } from './store/schema.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** base of short_urls, without a trailing slash */
  publicUrl: string;
  /** PostgreSQL when set; otherwise SQLite in dataDir */
  databaseUrl?: string;
  /** how long a start waits for an unreachable PostgreSQL, retrying with backoff */
  databaseWaitSeconds: number;
  /** PAISA_MASTER_KEY: seals key secrets at rest (security/secret-box.ts); unset, a 0600 file in dataDir */
  masterKey?: Buffer;
  /** key pairs from PAISA_{TEST,LIVE}_KEY_{ID,SECRET} */
  keys: readonly KeyPair[];
  /** one endpoint that receives every event */
  webhook?: { url: string; secret: string };
  /** requests per second per key; also the burst */
  rateLimit: number;
  smtpUrl?: string;
  /** the name customers see on the checkout page and in invoice messages */
  merchantName: string;
  /** the merchant's UPI id: the payee (`pa`) of every QR code's UPI intent (spec QrCode.image_url) */
  merchantVpa: string;
  /** the dashboard at /dashboard (PAISA_DASHBOARD, on unless `off`); how long a sign-in lasts */
  dashboard: { enabled: boolean; sessionMinutes: number };
  /** the request log (PAISA_REQUEST_LOG, on unless `off`): at most `keep` requests per mode, none older than `days` */
  requestLog: { enabled: boolean; keep: number; days: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const MIN_KEY_SECRET_LENGTH = 12;
export const DEFAULT_MERCHANT_NAME = 'Paisa Demo Merchant';
const MAX_MERCHANT_NAME = 64;
export const DEFAULT_MERCHANT_VPA = 'paisa.demo@paisa';
/** A UPI id: a handle and a PSP, as NPCI's UPI Linking Specification's `pa` (the spec's PayTestQrCodeBody.vpa pattern). */
const VPA = /^[A-Za-z0-9._-]{2,200}@[A-Za-z0-9]{2,50}$/;

type Env = Readonly<Record<string, string | undefined>>;

function parseUrl(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const portText = get('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) problems.push(`PORT must be an integer 0-65535, got ${JSON.stringify(portText)}`);
  const host = get('HOST') ?? '127.0.0.1';

  // a wildcard listen address is not somewhere a customer's browser can go
  const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let publicUrl = get('PAISA_PUBLIC_URL') ?? `http://${linkHost}:${port}`;
  if (!parseUrl(publicUrl, ['http:', 'https:'])) problems.push(`PAISA_PUBLIC_URL must be an http(s) URL, got ${JSON.stringify(publicUrl)}`);
  publicUrl = publicUrl.replace(/\/+$/, '');

  const databaseUrl = get('PAISA_DATABASE_URL');
  if (databaseUrl && !parseUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('PAISA_DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const waitText = get('PAISA_DATABASE_WAIT_SECONDS') ?? '30';
  const databaseWaitSeconds = Number(waitText);
  if (!/^\d+$/.test(waitText) || databaseWaitSeconds > 3600)
    problems.push(`PAISA_DATABASE_WAIT_SECONDS must be a whole number of seconds 0-3600, got ${JSON.stringify(waitText)}`);

  const keys: KeyPair[] = [];
  for (const mode of ['test', 'live'] as const satisfies readonly Mode[]) {
    const idVar = `PAISA_${mode.toUpperCase()}_KEY_ID`;
    const secretVar = `PAISA_${mode.toUpperCase()}_KEY_SECRET`;
    const keyId = get(idVar);
    const secret = env[secretVar]; // not trimmed: a secret is exactly what was given
    if (!keyId && !secret) continue;
    if (!keyId || !secret) {
      problems.push(`${idVar} and ${secretVar} must be set together`);
      continue;
    }
    if (KEY_ID_PATTERN.exec(keyId)?.[1] !== mode) problems.push(`${idVar} must look like paisa_${mode}_ followed by 14 letters or digits`);
    if (secret.length < MIN_KEY_SECRET_LENGTH) problems.push(`${secretVar} must be at least ${MIN_KEY_SECRET_LENGTH} characters`);
    keys.push(Object.freeze({ keyId, secret, mode }));
  }

  const webhookUrl = get('PAISA_WEBHOOK_URL');
  const webhookSecret = env.PAISA_WEBHOOK_SECRET;
  let webhook: Config['webhook'];
  if (webhookUrl) {
    if (!parseUrl(webhookUrl, ['http:', 'https:'])) problems.push('PAISA_WEBHOOK_URL must be an http(s) URL');
    if (!webhookSecret) problems.push('PAISA_WEBHOOK_SECRET must be set when PAISA_WEBHOOK_URL is (events are signed with it)');
    else webhook = Object.freeze({ url: webhookUrl, secret: webhookSecret });
  }

  const rateText = get('PAISA_RATE_LIMIT') ?? '25';
  const rateLimit = Number(rateText);
  if (!/^\d+$/.test(rateText) || rateLimit < 1)
    problems.push(`PAISA_RATE_LIMIT must be a whole number of requests per second >= 1, got ${JSON.stringify(rateText)}`);

  const smtpUrl = get('PAISA_SMTP_URL');
  if (smtpUrl && !parseUrl(smtpUrl, ['smtp:', 'smtps:'])) problems.push('PAISA_SMTP_URL must be an smtp:// or smtps:// URL');

  const merchantName = get('PAISA_MERCHANT_NAME') ?? DEFAULT_MERCHANT_NAME;
  // Shown on the checkout page and in SMS/e-mail: bounded, printable, one line.
  if (merchantName.length > MAX_MERCHANT_NAME || /[\p{Cc}]/u.test(merchantName)) {
    problems.push(`PAISA_MERCHANT_NAME must be at most ${MAX_MERCHANT_NAME} printable characters on one line`);
  }

  const merchantVpa = get('PAISA_MERCHANT_VPA') ?? DEFAULT_MERCHANT_VPA;
  if (!VPA.test(merchantVpa)) problems.push('PAISA_MERCHANT_VPA must be a UPI id (handle@psp, letters, digits, dot, dash, underscore)');

  const masterKeyText = get('PAISA_MASTER_KEY');
  let masterKey: Buffer | undefined;
  if (masterKeyText !== undefined) {
    try {
      masterKey = parseMasterKey(masterKeyText);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  const onOff = (name: string): boolean => {
    const value = get(name)?.toLowerCase() ?? 'on';
    if (value !== 'on' && value !== 'off') problems.push(`${name} must be on or off, got ${JSON.stringify(value)}`);
    return value !== 'off';
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const text = get(name) ?? String(fallback);
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) problems.push(`${name} must be a whole number ${min}-${max}, got ${JSON.stringify(text)}`);
    return value;
  };
  const dashboard = { enabled: onOff('PAISA_DASHBOARD'), sessionMinutes: whole('PAISA_DASHBOARD_SESSION_MINUTES', 120, 5, 7 * 24 * 60) };
  const requestLog = {
    enabled: onOff('PAISA_REQUEST_LOG'),
    keep: whole('PAISA_REQUEST_LOG_KEEP', 100_000, 100, 10_000_000),
    days: whole('PAISA_REQUEST_LOG_DAYS', 7, 1, 90),
  };

  if (problems.length) throw new ConfigError(problems);

  const config: Config = {
    port,
    host,
    dataDir: get('PAISA_DATA_DIR') ?? './data',
    publicUrl,
    ...(databaseUrl ? { databaseUrl } : {}),
    databaseWaitSeconds,
    ...(masterKey ? { masterKey } : {}),
    keys: Object.freeze(keys),
    ...(webhook ? { webhook } : {}),
    rateLimit,
    ...(smtpUrl ? { smtpUrl } : {}),
    merchantName,
    merchantVpa,
    dashboard: Object.freeze(dashboard),
    requestLog: Object.freeze(requestLog),
  };
  Object.defineProperty(config, 'toJSON', { value: () => describeConfig(config), enumerable: false });
  Object.defineProperty(config, inspect.custom, { value: () => describeConfig(config), enumerable: false });
  return Object.freeze(config);
}

function redactUrlPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '[unparseable]';
  }
}

/** The configuration with every secret removed: safe to log. */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    storage: config.databaseUrl ? `postgres (${redactUrlPassword(config.databaseUrl)})` : 'sqlite',
    keys: config.keys.map((k) => k.keyId),
    webhookUrl: config.webhook?.url ?? null,
    rateLimit: config.rateLimit,
    smtp: config.smtpUrl ? redactUrlPassword(config.smtpUrl) : null,
    merchantName: config.merchantName,
    merchantVpa: config.merchantVpa,
    dashboard: config.dashboard,
    requestLog: config.requestLog,
  };
}
