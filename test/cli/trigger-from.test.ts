/**
 * `paisa trigger <event> --from <id>` (cli/main.ts, cli/recipes/from.ts) run in-process through
 * its `main` against a real gateway on each engine: the event happens to the object named (an
 * authorized payment captured, an issued invoice paid), an id the API refuses exits 1 with the
 * API's words and moves nothing, and an event that always starts afresh refuses --from before
 * anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../../cli/main.js';
import { payOrder } from '../../service/payment-flow.js';
import { apiError, eventsFor, payableInvoice, VISA } from '../service/payments-support.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';

async function run(argv: string[]): Promise<{ code: number; lines: string[]; errors: string[] }> {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, { log: (line) => lines.push(line), error: (line) => errors.push(line) }, {});
  return { code, lines, errors };
}

describe.each(ENGINES)('paisa trigger --from (%s)', (engine) => {
  let gw: TestGateway;
  const flags = () => ['--base-url', gw.baseUrl, '--key-id', gw.keys.test.keyId, '--key-secret', gw.keys.test.secret];

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(() => gw?.stop());

  it('captures the authorized payment named, and pays the issued invoice named', async () => {
    const { invoice, orderId } = await payableInvoice(gw, { amount: 25_000 });
    const { payment } = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card: VISA }, capture: 'manual' });
    const captured = await run(['trigger', 'payment.captured', '--from', payment.id, ...flags()]);
    expect(captured.errors).toEqual([]);
    expect(captured.code).toBe(EXIT.ok);
    expect(captured.lines).toEqual([`captured payment ${payment.id}`, 'triggered payment.captured']);
    expect((await eventsFor(gw, payment.id)).map((e) => e.event)).toContain('payment.captured');

    const fresh = await payableInvoice(gw, { amount: 13_000 });
    const paid = await run(['trigger', 'invoice.paid', '--from', fresh.invoice.id, ...flags()]);
    expect(paid.code).toBe(EXIT.ok);
    expect((await gw.client('test').invoices.fetch(fresh.invoice.id)).status).toBe('paid');
  });

  it('exits 1 with the API words for an id of the wrong kind; 2 for an event that cannot start from one', async () => {
    const { invoice } = await payableInvoice(gw, { amount: 14_000 });
    const wrong = await run(['trigger', 'refund.processed', '--from', invoice.id, ...flags()]);
    expect(wrong.code).toBe(EXIT.failed);
    const refusal = (await apiError(gw.client('test').payments.fetch(invoice.id))).error.description;
    expect(wrong.errors.join('\n')).toContain(refusal);
    expect((await gw.client('test').invoices.fetch(invoice.id)).status).toBe('issued');
    const afresh = await run(['trigger', 'invoice.expired', '--from', invoice.id, ...flags()]);
    expect(afresh.code).toBe(EXIT.usage);
    expect(afresh.errors.join('\n')).toContain('invoice.expired cannot start from an existing object');
  });
});
