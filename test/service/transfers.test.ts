/**
 * Transfers over HTTP with the generated client, on every engine (spec createPaymentTransfers,
 * listPaymentTransfers, createTransfer, listTransfers, fetchTransfer, updateTransfer,
 * reverseTransfer, listTransferReversals, processTestTransfer; refundPayment rule 7): a payment
 * split three ways, processed by the bank (or failed), partly refunded around them and with
 * reverse_all, reversed in part and in full; every rule refused naming its field with nothing
 * written; 20 racing requests on one payment never carrying more than is left of it; the ledger,
 * the linked accounts' balances and the reconciliation report agreeing to the paisa; the razorpay
 * SDK's transfers methods as they are.
 */
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secureCompare } from '../../generated/server/index.js';
import type { LinkedAccount, Payment, Transfer } from '../../generated/types/index.js';
import { feeAndTax } from '../../service/money/fees.js';
import { payOrder } from '../../service/payment-flow.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';
import { apiError, capturedPayment, eventsFor, inrBalance, LINKED_ACCOUNT, ledgerAccount, VISA } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

for (const engine of ENGINES) {
  describe(`transfers [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });
    const client = () => gw.client();
    const net = (amount: number) => amount - feeAndTax(amount).fee;
    let accounts = 0;
    const linked = (): Promise<LinkedAccount> => client().linkedAccounts.create({ ...LINKED_ACCOUNT, email: `vendor${accounts++}@example.com` });
    const balance = () => inrBalance(gw);
    const ledger = (name: string) => ledgerAccount(gw, name);
    const split = async (payment: Payment, amounts: number[]) => {
      const to = await Promise.all(amounts.map(() => linked()));
      const made = await client().transfers.createForPayment(payment.id, {
        transfers: amounts.map((amount, i) => ({ account: (to[i] as LinkedAccount).id, amount, currency: 'INR' })),
      });
      return { to, transfers: made.items };
    };

    it('splits a payment three ways: pending, then processed, the money on each linked account', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { to, transfers } = await split(payment, [30_000, 20_000, 10_000]);
      expect(transfers.map((t) => [t.status, t.source, t.amount, t.settlement_status])).toEqual([
        ['pending', payment.id, 30_000, null],
        ['pending', payment.id, 20_000, null],
        ['pending', payment.id, 10_000, null],
      ]);
      expect(await balance()).toBe(net(100_000) - 60_000);
      expect(await ledger('transfers')).toBe(60_000);
      for (const t of transfers) {
        const done = await client().testHelpers.processTransfer(t.id);
        expect(done).toMatchObject({ status: 'processed', settlement_status: 'pending', processed_at: expect.any(Number) });
      }
      expect(await ledger('transfers')).toBe(0);
      expect(await Promise.all(to.map((a) => ledger(`linked:${a.id}`)))).toEqual([30_000, 20_000, 10_000]);
      expect((await eventsFor(gw, transfers[0]?.id ?? '')).map((e) => e.event)).toEqual(['transfer.processed']);
      expect((await client().transfers.listForPayment(payment.id)).items.map((t) => t.id).sort()).toEqual(transfers.map((t) => t.id).sort());
      expect(await client().transfers.fetch(transfers[0]?.id ?? '')).toMatchObject({ status: 'processed' });
    });

    it('refunds only what the transfers leave, and reverse_all undoes them first', async () => {
      const payment = await capturedPayment(gw, 100_000);
      await capturedPayment(gw, 200_000); // funds for the refunds (refundPayment rule 5)
      const { to, transfers } = await split(payment, [30_000, 20_000]);
      await client().testHelpers.processTransfer(transfers[0]?.id ?? '');
      const over = await apiError(client().payments.refund(payment.id, { amount: 50_001 }));
      expect([over.error.description, over.error.field]).toEqual([
        'The refund amount is greater than what is left of the payment after its transfers. Reverse them first, or send reverse_all.',
        'amount',
      ]);
      await client().payments.refund(payment.id, { amount: 40_000 });
      // now 10000 is left untransferred; another transfer may take it, not more
      const more = await apiError(
        client().transfers.createForPayment(payment.id, { transfers: [{ account: (to[0] as LinkedAccount).id, amount: 10_001, currency: 'INR' }] }),
      );
      expect([more.error.description, more.error.field]).toEqual([
        'The sum of amount requested for transfer is greater than the captured amount',
        'transfers[0].amount',
      ]);
      const all = await client().payments.refund(payment.id, { amount: 60_000, reverse_all: true });
      expect(all.amount).toBe(60_000);
      const after = await Promise.all(transfers.map((t) => client().transfers.fetch(t.id)));
      expect(after.map((t) => [t.status, t.amount_reversed])).toEqual([
        ['reversed', 30_000],
        ['failed', 0],
      ]);
      const [reversal] = (await client().transfers.listReversals(transfers[0]?.id ?? '')).items;
      expect(reversal).toMatchObject({ amount: 30_000, customer_refund_id: all.id });
      expect(await ledger(`linked:${(to[0] as LinkedAccount).id}`)).toBe(0);
      expect(await ledger('transfers')).toBe(0);
    });

    it('reverses in part, then the rest; refuses more than is left and a transfer not processed', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { to, transfers } = await split(payment, [50_000]);
      const transfer = transfers[0] as Transfer;
      const early = await apiError(client().transfers.reverse(transfer.id, {}));
      expect([early.error.description, early.error.field]).toEqual(['Transfer cannot be reversed in pending status.', 'status']);
      await client().testHelpers.processTransfer(transfer.id);
      const held = await balance();
      const part = await client().transfers.reverse(transfer.id, { amount: 20_000, notes: { why: 'one item returned' } });
      expect(part).toMatchObject({
        entity: 'reversal',
        transfer_id: transfer.id,
        amount: 20_000,
        customer_refund_id: null,
        notes: { why: 'one item returned' },
      });
      expect(await client().transfers.fetch(transfer.id)).toMatchObject({ status: 'partially_reversed', amount_reversed: 20_000 });
      const above = await apiError(client().transfers.reverse(transfer.id, { amount: 30_001 }));
      expect([above.error.description, above.error.field]).toEqual(['The reversal amount is greater than the amount left on the transfer.', 'amount']);
      await client().transfers.reverse(transfer.id, {});
      expect(await client().transfers.fetch(transfer.id)).toMatchObject({ status: 'reversed', amount_reversed: 50_000 });
      expect(await balance()).toBe(held + 50_000);
      expect(await ledger(`linked:${(to[0] as LinkedAccount).id}`)).toBe(0);
      expect((await client().transfers.listReversals(transfer.id)).items).toHaveLength(2);
    });

    it('a failed transfer, or one to an account suspended meanwhile, gives the money back', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { to, transfers } = await split(payment, [10_000, 20_000]);
      const failed = await client().testHelpers.processTransfer(transfers[0]?.id ?? '', { outcome: 'failed' });
      expect(failed).toMatchObject({ status: 'failed', error: { reason: 'transfer_failed_by_bank', source: 'bank' } });
      expect((await eventsFor(gw, failed.id)).map((e) => e.event)).toEqual(['transfer.failed']);
      await client().linkedAccounts.delete((to[1] as LinkedAccount).id);
      const suspended = await client().testHelpers.processTransfer(transfers[1]?.id ?? '');
      expect(suspended).toMatchObject({ status: 'failed', error: { reason: 'linked_account_suspended' } });
      expect(await balance()).toBe(net(100_000));
      const again = await apiError(client().testHelpers.processTransfer(failed.id));
      expect([again.error.description, again.error.field]).toEqual(['Transfer cannot be processed in failed status.', 'status']);
      // the payment's whole amount may be transferred again (with funds beside its own net of fees)
      await capturedPayment(gw, 10_000);
      const refill = await client().transfers.createForPayment(payment.id, {
        transfers: [{ account: (to[0] as LinkedAccount).id, amount: 100_000, currency: 'INR' }],
      });
      expect(refill.items).toHaveLength(1);
    });

    it('the bank processes a pending transfer on its own 60 seconds after it was made', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { transfers } = await split(payment, [10_000]);
      await client().testHelpers.advanceClock({ by: 30 });
      expect((await client().transfers.fetch(transfers[0]?.id ?? '')).status).toBe('pending');
      await client().testHelpers.advanceClock({ by: 31 });
      expect((await client().transfers.fetch(transfers[0]?.id ?? '')).status).toBe('processed');
    });

    it.each([
      { why: 'an unknown linked account', make: 'unknown', description: 'The id provided does not exist', field: 'transfers[1].account' },
      {
        why: 'a suspended linked account',
        make: 'suspended',
        description: 'Transfers cannot be made to a suspended linked account.',
        field: 'transfers[1].account',
      },
      {
        why: 'more than the payment',
        make: 'over',
        description: 'The sum of amount requested for transfer is greater than the captured amount',
        field: 'transfers[1].amount',
      },
    ])('refuses $why, naming the item, with nothing transferred', async ({ make, description, field }) => {
      const payment = await capturedPayment(gw, 100_000);
      const good = await linked();
      const second = make === 'unknown' ? 'acc_AAAAAAAAAAAAAA' : (await linked()).id;
      if (make === 'suspended') await client().linkedAccounts.delete(second);
      const refused = await apiError(
        client().transfers.createForPayment(payment.id, {
          transfers: [
            { account: good.id, amount: 60_000, currency: 'INR' },
            { account: second, amount: make === 'over' ? 40_001 : 100, currency: 'INR' },
          ],
        }),
      );
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([400, description, field]);
      expect((await client().transfers.list()).items).toEqual([]);
      expect(await balance()).toBe(net(100_000));
    });

    it("refuses a transfer in another currency than the payment's, in the payment's words (rule 3)", async () => {
      const order = await client().orders.create({ amount: 10_000, currency: 'USD' });
      const international = { ...VISA, number: '4012888888881881' };
      const { payment } = await payOrder(gw.ctx, 'test', { orderId: order.id, instrument: { method: 'card', card: international }, capture: 'auto' });
      expect(payment).toMatchObject({ status: 'captured', currency: 'USD' });
      const account = await linked();
      const refused = await apiError(client().transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 100, currency: 'INR' }] }));
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([
        400,
        "The currency should be the payment's currency.",
        'transfers[0].currency',
      ]);
      expect((await client().transfers.list()).items).toEqual([]);
    });

    it('refuses a payment not captured, and a direct transfer above the balance', async () => {
      const payment = await capturedPayment(gw, 100_000);
      // a refund takes its whole amount and gives no fee back (refundPayment rule 5): this payment's credit covers the fee
      await capturedPayment(gw, 10_000);
      await client().payments.refund(payment.id, {});
      const account = await linked();
      const refunded = await apiError(client().transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 100, currency: 'INR' }] }));
      expect([refunded.error.description, refunded.error.field]).toEqual(['Transfers can be created only for captured payments.', 'payment_id']);
      const left = net(100_000) + net(10_000) - 100_000;
      expect(await balance()).toBe(left);
      const direct = await apiError(client().transfers.create({ account: account.id, amount: left + 1, currency: 'INR' }));
      expect([direct.error.description, direct.error.field]).toEqual([
        'Your account does not have enough balance to carry out the transfer operation.',
        'amount',
      ]);
      const ok = await client().transfers.create({ account: account.id, amount: left, currency: 'INR' });
      expect(ok).toMatchObject({ status: 'pending', source: expect.stringMatching(/^acc_/), recipient: account.id });
      expect(await balance()).toBe(0);
    });

    it('20 racing requests on one payment never carry more than is left of it', async () => {
      const payment = await capturedPayment(gw, 100_000);
      await capturedPayment(gw, 500_000); // the balance is not what limits them
      const account = await linked();
      const race = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          client().transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 15_000, currency: 'INR' }] }),
        ),
      );
      const won = race.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(6); // 6 x 15000 <= 100000 < 7 x 15000
      for (const lost of race.filter((r) => r.status === 'rejected'))
        expect((lost as PromiseRejectedResult).reason.body.error.field).toBe('transfers[0].amount');
      const carried = (await client().transfers.listForPayment(payment.id)).items.reduce((sum, t) => sum + t.amount, 0);
      expect(carried).toBe(90_000);
      expect(await ledger('transfers')).toBe(90_000);
    });

    it('on hold: the linked account is credited with no due date until released', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const account = await linked();
      const [held] = (
        await client().transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 10_000, currency: 'INR', on_hold: true }] })
      ).items;
      const processed = await client().testHelpers.processTransfer(held?.id ?? '');
      expect(processed).toMatchObject({ on_hold: true, settlement_status: 'on_hold' });
      const undated = async () =>
        Number(
          (
            await gw.ctx.store.transaction(
              (tx) =>
                tx.sql.get<{ s: number | string | null }>(
                  "SELECT SUM(amount) AS s FROM ledger_entries WHERE mode = 'test' AND account = ? AND settle_at IS NULL",
                  [`linked:${account.id}`],
                ),
              { readOnly: true },
            )
          )?.s ?? 0,
        );
      expect(await undated()).toBe(10_000);
      const released = await client().transfers.update(processed.id, { on_hold: false });
      expect(released).toMatchObject({ on_hold: false, on_hold_until: null, settlement_status: 'pending' });
      expect(await undated()).toBe(0);
      expect(await ledger(`linked:${account.id}`)).toBe(10_000);
      await client().transfers.reverse(processed.id, {});
      const locked = await apiError(client().transfers.update(processed.id, { on_hold: true }));
      expect([locked.error.description, locked.error.field]).toEqual(["The transfer's settlement cannot be changed now.", 'on_hold']);
    });

    it('the reconciliation report shows the transfers as `transfer` records, summing to the settlement', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { transfers } = await split(payment, [30_000]);
      await client().testHelpers.processTransfer(transfers[0]?.id ?? '');
      await client().testHelpers.advanceClock({ by: 4 * 86_400 });
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement?.amount).toBe(net(100_000) - 30_000);
      const day = new Date(((settlement?.created_at ?? 0) + 19_800) * 1000);
      const report = await client().settlements.fetchRecon({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), count: 100 });
      const lines = report.items.filter((r) => r.type === 'transfer');
      expect(lines.map((r) => [r.entity_id, r.debit, r.credit, r.payment_id])).toEqual([[transfers[0]?.id, 30_000, 0, payment.id]]);
      expect(report.items.reduce((sum, r) => sum + r.credit - r.debit, 0)).toBe(settlement?.amount);
    });

    it("a linked account's own settlement carries its processed transfers at the merchant's cycle; the bank credits or returns it", async () => {
      const payment = await capturedPayment(gw, 100_000);
      const { to, transfers } = await split(payment, [30_000, 5_000]);
      const account = to[0] as LinkedAccount;
      await client().testHelpers.processTransfer(transfers[0]?.id ?? '');
      await client().testHelpers.processTransfer(transfers[1]?.id ?? '');
      await client().transfers.reverse(transfers[1]?.id ?? '', { amount: 5_000 });
      // the cycle forms the settlement; the bank credits it 5 minutes later
      await client().testHelpers.advanceClock({ by: 4 * 86_400 });
      const own = (await client().settlements.list({ account_id: account.id })).items;
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ account_id: account.id, amount: 30_000, status: 'processed', utr: expect.any(String) });
      // the merchant's list is the merchant's own
      expect((await client().settlements.list()).items.every((s) => s.account_id === undefined)).toBe(true);
      expect((await client().settlements.list({ account_id: (to[1] as LinkedAccount).id })).items).toEqual([]);
      expect(await client().transfers.fetch(transfers[0]?.id ?? '')).toMatchObject({ settlement_status: 'settled', recipient_settlement_id: own[0]?.id });
      // expand[]=recipient_settlement (fetchTransfer rule 2, listTransfers rule 2): the settlement itself, null where none carried it
      expect((await client().transfers.fetch(transfers[0]?.id ?? '', { 'expand[]': ['recipient_settlement'] })).recipient_settlement).toEqual(own[0]);
      const listed = (await client().transfers.list({ 'expand[]': ['recipient_settlement'] })).items;
      // both made in the same second: newest first then orders them by id, so compare by transfer
      expect(new Map(listed.map((t) => [t.id, t.recipient_settlement?.id ?? null]))).toEqual(
        new Map([
          [transfers[1]?.id, null],
          [transfers[0]?.id, own[0]?.id],
        ]),
      );
      expect((await client().transfers.list()).items[0]).not.toHaveProperty('recipient_settlement');
      // expand[]=transfers on the order (fetchOrder rule 1): the transfers of its payments, newest first
      const order = await client().orders.fetch(payment.order_id ?? '', { 'expand[]': ['transfers'] });
      expect(order.transfers?.items.map((t) => t.id).sort()).toEqual([transfers[1]?.id, transfers[0]?.id].sort());
      expect(await client().orders.fetch(payment.order_id ?? '')).not.toHaveProperty('transfers');
      for (const [path, value] of [
        [`/orders/${payment.order_id}`, 'payments'],
        ['/transfers', 'recipient'],
        [`/transfers/${transfers[0]?.id}`, 'transfers'],
      ]) {
        const res = await fetch(`${gw.apiUrl}${path}?expand[]=${value}`, {
          headers: { authorization: `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}` },
        });
        expect(res.status, `${path} expand[]=${value}`).toBe(400);
        expect(((await res.json()) as { error: { field: string } }).error.field).toBe('expand[]');
      }
      expect(await ledger(`linked:${account.id}`)).toBe(0);
      expect(await ledger('linked_banks')).toBe(30_000);
      const held = await apiError(client().transfers.update(transfers[0]?.id ?? '', { on_hold: true }));
      expect(held.error.field).toBe('on_hold');

      // a returned settlement is the linked account's again, carried by its next settlement
      const later = await capturedPayment(gw, 100_000);
      const [next] = (await client().transfers.createForPayment(later.id, { transfers: [{ account: account.id, amount: 7_000, currency: 'INR' }] })).items;
      await client().testHelpers.processTransfer(next?.id ?? '');
      // a minute at a time, to see the settlement formed before the bank answers it (5 minutes after its cycle)
      let formed: Awaited<ReturnType<ReturnType<typeof client>['settlements']['list']>>['items'][number] | undefined;
      for (let minute = 0; minute < 60 && !formed; minute++) {
        await client().testHelpers.advanceClock({ by: 60 });
        formed = (await client().settlements.list({ account_id: account.id })).items.find((s) => s.status === 'created');
      }
      expect(formed?.amount).toBe(7_000);
      await client().testHelpers.processSettlement(formed?.id ?? '', { outcome: 'failed' });
      expect(await ledger(`linked:${account.id}`)).toBe(7_000);
      expect((await client().transfers.fetch(next?.id ?? '')).settlement_status).toBe('pending');
    });

    it('delivers transfer.processed and transfer.failed to the webhook URL, signed', async () => {
      const receiver = await startWebhookReceiver();
      const hooked = await startGateway({ engine, webhookUrl: receiver.url, webhookSecret: 'whsec_transfers' });
      try {
        const payment = await capturedPayment(hooked, 100_000);
        const account = await hooked.client().linkedAccounts.create({ ...LINKED_ACCOUNT, email: 'hooked@example.com' });
        const { items } = await hooked.client().transfers.createForPayment(payment.id, {
          transfers: [
            { account: account.id, amount: 1000, currency: 'INR' },
            { account: account.id, amount: 2000, currency: 'INR' },
          ],
        });
        await hooked.client().testHelpers.processTransfer(items[0]?.id ?? '');
        await hooked.client().testHelpers.processTransfer(items[1]?.id ?? '', { outcome: 'failed' });
        const wanted = (body: string) => /"event":"transfer\.(processed|failed)"/.test(body);
        await expect.poll(() => receiver.received.filter((r) => wanted(r.body)).length, { timeout: 10_000 }).toBe(2);
        for (const got of receiver.received.filter((r) => wanted(r.body))) {
          const expected = createHmac('sha256', 'whsec_transfers').update(got.body).digest('hex');
          expect(secureCompare(String(got.headers['x-paisa-signature']), expected)).toBe(true);
        }
        expect(
          receiver.received
            .filter((r) => wanted(r.body))
            .map((r) => (JSON.parse(r.body) as { event: string }).event)
            .sort(),
        ).toEqual(['transfer.failed', 'transfer.processed']);
      } finally {
        await hooked.stop();
        await receiver.close();
      }
    });

    it("works with the razorpay SDK's payments.transfer and transfers methods", async () => {
      const rzp = sdkFor(gw);
      const payment = await capturedPayment(gw, 100_000);
      const account = await linked();
      const made = (await rzp.payments.transfer(payment.id, { transfers: [{ account: account.id, amount: 1000, currency: 'INR' }] } as never)) as unknown as {
        items: Transfer[];
      };
      const id = made.items[0]?.id ?? '';
      expect(await rzp.transfers.fetch(id)).toMatchObject({ id, status: 'pending' });
      await client().testHelpers.processTransfer(id);
      expect(((await rzp.transfers.all({ payment_id: payment.id } as never)) as unknown as { items: Transfer[] }).items.map((t) => t.id)).toEqual([id]);
      expect(await rzp.transfers.reverse(id, { amount: 400 } as never)).toMatchObject({ transfer_id: id, amount: 400 });
      expect(await rzp.transfers.edit(id, { on_hold: 1 } as never)).toMatchObject({ on_hold: true });
      expect(await rzp.transfers.create({ account: account.id, amount: 500, currency: 'INR' } as never)).toMatchObject({
        source: expect.stringMatching(/^acc_/),
      });
    });
  });
}
