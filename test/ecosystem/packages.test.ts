/**
 * The generated packages as another team installs them: `npm run packages` builds them into a
 * temporary directory, `npm pack` makes each a tarball, and a project outside this repository
 * (so nothing resolves to this repository's node_modules) installs the four tarballs. Then:
 * a plain-node ES module and a CommonJS script (require of an ES module, Node 20.19+) use the
 * client against a started gateway, the validators and the server skeleton; and `tsc` checks a
 * program against the declarations under strict flags (exactOptionalPropertyTypes,
 * noPropertyAccessFromIndexSignature, NodeNext, skipLibCheck off). Each package installs only
 * what it imports.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { STRICT_CONSUMER } from './consumer-project.js';

const exec = promisify(execFile);
const REPO = process.cwd();
const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

const ESM = `import { createClient } from '@paisa/client';
import { schemaValidators } from '@paisa/validators';
import { createGateway, withNotBuilt, verifyWebhook, signWebhookTimestamped } from '@paisa/server';

const [baseUrl, keyId, keySecret] = process.argv.slice(2);
const paisa = createClient({ baseUrl, auth: { keyId, keySecret } });
const created = await paisa.invoices.create({ type: 'link', currency: 'INR', amount: 50000, description: 'March' });
const list = await paisa.invoices.list({ count: 5 });
const fetched = await paisa.invoices.fetch(created.id);
const validItem = schemaValidators.CreateItemBody({ name: 'Book', amount: 20000, currency: 'INR' });
const invalidItem = schemaValidators.CreateItemBody({ name: 'Book', amount: -1, currency: 'INR' });
const gateway = createGateway({ authenticate: async () => null, handlers: withNotBuilt({}) });
const signed = signWebhookTimestamped('whsec_x', '{}', Math.floor(Date.now() / 1000));
console.log(JSON.stringify({
  created: created.id, listed: list.count, status: fetched.status, validItem, invalidItem,
  notBuilt: gateway.notBuilt.length, verified: verifyWebhook('whsec_x', '{}', signed),
}));
`;

const CJS = `const { createClient } = require('@paisa/client');
const { schemaValidators } = require('@paisa/validators');
const { createGateway } = require('@paisa/server');
require('@paisa/types');
console.log(JSON.stringify({ client: typeof createClient, validators: typeof schemaValidators.CreateItemBody, server: typeof createGateway }));
`;

const TYPED = `import { createClient, PaisaApiError } from '@paisa/client';
import type { CreateInvoiceBody, Invoice } from '@paisa/types';
import { schemaValidators } from '@paisa/validators';
import { createGateway, refuse, withNotBuilt } from '@paisa/server';

export async function run(baseUrl: string, keyId: string, keySecret: string): Promise<Invoice> {
  const paisa = createClient({ baseUrl, auth: { keyId, keySecret } });
  const body: CreateInvoiceBody = { type: 'link', currency: 'INR', amount: 50000, description: 'March' };
  try {
    return await paisa.invoices.create(body);
  } catch (error) {
    if (error instanceof PaisaApiError) console.error(error.status, error.error?.description);
    throw error;
  }
}

export const valid: boolean = schemaValidators.CreateItemBody({ name: 'Book', amount: 20000, currency: 'INR' });

export const gateway = createGateway<{ keyId: string }>({
  authenticate: async (c) => (c.scheme === 'basic' ? { keyId: c.keyId } : null),
  handlers: withNotBuilt({
    async fetchItem({ params }) {
      throw refuse('id_not_found', {}, { field: params.item_id });
    },
  }),
});
`;

describe('the generated packages, packed and installed by another project', () => {
  let gw: TestGateway;
  let work: string;
  let consumer: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'paisa-packages-'));
    const built = join(work, 'packages');
    await exec(process.execPath, [join(REPO, 'bundle', 'packages.mjs'), '--out', built]);
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    for (const name of ['types', 'client', 'validators', 'server']) {
      await exec('npm', ['pack', join(built, name), '--pack-destination', tarballs, '--loglevel=error']);
    }
    consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    const nodeTypes = JSON.parse(readFileSync(join(REPO, 'node_modules', '@types', 'node', 'package.json'), 'utf8')) as { version: string };
    await exec('npm', ['install', ...NPM_QUIET, ...readdirSync(tarballs).map((t) => join(tarballs, t)), `@types/node@${nodeTypes.version}`], { cwd: consumer });
    gw = await startGateway();
  }, 240_000);
  afterAll(async () => {
    await gw?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('installs no package a generated package does not import: client and types none, validators ajv, server ajv and busboy and qs', () => {
    const lock = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string> }>;
    };
    const depsOf = (name: string) => Object.keys(lock.packages[`node_modules/${name}`]?.dependencies ?? {}).sort();
    expect(depsOf('@paisa/types')).toEqual([]);
    expect(depsOf('@paisa/client')).toEqual([]);
    expect(depsOf('@paisa/validators')).toEqual(['ajv', 'ajv-formats']);
    expect(depsOf('@paisa/server')).toEqual(['ajv', 'ajv-formats', 'busboy', 'qs']);
    const installed = Object.keys(lock.packages).filter((p) => p.startsWith('node_modules/'));
    for (const heavy of ['better-sqlite3', 'pg', 'pino', 'kysely', 'nodemailer', 'tsx', 'typescript']) {
      expect(
        installed.some((p) => p.endsWith(`node_modules/${heavy}`)),
        heavy,
      ).toBe(false);
    }
  });

  it('runs under plain node as ES modules: the client against a gateway, the validators, the server skeleton', async () => {
    writeFileSync(join(consumer, 'program.mjs'), ESM);
    const { stdout } = await exec(process.execPath, [join(consumer, 'program.mjs'), gw.apiUrl, gw.keys.test.keyId, gw.keys.test.secret], { cwd: consumer });
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ status: 'issued', validItem: true, invalidItem: false, verified: true });
    expect(out.created).toMatch(/^inv_[0-9A-Za-z]{14}$/);
    expect(out.listed).toBeGreaterThanOrEqual(1);
    expect(out.notBuilt).toBeGreaterThan(100);
  });

  it('loads with require() (CommonJS)', async () => {
    writeFileSync(join(consumer, 'program.cjs'), CJS);
    const { stdout } = await exec(process.execPath, [join(consumer, 'program.cjs')], { cwd: consumer });
    expect(JSON.parse(stdout)).toEqual({ client: 'function', validators: 'function', server: 'function' });
  });

  it('type-checks a program against the declarations under strict flags, with skipLibCheck off', async () => {
    writeFileSync(join(consumer, 'program.ts'), TYPED);
    const compilerOptions = { ...STRICT_CONSUMER, types: ['node'], skipLibCheck: false, noEmit: true };
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['program.ts'] }));
    const result = await exec(join(REPO, 'node_modules', '.bin', 'tsc'), ['-p', join(consumer, 'tsconfig.json')]).then(
      () => '',
      (error: { stdout?: string }) => String(error.stdout ?? error),
    );
    expect(result).toBe('');
  });
});
