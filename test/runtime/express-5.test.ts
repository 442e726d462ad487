/**
 * The generated server package in an Express 5 application, as README.md "Mounting the gateway
 * in Express" shows it: a service that builds two operations of its own (`withNotBuilt` marks the
 * other ones), behind a global `express.json()`, with the gateway's `errorHandler` after it.
 * Over HTTP with the generated client where a client is what a merchant would use.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client/index.js';
import { createGateway, operationTags, refuse, secureCompare, withNotBuilt } from '../../generated/server/index.js';
import type { Item } from '../../generated/types/index.js';

const KEY = { keyId: 'paisa_test_Express5Test000', keySecret: 'express-5-secret-0123456789' };

describe('the gateway in Express 5, with two handlers of its own', () => {
  const items = new Map<string, Item>();
  const gateway = createGateway<{ keyId: string }>({
    authenticate: async (credentials) =>
      credentials.scheme === 'basic' && credentials.keyId === KEY.keyId && secureCompare(credentials.keySecret, KEY.keySecret)
        ? { keyId: credentials.keyId }
        : null,
    handlers: withNotBuilt({
      async createItem({ body }) {
        const item: Item = {
          id: `item_${String(items.size).padStart(14, '0')}`,
          entity: 'item',
          active: true,
          name: body.name,
          description: body.description ?? null,
          amount: body.amount,
          unit_amount: body.amount,
          currency: body.currency,
          created_at: 1_700_000_000,
        };
        items.set(item.id, item);
        return item;
      },
      async fetchItem({ params }) {
        const item = items.get(params.item_id);
        if (!item) throw refuse('id_not_found', {}, { field: 'item_id' });
        return item;
      },
    }),
  });
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.get('/hello', (_req, res) => {
    res.send('the application’s own route');
  });
  app.use(gateway);
  app.use(gateway.errorHandler);
  let server: ReturnType<typeof app.listen>;
  let base: string;
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const auth = `Basic ${Buffer.from(`${KEY.keyId}:${KEY.keySecret}`).toString('base64')}`;

  it('its own operations answer through the generated client; every other one is listed as not built', async () => {
    const client = createClient({ baseUrl: `${base}/v1`, auth: KEY });
    const created = await client.items.create({ name: 'Tea', amount: 500, currency: 'INR' });
    expect(await client.items.fetch(created.id)).toEqual(created);
    expect(gateway.notBuilt).toHaveLength(Object.keys(operationTags).length - 2);
    expect(gateway.notBuilt).not.toContain('createItem');
    const res = await fetch(`${base}/v1/invoices`, { headers: { authorization: auth } });
    expect(res.status).toBe(501);
    expect(((await res.json()) as { error: { reason: string } }).error.reason).toBe('not_implemented');
  });

  it.each([
    { name: 'malformed JSON', body: '{"name": "Tea",', type: 'application/json', status: 400, reason: 'invalid_json' },
    {
      name: 'a body over express.json()’s limit',
      body: JSON.stringify({ name: 'x'.repeat(200_000) }),
      type: 'application/json',
      status: 413,
      reason: 'payload_too_large',
    },
    { name: 'a charset express.json() cannot read', body: '{}', type: 'application/json; charset=koi8-r', status: 415, reason: 'NA' },
  ])('$name on a spec route: $status in the error shape, not Express’s HTML page', async ({ body, type, status, reason }) => {
    const res = await fetch(`${base}/v1/items`, { method: 'POST', headers: { authorization: auth, 'content-type': type }, body });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const error = ((await res.json()) as { error: { code: string; reason: string } }).error;
    expect(error.code).toBe('BAD_REQUEST_ERROR');
    if (reason !== 'NA') expect(error.reason).toBe(reason);
  });

  it('paths the spec does not know stay the application’s: its own route, and Express’s own 404', async () => {
    expect(await (await fetch(`${base}/hello`)).text()).toBe('the application’s own route');
    const res = await fetch(`${base}/nowhere`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken"' });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
