/**
 * Invoice expiry (spec Invoice x-state-machine `expire`: issued -> expired "unpaid 60 days after
 * being sent"; spec Invoice.expire_by), on the injected clock, through the
 * machine, with `invoice.expired` in the outbox.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { eventContext } from '../../service/events.js';
import { expireInvoices } from '../../service/resources/invoices/expiry.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { amountInvoice, outboxEvents, stopGateway } from './invoices-support.js';

const DAY = 24 * 60 * 60;

for (const engine of ENGINES) {
  describe(`invoices: expiry [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      // a frozen clock: only the test moves time, so deadlines are hit to the second
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
    });
    afterEach(() => stopGateway(gw));

    it('59 days after being sent an unpaid invoice is still issued; 60 days + 1 s later it is expired', async () => {
      const invoice = await gw.client().invoices.create(amountInvoice());
      gw.clock.advance(59 * DAY);
      expect(await expireInvoices(gw.ctx)).toBe(0);
      expect((await gw.client().invoices.fetch(invoice.id)).status).toBe('issued');
      expect(await outboxEvents(gw)).toEqual([]);

      gw.clock.advance(1 * DAY + 1);
      expect(await expireInvoices(gw.ctx)).toBe(1);
      const expired = await gw.client().invoices.fetch(invoice.id);
      // expired when its deadline came (issued_at + 60 days), not when the sweep ran a second later
      expect(expired).toMatchObject({ status: 'expired', expired_at: Number(invoice.issued_at) + 60 * DAY });
      expect(await outboxEvents(gw)).toEqual(['invoice.expired']);
      const [row] = await gw.ctx.store.transaction((tx) => tx.sql.all<{ payload: string }>('SELECT payload FROM webhook_outbox'));
      expect(JSON.parse(row!.payload)).toMatchObject({
        event: 'invoice.expired',
        contains: ['invoice'],
        payload: { invoice: { entity: { id: invoice.id, status: 'expired' } } },
      });
      // a second sweep finds nothing more to do
      expect(await expireInvoices(gw.ctx)).toBe(0);
      expect(await outboxEvents(gw)).toEqual(['invoice.expired']);
    });

    it('counts from when the invoice was sent: a draft issued later expires 60 days after its issue', async () => {
      const draft = await gw.client().invoices.create(amountInvoice({ draft: '1' }));
      gw.clock.advance(30 * DAY);
      await gw.client().invoices.issue(draft.id);
      gw.clock.advance(31 * DAY);
      expect(await expireInvoices(gw.ctx)).toBe(0);
      gw.clock.advance(29 * DAY + 1);
      expect(await expireInvoices(gw.ctx)).toBe(1);
    });

    it('expire_by, when set, is the deadline', async () => {
      const invoice = await gw.client().invoices.create(amountInvoice({ expire_by: gw.clock.now() + 2 * DAY }));
      gw.clock.advance(2 * DAY - 1);
      expect(await expireInvoices(gw.ctx)).toBe(0);
      gw.clock.advance(1);
      expect(await expireInvoices(gw.ctx)).toBe(1);
      expect((await gw.client().invoices.fetch(invoice.id)).status).toBe('expired');
    });

    it('leaves drafts, paid and cancelled invoices alone, in both modes; expires live invoices too', async () => {
      const draft = await gw.client().invoices.create(amountInvoice({ draft: '1' }));
      const cancelled = await gw.client().invoices.create(amountInvoice());
      await gw.client().invoices.cancel(cancelled.id);
      const paid = await gw.client().invoices.create(amountInvoice());
      await gw.ctx.store.transaction(async (tx) => {
        const repo = tx.entities('invoices');
        const read = (await repo.getForUpdate('test', paid.id))!;
        const { entity } = await gw.ctx.machines.Invoice.fire(read.entity, 'pay', eventContext(tx, 'test'));
        await repo.update('test', entity, { expectVersion: read.version });
      });
      const live = await gw.client('live').invoices.create(amountInvoice());
      gw.clock.advance(61 * DAY);
      expect(await expireInvoices(gw.ctx)).toBe(1);
      expect((await gw.client().invoices.fetch(draft.id)).status).toBe('draft');
      expect((await gw.client().invoices.fetch(cancelled.id)).status).toBe('cancelled');
      expect((await gw.client().invoices.fetch(paid.id)).status).toBe('paid');
      expect((await gw.client('live').invoices.fetch(live.id)).status).toBe('expired');
      expect(await outboxEvents(gw, 'live')).toEqual(['invoice.expired']);
    });

    it("runs from the app's sweeps scheduler on the clock", async () => {
      const invoice = await gw.client().invoices.create(amountInvoice());
      gw.clock.advance(60 * DAY + 1);
      await gw.app.sweeps.runDue();
      expect((await gw.client().invoices.fetch(invoice.id)).status).toBe('expired');
    });

    it('sweeps running at the same time expire an invoice once', async () => {
      await gw.client().invoices.create(amountInvoice());
      gw.clock.advance(61 * DAY);
      const counts = await Promise.all([expireInvoices(gw.ctx), expireInvoices(gw.ctx), expireInvoices(gw.ctx)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await outboxEvents(gw)).toEqual(['invoice.expired']);
    });
  });
}
