/**
 * The generated client against a real generated server on 127.0.0.1 (fixture:
 * server-gateway.yaml), and against loopback servers that answer 429 or drop the connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, importGenerated, type Listening, type LooseClientModule, type LooseServerModule, listen, SERVER_FIXTURE } from './server-harness.js';

type ServerModule = LooseServerModule;
type ClientModule = LooseClientModule;

const PAY = 'pay_AAAAAAAAAAAAA1';
let srv: ServerModule;
let cli: ClientModule;
let http: Listening;
const requests: string[] = [];

beforeAll(async () => {
  const { dir } = await generate('client-typed', SERVER_FIXTURE);
  srv = await importGenerated<ServerModule>(dir, 'server');
  cli = await importGenerated<ClientModule>(dir, 'client');
  const { refuse, notBuilt } = srv;
  const payment = (id: string, amount = 1000) => ({ id, entity: 'payment' as const, amount, captured: false });
  const gateway = srv.createGateway<{ keyId: string }>({
    authenticate: (c) =>
      c.scheme === 'basic' && c.keyId === 'paisa_test_key' && c.keySecret === 'secret'
        ? { keyId: c.keyId }
        : c.scheme === 'bearer' && c.token === 'tok'
          ? { keyId: 'oauth', scopes: ['read_only'] }
          : null,
    handlers: {
      listPayments: async ({ query }) => {
        requests.push(`list skip=${query.skip} count=${query.count}`);
        const total = 23;
        const n = Math.max(0, Math.min(query.count ?? 10, total - (query.skip ?? 0)));
        const items = Array.from({ length: n }, (_, i) => payment(`pay_AAAAAAAAAAA${String((query.skip ?? 0) + i).padStart(3, '0')}`));
        return { entity: 'collection', count: items.length, items };
      },
      listPaymentDowntimes: async () => ({ entity: 'collection', items: [] }),
      fetchPayment: async ({ params }) => {
        if (params.payment_id.endsWith('ZZ')) throw refuse('id_not_found', {}, { field: 'payment_id' });
        return payment(params.payment_id);
      },
      capturePayment: async ({ params, body }) => ({ ...payment(params.payment_id, body.amount), captured: true }),
      createInvoice: async ({ body }) => ({ id: 'inv_AAAAAAAAAAAAA1', entity: 'invoice', status: 'draft', ...body }),
      issueInvoice: async ({ params }) => ({ id: params.invoice_id, entity: 'invoice', status: 'issued' }),
      createDocument: async ({ body }) => ({
        id: 'doc_1',
        name: body.file.filename ?? null,
        size: body.file.size,
        mime_type: body.file.mimeType,
        purpose: body.purpose,
      }),
      fetchDocumentContent: async () => ({ status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF') }),
      acceptDispute: notBuilt('acceptDispute'),
      fetchPaymentLink: async ({ params }) => ({ id: params.id }),
      createToken: async () => ({ access_token: 'tok', token_type: 'Bearer' }),
      authorize: async ({ query }) => ({ status: 302, headers: { location: `/consent?c=${query.client_id}` } }),
    },
  });
  http = await listen(gateway);
});

afterAll(() => http?.close());

const client = (extra: Partial<Parameters<ClientModule['createClient']>[0]> = {}) =>
  cli.createClient({ baseUrl: `${http.url}/v1`, auth: { keyId: 'paisa_test_key', keySecret: 'secret' }, ...extra });

describe('typed calls', () => {
  it('groups by tag, path params positional, typed results', async () => {
    const c = client();
    const p = await c.payments.fetch(PAY);
    expect(p).toEqual({ id: PAY, entity: 'payment', amount: 1000, captured: false });
    const captured = await c.payments.capture(PAY, { amount: 250 });
    expect(captured).toMatchObject({ amount: 250, captured: true });
    const list = await c.payments.list({ count: 2 });
    expect(list.items).toHaveLength(2);
    expect(Object.keys(c).sort()).toEqual(['disputes', 'documents', 'invoices', 'oauth', 'paymentLinks', 'payments']);
    expect(typeof c.payments.listDowntimes).toBe('function');
    expect(typeof c.paymentLinks.fetch).toBe('function');
  });

  it('JSON body with nested arrays and flags', async () => {
    const inv = await client().invoices.create({ customer_name: 'Gaurav', partial_payment: '1', line_items: [{ name: 'a', amount: 5 }] });
    expect(inv).toMatchObject({ entity: 'invoice', status: 'draft', partial_payment: '1' });
  });

  it('multipart upload from a Blob and from bytes', async () => {
    const c = client();
    const a = await c.documents.create({
      purpose: 'dispute_evidence',
      file: { data: new TextEncoder().encode('%PDF-1.7'), filename: 'r.pdf', mimeType: 'application/pdf' },
    });
    expect(a).toMatchObject({ name: 'r.pdf', size: 8, mime_type: 'application/pdf' });
    const b = await c.documents.create({ purpose: 'dispute_evidence', file: new Blob(['hello'], { type: 'image/png' }) });
    expect(b).toMatchObject({ size: 5, mime_type: 'image/png' });
  });

  it('binary answers as ArrayBuffer; redirects as {status, location}', async () => {
    const c = client();
    const bytes = await c.documents.fetchContent('doc_1');
    expect(new TextDecoder().decode(bytes)).toBe('%PDF');
    // The OAuth base path resolves against the same origin: /v1 -> /oauth.
    const r = await c.oauth.authorize({ client_id: 'c7' });
    expect(r).toEqual({ status: 302, location: '/consent?c=c7' });
    expect(await c.oauth.createToken({ grant_type: 'client_credentials' })).toEqual({ access_token: 'tok', token_type: 'Bearer' });
  });

  it('bearer auth', async () => {
    const c = cli.createClient({ baseUrl: `${http.url}/v1`, auth: { bearer: async () => 'tok' } });
    expect((await c.payments.fetch(PAY)).id).toBe(PAY);
  });

  it.each([
    ['unknown id', (c: ReturnType<typeof client>) => c.payments.fetch('pay_AAAAAAAAAAAAZZ'), 400, 'BAD_REQUEST_ERROR', 'payment_id'],
    ['invalid query', (c: ReturnType<typeof client>) => c.payments.list({ count: 500 }), 400, 'BAD_REQUEST_ERROR', 'count'],
    ['not built', (c: ReturnType<typeof client>) => c.disputes.accept('disp_1'), 501, 'SERVER_ERROR', null],
  ])('PaisaApiError carries status and the error object: %s', async (_name, run, status, code, field) => {
    const error = await run(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(cli.PaisaApiError);
    const e = error as InstanceType<ClientModule['PaisaApiError']>;
    expect(e.status).toBe(status);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });

  it('PaisaApiError carries the OAuth error on OAuth endpoints', async () => {
    const e = (await client()
      .oauth.createToken({ grant_type: 'nope' as never })
      .catch((x: unknown) => x)) as InstanceType<ClientModule['PaisaApiError']>;
    expect(e.status).toBe(400);
    expect(e.oauth).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    expect(e.code).toBe('invalid_request');
  });
});

describe('iterate', () => {
  it('walks pages until a short page', async () => {
    requests.length = 0;
    const ids: string[] = [];
    for await (const p of client().payments.iterate({ count: 10 })) ids.push(p.id);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(requests).toEqual(['list skip=0 count=10', 'list skip=10 count=10', 'list skip=20 count=10']);
  });

  it('uses the count maximum as the default page size', async () => {
    requests.length = 0;
    let n = 0;
    for await (const _ of client().payments.iterate()) n++;
    expect(n).toBe(23);
    expect(requests).toEqual(['list skip=0 count=100']);
  });
});

describe('retries', () => {
  /** A loopback server that answers from a script, then delegates to the gateway. */
  async function scripted(script: ((res: import('node:http').ServerResponse, req: import('node:http').IncomingMessage) => boolean)[]) {
    const hits: { method: string; at: number }[] = [];
    const upstream = http.server.listeners('request')[0] as import('node:http').RequestListener;
    const server = await listen((req, res) => {
      hits.push({ method: req.method!, at: Date.now() });
      const step = script.shift();
      if (step?.(res, req)) return;
      upstream(req, res);
    });
    return { server, hits };
  }
  const tooMany = (retryAfter: string) => (res: import('node:http').ServerResponse) => {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
    res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } }));
    return true;
  };

  it('GET: retries a 429 once, no sooner than Retry-After', async () => {
    const { server, hits } = await scripted([tooMany('1')]);
    try {
      const c = cli.createClient({ baseUrl: `${server.url}/v1`, auth: { keyId: 'paisa_test_key', keySecret: 'secret' } });
      const p = await c.payments.fetch(PAY);
      expect(p.id).toBe(PAY);
      expect(hits).toHaveLength(2);
      expect(hits[1].at - hits[0].at).toBeGreaterThanOrEqual(950);
    } finally {
      await server.close();
    }
  });

  it('POST: a 429 is not retried', async () => {
    const { server, hits } = await scripted([tooMany('0')]);
    try {
      const c = cli.createClient({ baseUrl: `${server.url}/v1`, auth: { keyId: 'paisa_test_key', keySecret: 'secret' } });
      const e = (await c.payments.capture(PAY, { amount: 1 }).catch((x: unknown) => x)) as InstanceType<ClientModule['PaisaApiError']>;
      expect(e).toBeInstanceOf(cli.PaisaApiError);
      expect(e.status).toBe(429);
      expect(hits).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('GET: a dropped connection is retried with backoff; retries are bounded', async () => {
    const drop = (res: import('node:http').ServerResponse) => {
      res.socket?.destroy();
      return true;
    };
    const { server, hits } = await scripted([drop, drop]);
    try {
      const c = cli.createClient({
        baseUrl: `${server.url}/v1`,
        auth: { keyId: 'paisa_test_key', keySecret: 'secret' },
        retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
      });
      expect((await c.payments.fetch(PAY)).id).toBe(PAY);
      expect(hits).toHaveLength(3);
      const once = cli.createClient({ baseUrl: `${server.url}/v1`, auth: { keyId: 'paisa_test_key', keySecret: 'secret' }, retry: { retries: 0 } });
      const before = hits.length;
      await expect(once.payments.fetch(PAY)).resolves.toBeDefined();
      expect(hits.length - before).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('a Retry-After beyond maxDelayMs is surfaced, not slept through', async () => {
    const { server, hits } = await scripted([tooMany('3600')]);
    try {
      const c = cli.createClient({ baseUrl: `${server.url}/v1`, auth: { keyId: 'paisa_test_key', keySecret: 'secret' } });
      const e = (await c.payments.fetch(PAY).catch((x: unknown) => x)) as InstanceType<ClientModule['PaisaApiError']>;
      expect(e.status).toBe(429);
      expect(hits).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['5', 5000],
    ['', undefined],
    ['soon', undefined],
    [new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), 10_000],
  ])('retryAfterMs(%j)', (value, want) => {
    expect(cli.retryAfterMs(value, Date.UTC(2030, 0, 1))).toBe(want);
  });
});
