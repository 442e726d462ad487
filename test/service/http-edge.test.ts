/**
 * The HTTP edge on both engines: what Node or a lax parser would let through, or answer without
 * the error shape, is answered in it (spec x-errors malformed_request, headers_too_large,
 * invalid_encoding, unsupported_media_type, unauthorized), and nothing is written.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';

/** Sends bytes as they are on a new connection; the whole answer once the server closes it. */
function raw(baseUrl: string, bytes: Buffer | string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.end(bytes);
  });
}

function parse(answer: string): { status: number; headers: string; body: { error: { reason: string; code: string } } } {
  const split = answer.indexOf('\r\n\r\n');
  const head = answer.slice(0, split);
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(answer.slice(split + 4)) };
}

for (const engine of ENGINES)
  describe(`HTTP edge [${engine}]`, () => {
    let gw: TestGateway;
    let auth: string;
    beforeAll(async () => {
      gw = await startGateway({ engine });
      auth = `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}`;
    });
    afterAll(() => gw.stop());

    const invoice = { type: 'link', amount: 1000, currency: 'INR', description: 'Edge', customer: { name: 'Asha Rao', contact: '+919876543210' } };

    async function invoiceCount(): Promise<number> {
      return (await gw.client().invoices.list({ count: 100 })).count;
    }

    it.each([
      { name: 'a request line that is not HTTP', bytes: 'GARBAGE\r\n\r\n', status: 400, reason: 'malformed_request' },
      { name: 'a header without a colon', bytes: 'GET /v1/invoices HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', status: 400, reason: 'malformed_request' },
      {
        name: 'a 20 KB Authorization header',
        bytes: `GET /v1/invoices HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${'A'.repeat(20_000)}\r\n\r\n`,
        status: 431,
        reason: 'headers_too_large',
      },
      {
        name: 'Content-Length and Transfer-Encoding together (a smuggling attempt)',
        bytes: 'POST /v1/invoices HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        status: 400,
        reason: 'malformed_request',
      },
    ])('$name: $status in the error shape, then the connection closes', async ({ bytes, status, reason }) => {
      const answer = parse(await raw(gw.baseUrl, bytes));
      expect(answer.status).toBe(status);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.headers).toContain('connection: close');
      expect(answer.headers).toMatch(/request-id: req_[a-z0-9_-]{20}/i);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason });
    });

    it.each([
      {
        name: 'charset=utf-16',
        contentType: 'application/json; charset=utf-16',
        body: Buffer.from(JSON.stringify(invoice), 'utf16le'),
        status: 415,
        reason: 'NA',
      },
      { name: 'charset=latin1', contentType: 'application/json; charset=ISO-8859-1', body: Buffer.from(JSON.stringify(invoice)), status: 415, reason: 'NA' },
      {
        name: 'bytes that are not UTF-8 in a string',
        contentType: 'application/json',
        body: Buffer.concat([Buffer.from(JSON.stringify(invoice).replace('"Edge"', '"Ed')), Buffer.from([0xff, 0xfe]), Buffer.from('ge"}')]),
        status: 400,
        reason: 'invalid_encoding',
      },
      {
        name: 'an overlong encoding of "/"',
        contentType: 'application/json',
        body: Buffer.concat([Buffer.from('{"description":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
        status: 400,
        reason: 'invalid_encoding',
      },
    ])('a JSON body in $name is refused ($status), not misread, and nothing is created', async ({ contentType, body, status, reason }) => {
      const before = await invoiceCount();
      const res = await fetch(`${gw.apiUrl}/invoices`, { method: 'POST', headers: { authorization: auth, 'content-type': contentType }, body });
      expect(res.status).toBe(status);
      const error = ((await res.json()) as { error: { reason: string } }).error;
      if (status === 415) expect(res.headers.get('accept')).toBe('application/json; charset=utf-8');
      else expect(error.reason).toBe(reason);
      expect(await invoiceCount()).toBe(before);
    });

    it.each([
      { name: 'a body string', method: 'POST', path: '/invoices', body: { ...invoice, receipt: 'a\u0000b' }, field: 'receipt' },
      {
        name: 'a nested body string',
        method: 'POST',
        path: '/invoices',
        body: { ...invoice, customer: { ...invoice.customer, name: 'Asha\u0000 Rao' } },
        field: 'customer.name',
      },
      { name: 'a query parameter', method: 'GET', path: '/invoices?receipt=%00', body: undefined, field: 'receipt' },
      { name: 'a notes value', method: 'POST', path: '/invoices', body: { ...invoice, notes: { k: 'v\u0000' } }, field: 'notes.k' },
    ])('U+0000 in $name is refused on both engines (400 naming $field), nothing written', async ({ method, path, body, field }) => {
      const before = await invoiceCount();
      const res = await fetch(`${gw.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const error = ((await res.json()) as { error: { field: string; description: string } }).error;
      expect(res.status).toBe(400);
      expect(error).toMatchObject({ field, description: `The ${field} must not contain the NUL character (U+0000).` });
      expect(await invoiceCount()).toBe(before);
    });

    it.each([
      { name: 'an escaped lone surrogate', query: 'receipt=%ED%A0%80' },
      { name: 'a stray continuation byte', query: 'receipt=a%80b' },
      { name: 'an overlong "/"', query: 'receipt=%C0%AF' },
    ])('a query value whose escapes are not UTF-8 ($name) is refused (400 naming it), not replaced', async ({ query }) => {
      const res = await fetch(`${gw.apiUrl}/invoices?${query}`, { headers: { authorization: auth } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toMatchObject({
        reason: 'invalid_encoding',
        field: 'receipt',
        description: 'The receipt is not valid UTF-8',
      });
    });

    it('a malformed escape in a query value is kept as written (WHATWG URL), not refused', async () => {
      const res = await fetch(`${gw.apiUrl}/invoices?receipt=100%25%zz`, { headers: { authorization: auth } });
      expect(res.status).toBe(200);
    });

    // expand[] takes its listed values only, written as expand[]=value (listDisputes rule 2 and the like)
    it.each([
      ['/disputes?expand[][a]=1', 'expand[]'],
      ['/disputes?expand[][__proto__]=1', 'expand[]'],
      ['/disputes?expand[]=payment&expand[][x]=payment', 'expand[]'],
      ['/disputes?expand[]=refunds', 'expand[]'],
      ['/transfers?expand[]=recipient', 'expand[]'],
      ['/invoices?count[x]=1', 'count'],
    ])('GET %s is a 400 naming %s', async (path, field) => {
      const res = await fetch(`${gw.apiUrl}${path}`, { headers: { authorization: auth } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    });

    it('expand[] with a listed value, and the bracketless form, still answer', async () => {
      for (const path of ['/disputes?expand[]=payment', '/disputes?expand=payment', '/invoices?count=1']) {
        expect((await fetch(`${gw.apiUrl}${path}`, { headers: { authorization: auth } })).status, path).toBe(200);
      }
    });

    // spec info.description, Lists: a list parameter as a form decoder reads it, a value sent twice counting once
    it.each([
      '/disputes?expand[0]=payment',
      '/disputes?expand[expand]=payment',
      '/disputes?expand[]=payment&expand[expand]=payment',
      '/settlements/ondemand?expand%5B%5D=ondemand_payouts&expand%5Bexpand%5D=ondemand_payouts',
      '/orders/order_00000000000000?expand[0]=transfers',
      '/transfers?expand[recipient_settlement]=recipient_settlement',
    ])('GET %s reads the list and answers', async (path) => {
      const res = await fetch(`${gw.apiUrl}${path}`, { headers: { authorization: auth } });
      const body = (await res.json()) as { error?: { field: string; description: string } };
      if (path.startsWith('/orders/')) expect(body.error).toMatchObject({ description: 'The id provided does not exist' });
      else expect(res.status, JSON.stringify(body)).toBe(200);
    });

    it('a nested object in a list parameter is refused in the words of the catalogue, naming it', async () => {
      for (const path of ['/disputes?expand[][a]=1', '/settlements/ondemand?expand[expand][0]=ondemand_payouts']) {
        const res = await fetch(`${gw.apiUrl}${path}`, { headers: { authorization: auth } });
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as { error: unknown }).error, path).toMatchObject({
          code: 'BAD_REQUEST_ERROR',
          reason: 'input_validation_failed',
          field: 'expand[]',
          description: 'The expand[] is a list of strings: send expand[]=value once per value; a nested object is not taken.',
        });
      }
    });

    // spec info.description, Request ids: every answer, inside /v1 or not, known path or not
    it.each(['/health', '/favicon.ico', '/docs', '/openapi.json', '/checkout/inv_00000000000000', '/nowhere', '/v1/nowhere', '/v1/orders/'])(
      'GET %s answers with a Request-Id',
      async (path) => {
        const res = await fetch(`${gw.baseUrl}${path}`, { headers: { authorization: auth } });
        await res.arrayBuffer();
        expect(res.headers.get('request-id'), `${path} (${res.status})`).toMatch(/^req_[0-9A-Za-z_-]{20}$/);
      },
    );

    it('/favicon.ico is an icon, not a 404 beside every page', async () => {
      const res = await fetch(`${gw.baseUrl}/favicon.ico`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    });

    it('a JSON body declared charset=UTF-8 (any case) is read', async () => {
      const res = await fetch(`${gw.apiUrl}/invoices`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json; Charset="UTF-8"' },
        body: JSON.stringify({ ...invoice, description: 'Déjà vu ₹' }),
      });
      const body = (await res.json()) as { description: string };
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.description).toBe('Déjà vu ₹');
    });

    it.each([
      { name: 'the right key pair twice', second: () => auth },
      { name: 'the right key pair, then a wrong one', second: () => `Basic ${Buffer.from(`${gw.keys.test.keyId}:wrong`).toString('base64')}` },
      {
        name: 'a wrong key pair, then the right one',
        first: () => `Basic ${Buffer.from(`${gw.keys.test.keyId}:wrong`).toString('base64')}`,
        second: () => auth,
      },
    ])('two Authorization headers ($name): 401, neither is chosen', async ({ first, second }) => {
      const answer = parse(
        await raw(
          gw.baseUrl,
          `GET /v1/invoices HTTP/1.1\r\nHost: x\r\nAuthorization: ${(first ?? (() => auth))()}\r\nAuthorization: ${second()}\r\nConnection: close\r\n\r\n`,
        ),
      );
      expect(answer.status).toBe(401);
      expect(answer.headers).toContain('www-authenticate');
    });
  });
