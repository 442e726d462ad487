/**
 * A capture's credit is posted as its transaction ends (service/ledger/entries.ts postAtEnd, the
 * store's Tx.atEnd), on both engines: nothing is lost or posted twice, the ledger's own reads in
 * the transaction see it at once, a rollback takes it back, and on PostgreSQL the merchant's
 * account row is locked only from the end of the transaction, not from where the credit was made.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { lockMerchant, merchantBalances, type Posting, post, postAtEnd } from '../../service/ledger/entries.js';
import type { Store, Tx } from '../../service/store/store.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';

const T0 = 1_800_000_000;

/** A capture of `amount` with a fee of 2%, as postings.ts postCapture writes it. */
function credit(sourceId: string, amount: number): Posting {
  const fee = Math.round(amount * 0.02);
  return {
    kind: 'payment',
    sourceId,
    paymentId: sourceId,
    currency: 'INR',
    at: T0,
    entries: [
      { account: 'customers', amount: -amount },
      { account: 'merchant', amount: amount - fee, settleAt: T0 + 86_400 },
      { account: 'fees', amount: fee },
    ],
  };
}

const entryCount = async (tx: Tx, sourceId: string) =>
  Number((await tx.sql.get<{ n: number | string }>('SELECT count(*) AS n FROM ledger_entries WHERE source_id = ?', [sourceId]))?.n ?? 0);

const balance = (store: Store) => store.transaction(async (tx) => (await merchantBalances(tx, 'test')).find((b) => b.currency === 'INR')?.balance ?? 0);

for (const engine of ENGINES) {
  describeEngine('ledger postings at the end of a transaction', engine, () => {
    let fixture: StoreFixture;
    let store: Store;

    beforeEach(async () => {
      fixture = await engine.fixture();
      store = await fixture.open(manualClock(T0));
    });
    afterEach(async () => {
      await fixture?.cleanup();
    });

    it('writes the posting when the transaction ends, and the ledger reads of the transaction see it before', async () => {
      const seen = await store.transaction(async (tx) => {
        postAtEnd(tx, 'test', credit('pay_atEnd000000001', 10_000));
        const written = await entryCount(tx, 'pay_atEnd000000001');
        // the module's reads write what waits first
        const locked = await lockMerchant(tx, 'test', 'INR');
        return { written, locked, after: await entryCount(tx, 'pay_atEnd000000001') };
      });
      expect(seen).toEqual({ written: 0, locked: 9_800, after: 3 });
      expect(await balance(store)).toBe(9_800);
      expect(await store.transaction((tx) => entryCount(tx, 'pay_atEnd000000001'))).toBe(3);
    });

    it('writes each posting once: those waiting, and one made now between them', async () => {
      await store.transaction(async (tx) => {
        postAtEnd(tx, 'test', credit('pay_atEnd000000002', 5_000));
        postAtEnd(tx, 'test', credit('pay_atEnd000000003', 7_000));
        await post(tx, 'test', credit('pay_atEnd000000004', 1_000));
        postAtEnd(tx, 'test', credit('pay_atEnd000000005', 2_000));
      });
      const rows = await store.transaction((tx) =>
        tx.sql.all<{ source_id: string }>("SELECT source_id FROM ledger_entries WHERE account = 'merchant' ORDER BY source_id"),
      );
      expect(rows.map((r) => r.source_id)).toEqual(['pay_atEnd000000002', 'pay_atEnd000000003', 'pay_atEnd000000004', 'pay_atEnd000000005']);
      expect(await balance(store)).toBe(4_900 + 6_860 + 980 + 1_960);
    });

    it('writes nothing of a transaction that fails after the posting was made', async () => {
      await expect(
        store.transaction(async (tx) => {
          postAtEnd(tx, 'test', credit('pay_atEnd000000006', 10_000));
          throw new Error('the capture is refused after all');
        }),
      ).rejects.toThrow('refused after all');
      expect(await store.transaction((tx) => entryCount(tx, 'pay_atEnd000000006'))).toBe(0);
      expect(await balance(store)).toBe(0);
    });

    it('refuses a posting that does not balance where it is made, not at the end', async () => {
      const unbalanced: Posting = { ...credit('pay_atEnd000000007', 1_000), entries: [{ account: 'customers', amount: -1_000 }] };
      await expect(store.transaction(async (tx) => postAtEnd(tx, 'test', unbalanced))).rejects.toThrow('does not balance');
      expect(await balance(store)).toBe(0);
    });

    if (engine.name === 'postgres') {
      it('holds the merchant account row only from the end: another posting commits while the transaction that made its credit is still open', async () => {
        await store.transaction((tx) => post(tx, 'test', credit('pay_atEnd000000008', 1_000)));
        let otherCommitted = false;
        let creditMade!: () => void;
        const made = new Promise<void>((resolve) => (creditMade = resolve));
        const first = store.transaction(async (tx) => {
          postAtEnd(tx, 'test', credit('pay_atEnd000000009', 10_000));
          creditMade();
          // the credit's transaction goes on; the other posting commits meanwhile (with the row
          // locked from here it would wait for this transaction, and this one waits for it: 5 s)
          const deadline = Date.now() + 5_000;
          while (!otherCommitted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
          return otherCommitted;
        });
        await made;
        await store.transaction((tx) => post(tx, 'test', credit('pay_atEnd000000010', 3_000)));
        otherCommitted = true;
        expect(await first).toBe(true);
        expect(await balance(store)).toBe(980 + 9_800 + 2_940);
      });
    }
  });
}
