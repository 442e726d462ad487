/**
 * The conformance suite must be able to fail: a deliberately wrong
 * server on loopback drops a required response field (`amount` of an Invoice), accepts an
 * invalid `count`, and answers 500 to bad input. The runner must report those cases as
 * failed with a clear reason, skip the operations it answers 501 for, and the CLI must
 * exit 1 with the closing `N passed, N failed, N skipped` line.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../conformance/cli.js';
import { type RunReport, runConformance, summaryLine } from '../../conformance/run.js';
import { type ConformanceSpec, loadConformanceSpec } from '../../conformance/spec-source.js';
import { operationIds } from '../../generated/types/index.js';
import { loadSpec } from '../../generator/load.js';

const KEY_ID = 'paisa_test_AAAAAAAAAAAAAA';
const KEY_SECRET = 'wrong-server-secret';

function error(res: ServerResponse, status: number, description: string, field: string | null = null): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, field, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    }),
  );
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A small in-test implementation of three invoice operations, wrong in three ways. */
function wrongServer(invoiceExample: Record<string, unknown>): Server {
  const invoices: Record<string, unknown>[] = [];
  let n = 0;
  const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      // what it has not built answers 501 before asking for credentials (the OAuth operations need none)
      if (!/^\/v1\/invoices(\/[^/]+)?$/.test(url.pathname) || (req.method !== 'GET' && req.method !== 'POST')) return error(res, 501, 'not built yet');
      if (req.headers.authorization !== expected) return error(res, 401, 'The api key provided is invalid');
      if (req.method === 'POST' && url.pathname === '/v1/invoices') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return error(res, 500, 'boom');
        }
        // Wrong: bad input is a 500 instead of a 400 naming the field.
        if (body.currency !== 'INR' || !Array.isArray(body.line_items)) return error(res, 500, 'The server encountered an error.');
        const invoice: Record<string, unknown> = { ...invoiceExample, id: `inv_${String(n++).padStart(14, '0')}`, status: 'issued' };
        // Wrong: a required field of Invoice is missing.
        delete invoice.amount;
        invoices.unshift(invoice);
        return json(res, invoice);
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoices') {
        // Wrong: any `count` is accepted (the spec allows 1..100).
        const count = Number(url.searchParams.get('count') ?? 10);
        return json(res, { entity: 'collection', count: invoices.length, items: invoices.slice(0, Number.isFinite(count) && count > 0 ? count : 10) });
      }
      const one = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const found = invoices.find((i) => i.id === one[1]);
        return found ? json(res, found) : error(res, 400, 'The id provided does not exist', 'invoice_id');
      }
      return error(res, 501, 'not built yet');
    });
  });
}

let server: Server;
let baseUrl: string;
let spec: ConformanceSpec;
let report: RunReport;

beforeAll(async () => {
  spec = await loadConformanceSpec();
  const { doc } = await loadSpec('spec/openapi.yaml');
  const examples = (doc.components as { examples: Record<string, { value: Record<string, unknown> }> }).examples;
  server = wrongServer(examples.InvoiceIssued.value);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  report = await runConformance({
    ...spec,
    target: { baseUrl, basePath: spec.model.basePath, credentials: { basic: { user: KEY_ID, password: KEY_SECRET }, headers: {} } },
    seed: 5,
    propertyRuns: 1,
  });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function result(operationId: string, title: string) {
  const found = report.results.find((r) => r.operationId === operationId && r.title === title);
  expect(found, `${operationId} ${title}`).toBeDefined();
  return found!;
}

describe('the runner against a wrong server', () => {
  it('fails the positive case whose answer drops a required field, naming it and the schema', () => {
    const r = result('createInvoice', 'valid request (example line_items | amount)');
    expect(r.outcome).toBe('fail');
    expect(r.failures?.map((f) => f.check)).toEqual(['response_schema_conformance']);
    expect(r.detail).toContain('does not match its documented schema');
    expect(r.detail).toContain("must have required property 'amount'");
    expect(r.failures?.[0].pointer).toBe('/components/schemas/Invoice/required');
  });

  it('fails the case that sends an invalid count and got 200', () => {
    const r = result('listInvoices', 'query: count above maximum');
    expect(r.outcome).toBe('fail');
    // the invoices it lists lack `amount` too, once the creates have run: a second, true finding
    expect(r.failures?.[0].check).toBe('negative_data_rejection');
    expect(new Set(r.failures?.slice(1).map((f) => f.check))).toEqual(new Set(r.failures!.length > 1 ? ['response_schema_conformance'] : []));
    expect(r.detail).toMatch(/status 200 to a request the document calls invalid/);
  });

  it('fails the cases answered 500 to bad input', () => {
    const r = result('createInvoice', 'body: currency not in enum');
    expect(r.outcome).toBe('fail');
    expect(r.failures?.map((f) => f.check)).toEqual(['not_a_server_error', 'error_catalogue']);
    expect(r.detail).toMatch(/^-> 500: status 500 \(SERVER_ERROR: .*\)/);
    expect(r.detail).toContain('error.code "SERVER_ERROR", expected BAD_REQUEST_ERROR');
  });

  it('still passes what the server gets right (auth)', () => {
    expect(result('createInvoice', 'auth: no credentials -> 401').outcome).toBe('pass');
    expect(result('listInvoices', 'auth: wrong key secret -> 401 (429 once throttled)').outcome).toBe('pass');
  });

  it('skips operations answering 501 as not built, never passes them', () => {
    const fetchPayment = report.results.filter((r) => r.operationId === 'fetchPayment');
    expect(fetchPayment.length).toBeGreaterThan(0);
    expect(fetchPayment.every((r) => r.outcome === 'skip')).toBe(true);
    expect(report.coverage.operations.notBuilt).toContain('createOrder');
    expect(report.coverage.operations.notBuilt).not.toContain('createInvoice');
    expect(report.coverage.perOperation.find((o) => o.operationId === 'createOrder')!.exercised).toBe(false);
    expect(report.failed).toBeGreaterThan(3);
    expect(summaryLine(report)).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
  });

  it('the CLI exits 1, prints each failure with its check, a reproducer with the secret masked, and closes with the summary line alone', async () => {
    const lines: string[] = [];
    const io = { print: (l: string) => lines.push(l), progress: () => undefined };
    // a configuration of its own: not the gateway's plug-in (paisa.config.json), which pays at a checkout this server has not
    const config = path.join(mkdtempSync(path.join(tmpdir(), 'wrong-server-')), 'config.json');
    writeFileSync(config, '{"conformance": {}}');
    const args = [
      '--config',
      config,
      '--spec',
      'spec/openapi.yaml',
      '--base-url',
      baseUrl,
      '--auth',
      `${KEY_ID}:${KEY_SECRET}`,
      '--seed',
      '5',
      '--property-runs',
      '0',
    ];
    const code = await main(args, io, {});
    expect(code).toBe(1);
    expect(lines[lines.length - 1]).toMatch(/^\d+ passed, [1-9]\d* failed, \d+ skipped$/);
    expect(lines).toContain(`  operations exercised: 3/${operationIds.length}`);
    expect(lines.some((l) => /^FAIL negative_data_rejection listInvoices #\/paths\/~1invoices\/get: status 200 /.test(l))).toBe(true);
    const curl = lines.find((l) => l.startsWith('  reproduce: curl -X GET ') && l.includes('count=101'));
    expect(curl).toBeDefined();
    expect(curl).toContain("'authorization: Basic ***'");
    expect(lines.join('\n')).not.toContain(KEY_SECRET);
    expect(lines.some((l) => l.startsWith('seed 5 (the same cases again: --seed 5)'))).toBe(true);
  }, 120_000);

  it('the CLI refuses a missing option or an unknown check with exit 2', async () => {
    const lines: string[] = [];
    const io = { print: (l: string) => lines.push(l), progress: () => undefined };
    expect(await main(['--spec', 'spec/openapi.yaml'], io, {})).toBe(2);
    expect(lines[0]).toBe('conformance: --base-url URL is required');
    expect(await main(['--spec', 'spec/openapi.yaml', '--base-url', baseUrl, '--checks', 'nonsense'], io, {})).toBe(2);
    expect(lines).toContain(
      'conformance: --checks: unknown check nonsense (the checks are ' +
        'not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance, response_schema_conformance, negative_data_rejection, positive_data_acceptance, ignored_auth, use_after_free, ensure_resource_availability, idempotent_put, lifecycle, idempotency_key, pagination, write_only_leak, read_only_required, state_unchanged, error_catalogue, max_response_time)',
    );
  });
});
