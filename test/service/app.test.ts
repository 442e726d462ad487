/**
 * The composed gateway over real HTTP: /health, not-built operations, test/live isolation,
 * request logs without secrets, and a restart that keeps data and delivers a pending webhook
 * (README.md, Running the gateway and Webhooks; spec x-errors not_implemented).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaisaApiError } from '../../generated/client/index.js';
import { routes, verifyWebhook } from '../../generated/server/index.js';
import type { Order } from '../../generated/types/index.js';
import { operationIds } from '../../generated/types/index.js';
import { eventContext } from '../../service/events.js';
import { isBuilt } from '../../service/handlers.js';
import { newId } from '../../service/ids.js';
import { captureLogs, ENGINES, skipUnlessBuilt, startGateway, type TestGateway } from '../support/gateway.js';
import { makeTempDir } from '../support/temp-dir.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const basic = (key: { keyId: string; secret: string }) => `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`;

/** A value the router accepts for a path parameter: `^pay_[0-9A-Za-z]{14}$` -> pay_AAAAAAAAAAAAAA. */
function exampleParam(pattern: string | undefined, name: string): string {
  const prefixed = pattern && /^\^([a-z_]+)\[0-9A-Za-z\]\{(\d+)\}\$$/.exec(pattern);
  if (prefixed) return prefixed[1] + 'A'.repeat(Number(prefixed[2]));
  return name === 'medium' ? 'sms' : 'x';
}

for (const engine of ENGINES) {
  describe(`gateway app [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw.stop());

    it('answers GET /health 200 {"status":"ok"} without auth, outside /v1', async () => {
      const res = await fetch(`${gw.baseUrl}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${gw.apiUrl}/health`)).status).toBe(404);
    });

    it('answers an unknown path 404 in the error shape', async () => {
      const res = await fetch(`${gw.apiUrl}/nothing-here`, { headers: { authorization: basic(gw.keys.test) } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST_ERROR');
    });

    it('lists every operation of the tags no resource module registers (and those a module marks not built), each answering 501 in its error shape', async () => {
      const listed = new Set(gw.app.notBuilt);
      for (const id of operationIds.filter((op) => !isBuilt(op))) expect(listed.has(id), id).toBe(true);
      for (const operationId of gw.app.notBuilt) {
        const route = routes.find((r) => r.operationId === operationId)!;
        const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => exampleParam(route.paramPatterns[name], name));
        const res = await fetch(gw.baseUrl + path, { method: route.method, headers: { authorization: basic(gw.keys.test) } });
        expect(res.status, `${operationId} ${route.method} ${path}`).toBe(501);
        const body = (await res.json()) as { error: unknown; error_description?: string };
        if (route.errorFormat === 'oauth2') {
          // RFC 6749 5.2 shape on the OAuth endpoints
          expect(body).toMatchObject({ error: 'server_error' });
        } else {
          expect(body.error).toMatchObject({ code: 'SERVER_ERROR', description: `${operationId} is not built yet`, reason: 'not_implemented' });
        }
      }
    });

    // customers are their own module; until it lands this test is skipped with a printed reason
    it.skipIf(skipUnlessBuilt('createCustomer'))('keeps test and live data apart: an id made with the test key does not exist for the live key', async () => {
      const customer = await gw.client('test').customers.create({ name: 'Test Mode Person', email: 'isolation@example.com' });
      expect((await gw.client('test').customers.fetch(customer.id)).id).toBe(customer.id);
      const error = await gw
        .client('live')
        .customers.fetch(customer.id)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaisaApiError);
      expect((error as PaisaApiError).status).toBe(400);
      expect((error as PaisaApiError).error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
      const live = await gw.client('live').customers.list();
      expect(live.items.map((c) => c.id)).not.toContain(customer.id);
    });

    it('gives each mode a stable merchant account id acc_ + 14 base62', () => {
      const test = gw.ctx.accountId('test');
      const live = gw.ctx.accountId('live');
      expect(test).toMatch(/^acc_[0-9A-Za-z]{14}$/);
      expect(live).toMatch(/^acc_[0-9A-Za-z]{14}$/);
      expect(test).not.toBe(live);
    });
  });

  describe(`request logs [${engine}]`, () => {
    it('writes one JSON line per request with the path template, operation, status, mode and key id, and never a secret', async () => {
      const logs = captureLogs();
      const gw = await startGateway({ engine, logger: logs.logger });
      try {
        const { test, live } = gw.keys;
        await fetch(`${gw.apiUrl}/payments/pay_ABCDEFGHIJKLMN`, { headers: { authorization: basic(test) } });
        await fetch(`${gw.apiUrl}/payments?count=5`, { headers: { authorization: basic({ keyId: live.keyId, secret: 'wrong-secret-value' }) } });
        await fetch(`${gw.apiUrl}/payments/4111111111111111`, { headers: { authorization: basic(live) } });
        await fetch(`${gw.apiUrl}/customers`, {
          method: 'POST',
          headers: { authorization: basic(test), 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Card Leak', notes: { card: '4111 1111 1111 1111', cvv: '123' } }),
        });
        const lines = logs.lines().filter((l) => l.msg === 'request');
        expect(lines).toHaveLength(4);
        expect(lines[0]).toMatchObject({ method: 'GET', path: '/v1/payments/{payment_id}', operationId: 'fetchPayment', mode: 'test', keyId: test.keyId });
        expect(typeof lines[0]!.status).toBe('number');
        expect(typeof lines[0]!.durationMs).toBe('number');
        expect(lines[1]).toMatchObject({ path: '/v1/payments', operationId: 'listPayments', status: 401, mode: null, keyId: null });
        const text = logs.text();
        for (const secret of [test.secret, live.secret, 'wrong-secret-value', '4111111111111111', '4111 1111 1111 1111', 'Basic ', 'pay_ABCDEFGHIJKLMN']) {
          expect(text).not.toContain(secret);
        }
        expect(text.toLowerCase()).not.toContain('authorization');
        expect(text).not.toContain('"cvv"');
      } finally {
        await gw.stop();
      }
    });
  });

  describe(`restart [${engine}]`, () => {
    let receiver: WebhookReceiver;
    beforeEach(async () => {
      receiver = await startWebhookReceiver();
    });
    afterEach(() => receiver.close());

    it('keeps keys, account ids and data, and delivers a pending webhook once the endpoint answers 2xx', async () => {
      const secret = 'whsec_restart_test_secret';
      const dir = engine === 'sqlite' ? makeTempDir('paisa-restart-') : undefined;
      receiver.respond = () => ({ status: 503 });
      const gw = await startGateway({ engine, webhookUrl: receiver.url, webhookSecret: secret, ...(dir ? { dataDir: dir.path } : {}) });
      try {
        const accountBefore = gw.ctx.accountId('test');
        // An order paid through its machine: the event hooks write order.paid to the outbox
        // in the same transaction (events.ts), as a resource module would.
        const order = {
          id: newId('order_'),
          entity: 'order',
          amount: 5000,
          amount_paid: 5000,
          amount_due: 0,
          currency: 'INR',
          receipt: null,
          status: 'created',
          attempts: 1,
          notes: {},
          created_at: gw.clock.now(),
        } as unknown as Order;
        await gw.ctx.store.transaction(async (tx) => {
          const ectx = eventContext(tx, 'test');
          const paid = await gw.ctx.machines.Order.fire(order, 'pay', ectx);
          await tx.entities('orders').insert('test', paid.entity);
        });
        await receiver.waitFor(1);
        const customerId = skipUnlessBuilt('createCustomer') ? undefined : (await gw.client().customers.create({ name: 'Restart Person' })).id;

        await gw.restart();
        receiver.respond = () => ({ status: 200 });

        expect(gw.ctx.accountId('test')).toBe(accountBefore);
        expect(await gw.ctx.store.transaction((tx) => tx.entities('orders').get('test', order.id))).toMatchObject({ id: order.id, status: 'paid' });
        if (customerId) expect((await gw.client().customers.fetch(customerId)).id).toBe(customerId);
        // the keys survive: the same key pair still authenticates
        expect((await fetch(`${gw.apiUrl}/payments`, { headers: { authorization: basic(gw.keys.test) } })).status).not.toBe(401);

        // the retry is due after its backoff (at most an hour): move the clock past it
        gw.clock.advance(3600);
        await receiver.waitFor(2);
        const [first, second] = receiver.received;
        expect(second!.body).toBe(first!.body);
        expect(second!.headers['x-paisa-event-id']).toBe(first!.headers['x-paisa-event-id']);
        expect(verifyWebhook(secret, second!.body, String(second!.headers['x-paisa-signature']))).toBe(true);
        const envelope = JSON.parse(second!.body) as { event: string; account_id: string; payload: { order: { entity: { id: string; status: string } } } };
        expect(envelope).toMatchObject({ entity: 'event', event: 'order.paid', account_id: accountBefore });
        expect(envelope.payload.order.entity).toMatchObject({ id: order.id, status: 'paid' });

        // delivered once: nothing further arrives, and the row is marked delivered
        gw.clock.advance(24 * 3600);
        await new Promise((r) => setTimeout(r, 300));
        expect(receiver.received).toHaveLength(2);
        const rows = await gw.ctx.store.transaction((tx) => tx.webhookDeliveries.forEvents([String(first!.headers['x-paisa-event-id'])]));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.delivered_at).not.toBeNull();
      } finally {
        await gw.stop();
        dir?.cleanup();
      }
    });
  });
}
