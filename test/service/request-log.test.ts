/**
 * The request log (service/request-log/) on both engines: what it keeps of an API request and of
 * a checkout payment, found by request id and by object id through their indexes; that no key
 * secret, webhook secret, card number or CVV is kept; retention by count and by age; and
 * PAISA_REQUEST_LOG=off keeping nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, payableInvoice, payViaCheckout } from './payments-support.js';

async function allRows(gw: TestGateway): Promise<string> {
  await gw.app.requestLog?.writer.flush();
  const rows = await gw.ctx.store.transaction(
    async (tx) => [...(await tx.sql.all('SELECT * FROM request_log')), ...(await tx.sql.all('SELECT * FROM request_log_objects'))],
    { readOnly: true },
  );
  return JSON.stringify(rows);
}

describe.each(ENGINES)('request log (%s)', (engine) => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway({ engine, env: { PAISA_REQUEST_LOG_KEEP: '100' } });
  }, 60_000);
  afterAll(() => gw?.stop());

  it('keeps an API request: method, path, status, duration, request id, idempotency key, source and bodies; found by request id and object id', async () => {
    const res = await fetch(`${gw.apiUrl}/items`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}`,
        'content-type': 'application/json',
        'idempotency-key': 'key-for-the-log-1',
      },
      body: JSON.stringify({ name: 'Masala tea', amount: 2500, currency: 'INR' }),
    });
    const item = (await res.json()) as { id: string };
    const requestId = res.headers.get('request-id') ?? '';
    await gw.app.requestLog?.writer.flush();
    const row = await gw.ctx.store.transaction((tx) => tx.requestLog.get('test', requestId), { readOnly: true });
    expect(row).toMatchObject({
      method: 'POST',
      path: '/v1/items',
      operation_id: 'createItem',
      status: 200,
      source: 'api',
      key_id: gw.keys.test.keyId,
      idempotency_key: 'key-for-the-log-1',
    });
    expect(JSON.parse(row?.request_body ?? '{}')).toEqual({ name: 'Masala tea', amount: 2500, currency: 'INR' });
    expect(JSON.parse(row?.response_body ?? '{}')).toMatchObject({ id: item.id });
    const byObject = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', item.id, 10), { readOnly: true });
    expect(byObject.map((r) => r.id)).toContain(requestId);
    // the other mode's log does not show it
    expect(await gw.ctx.store.transaction((tx) => tx.requestLog.get('live', requestId), { readOnly: true })).toBeUndefined();
  });

  it('keeps no webhook secret, card number or CVV, and logs checkout payments with source checkout', async () => {
    const webhook = await gw.client('test').webhookEndpoints.create({ url: 'https://merchant.example/hooks', events: ['*'] });
    expect(webhook.secret).toMatch(/^whsec_/);
    const { invoice } = await payableInvoice(gw, { amount: 12_000 });
    const paid = await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4111111111111111', card_cvv: '987' });
    expect(paid.status).toBe(200);
    const text = await allRows(gw);
    expect(text).not.toContain(webhook.secret);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('4111 1111 1111 1111');
    expect(text).not.toContain('"987"');
    expect(text).not.toContain(gw.keys.test.secret);
    const checkout = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', invoice.id, 10), { readOnly: true });
    const row = checkout.find((r) => r.source === 'checkout');
    expect(row).toMatchObject({ method: 'POST', path: `/checkout/invoices/${invoice.id}/pay`, status: 200 });
    const full = await gw.ctx.store.transaction((tx) => tx.requestLog.get('test', row?.id ?? ''), { readOnly: true });
    expect(JSON.parse(full?.request_body ?? '{}')).toMatchObject({ card_number: '[redacted]', card_cvv: '[redacted]', method: 'card' });
    expect(JSON.parse(full?.response_body ?? '{}')).toMatchObject({ status: 'captured' });
  });

  it('keeps at most PAISA_REQUEST_LOG_KEEP requests a mode and none past PAISA_REQUEST_LOG_DAYS, pruned oldest first', async () => {
    const client = gw.client('test');
    for (let i = 0; i < 120; i++) await client.items.list({ count: 1 });
    await gw.app.requestLog?.writer.flush();
    const count = async () =>
      Number(
        (await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM request_log WHERE mode = 'test'"), { readOnly: true }))?.n,
      );
    expect(await count()).toBeGreaterThan(100);
    const newest = (await gw.ctx.store.transaction((tx) => tx.requestLog.page('test', 1), { readOnly: true }))[0];
    await gw.app.requestLog?.prune(Date.now());
    expect(await count()).toBeLessThanOrEqual(100);
    expect((await gw.ctx.store.transaction((tx) => tx.requestLog.page('test', 1), { readOnly: true }))[0]?.id).toBe(newest?.id);
    await gw.app.requestLog?.prune(Date.now() + 8 * 24 * 3600 * 1000);
    expect(await count()).toBe(0);
    const orphans = await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM request_log_objects'), { readOnly: true });
    expect(Number(orphans?.n)).toBe(0);
  });
});

describe('request log switched off', () => {
  it('PAISA_REQUEST_LOG=off: nothing is kept', async () => {
    const gw = await startGateway({ env: { PAISA_REQUEST_LOG: 'off' } });
    try {
      await gw.client('test').items.create({ name: 'Chai', amount: 1000, currency: 'INR' });
      expect(gw.app.requestLog).toBeUndefined();
      const n = await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM request_log'), { readOnly: true });
      expect(Number(n?.n)).toBe(0);
    } finally {
      await gw.stop();
    }
  });
});
