import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../service/config.js';

const TEST_ID = 'paisa_test_ABCDEFGHIJKLMN';
const LIVE_ID = 'paisa_live_ABCDEFGHIJKLMN';
const SECRET = 'abcdefghijklmnopqrstuvwx';

describe('config', () => {
  it("runs with no configuration: the issue's defaults", () => {
    const config = loadConfig({});
    expect({ ...config }).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      publicUrl: 'http://127.0.0.1:8080',
      databaseWaitSeconds: 30,
      keys: [],
      rateLimit: 25,
      merchantName: 'Paisa Demo Merchant',
      merchantVpa: 'paisa.demo@paisa',
      dashboard: { enabled: true, sessionMinutes: 120 },
      requestLog: { enabled: true, keep: 100_000, days: 7 },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PAISA_DATA_DIR: '/var/lib/paisa',
      PAISA_PUBLIC_URL: 'https://pay.example.com/',
      PAISA_DATABASE_URL: 'postgres://paisa:pw@db:5432/paisa',
      PAISA_DATABASE_WAIT_SECONDS: '120',
      PAISA_TEST_KEY_ID: TEST_ID,
      PAISA_TEST_KEY_SECRET: SECRET,
      PAISA_LIVE_KEY_ID: LIVE_ID,
      PAISA_LIVE_KEY_SECRET: `${SECRET}L`,
      PAISA_WEBHOOK_URL: 'http://127.0.0.1:9999/hooks',
      PAISA_WEBHOOK_SECRET: 'whsec',
      PAISA_RATE_LIMIT: '100',
      PAISA_SMTP_URL: 'smtp://mailer:pw@127.0.0.1:2525',
      PAISA_MERCHANT_NAME: 'Asha Design Studio',
      PAISA_MERCHANT_VPA: 'asha.design@okbank',
      PAISA_DASHBOARD: 'off',
      PAISA_DASHBOARD_SESSION_MINUTES: '30',
      PAISA_REQUEST_LOG: 'OFF',
      PAISA_REQUEST_LOG_KEEP: '5000',
      PAISA_REQUEST_LOG_DAYS: '3',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/paisa',
      publicUrl: 'https://pay.example.com',
      databaseUrl: 'postgres://paisa:pw@db:5432/paisa',
      databaseWaitSeconds: 120,
      keys: [
        { keyId: TEST_ID, secret: SECRET, mode: 'test' },
        { keyId: LIVE_ID, secret: `${SECRET}L`, mode: 'live' },
      ],
      webhook: { url: 'http://127.0.0.1:9999/hooks', secret: 'whsec' },
      rateLimit: 100,
      smtpUrl: 'smtp://mailer:pw@127.0.0.1:2525',
      merchantName: 'Asha Design Studio',
      merchantVpa: 'asha.design@okbank',
      dashboard: { enabled: false, sessionMinutes: 30 },
      requestLog: { enabled: false, keep: 5000, days: 3 },
    });
  });

  it.each([
    ['PAISA_DASHBOARD', 'maybe', /PAISA_DASHBOARD must be on or off/],
    ['PAISA_REQUEST_LOG_KEEP', '10', /PAISA_REQUEST_LOG_KEEP must be a whole number 100-10000000/],
    ['PAISA_REQUEST_LOG_DAYS', '0', /PAISA_REQUEST_LOG_DAYS must be a whole number 1-90/],
    ['PAISA_DASHBOARD_SESSION_MINUTES', 'soon', /PAISA_DASHBOARD_SESSION_MINUTES must be a whole number/],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each([
    ['no psp', 'asha'],
    ['a space', 'asha design@okbank'],
    ['a second @', 'a@b@okbank'],
  ])('refuses a merchant UPI id with %s, naming the variable', (_case, vpa) => {
    expect(() => loadConfig({ PAISA_MERCHANT_VPA: vpa })).toThrow(/PAISA_MERCHANT_VPA must be a UPI id/);
  });

  it.each([
    ['longer than 64 characters', 'x'.repeat(65)],
    ['on two lines', 'Asha\nDesign'],
    ['with a control character', 'Asha\u0007'],
  ])('refuses a merchant name %s, naming the variable', (_case, name) => {
    expect(() => loadConfig({ PAISA_MERCHANT_NAME: name })).toThrow(/PAISA_MERCHANT_NAME must be at most 64 printable characters/);
  });

  it('defaults the public URL to a reachable address when listening on all interfaces', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
  });

  it.each([
    { name: 'a non-numeric port', env: { PORT: 'eighty' }, problem: /PORT/ },
    { name: 'a port above 65535', env: { PORT: '70000' }, problem: /PORT/ },
    { name: 'a key id without its secret', env: { PAISA_TEST_KEY_ID: TEST_ID }, problem: /set together/ },
    {
      name: 'a live id as the test key',
      env: { PAISA_TEST_KEY_ID: LIVE_ID, PAISA_TEST_KEY_SECRET: SECRET },
      problem: /PAISA_TEST_KEY_ID must look like paisa_test_/,
    },
    { name: 'a short key secret', env: { PAISA_TEST_KEY_ID: TEST_ID, PAISA_TEST_KEY_SECRET: 'short' }, problem: /at least 12/ },
    { name: 'a webhook URL without a secret', env: { PAISA_WEBHOOK_URL: 'http://127.0.0.1/x' }, problem: /PAISA_WEBHOOK_SECRET/ },
    { name: 'a non-http webhook URL', env: { PAISA_WEBHOOK_URL: 'ftp://x', PAISA_WEBHOOK_SECRET: 's' }, problem: /PAISA_WEBHOOK_URL/ },
    { name: 'a zero rate limit', env: { PAISA_RATE_LIMIT: '0' }, problem: /PAISA_RATE_LIMIT/ },
    { name: 'a fractional rate limit', env: { PAISA_RATE_LIMIT: '2.5' }, problem: /PAISA_RATE_LIMIT/ },
    { name: 'a database wait that is not whole seconds', env: { PAISA_DATABASE_WAIT_SECONDS: '1.5' }, problem: /PAISA_DATABASE_WAIT_SECONDS/ },
    { name: 'a database wait over an hour', env: { PAISA_DATABASE_WAIT_SECONDS: '3601' }, problem: /PAISA_DATABASE_WAIT_SECONDS/ },
    { name: 'a MySQL database URL', env: { PAISA_DATABASE_URL: 'mysql://x' }, problem: /PAISA_DATABASE_URL/ },
    { name: 'an http SMTP URL', env: { PAISA_SMTP_URL: 'http://x' }, problem: /PAISA_SMTP_URL/ },
  ])('refuses $name, naming the variable', ({ env, problem }) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.some((p) => problem.test(p))).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', PAISA_RATE_LIMIT: '-1' })).toThrow(/PORT[\s\S]*PAISA_RATE_LIMIT/);
  });

  it('never shows a secret when serialised or inspected', () => {
    const config = loadConfig({
      PAISA_TEST_KEY_ID: TEST_ID,
      PAISA_TEST_KEY_SECRET: SECRET,
      PAISA_WEBHOOK_URL: 'http://127.0.0.1:9/h',
      PAISA_WEBHOOK_SECRET: 'whsec_supersecret',
      PAISA_DATABASE_URL: 'postgres://u:dbpassword@h/d',
      PAISA_SMTP_URL: 'smtp://u:smtppassword@h:25',
    });
    for (const shown of [JSON.stringify(config), inspect(config), JSON.stringify({ config })]) {
      expect(shown).toContain(TEST_ID);
      for (const secret of [SECRET, 'whsec_supersecret', 'dbpassword', 'smtppassword']) expect(shown).not.toContain(secret);
    }
  });
});
