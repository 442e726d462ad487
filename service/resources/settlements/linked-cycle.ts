/**
 * Linked accounts' settlements (spec Settlement.account_id, Transfer): at each settlement cycle
 * of the merchant's schedule (ledger/schedule.ts), one settlement per linked account and currency
 * carries every line of its ledger account due by then that no settlement carries yet: what
 * processed transfers credited, moved by a hold or a release, less reversals. The bank answers
 * it as it answers the merchant's (bank.ts), into the linked account's bank account.
 *
 * Exactly once, with any number of processes: under the merchant's and then the linked
 * account's ledger locks (the lock order of ledger/entries.ts), with `settlement_items` (a line's
 * key) and `linked_settlement_cycles` (an account's cycle's key) making a second settlement of the
 * same line or cycle a constraint violation.
 */
import type { ServiceContext } from '../../context.js';
import { LINKED_LINE_KINDS, linkedAccount } from '../../ledger/accounts.js';
import { lockAccount, lockMerchant, post } from '../../ledger/entries.js';
import { cycleFor, latestCycle } from '../../ledger/schedule.js';
import type { Mode } from '../../store/store.js';
import { carryLines, createSettlement } from './cycle.js';

const LINES = LINKED_LINE_KINDS.map((k) => `'${k}'`).join(', ');

const PREFIX = linkedAccount('');

async function settleAccount(ctx: ServiceContext, mode: Mode, accountId: string, currency: string, now: number): Promise<number> {
  const account = linkedAccount(accountId);
  return ctx.store.transaction(async (tx) => {
    await lockMerchant(tx, mode, currency);
    await lockAccount(tx, mode, account, currency);
    const lines = await tx.sql.all<{ id: string; amount: number | string; settle_at: number | string }>(
      `SELECT e.id, e.amount, e.settle_at FROM unsettled_lines u JOIN ledger_entries e ON e.id = u.entry_id
        WHERE u.mode = ? AND u.account = ? AND u.currency = ? AND u.settle_at <= ? AND e.kind IN (${LINES})
          AND NOT EXISTS (SELECT 1 FROM settlement_items i WHERE i.mode = e.mode AND i.entry_id = e.id)`,
      [mode, account, currency, latestCycle(mode, now)],
    );
    const amount = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    // lines that net to nothing (a transfer reversed before it was due) wait for one that does not
    if (amount <= 0) return 0;
    // formed at the cycle the last of them fell due at, as the merchant's cycles are after a clock
    // jump (cycle.ts); at the latest cycle when that one has formed a settlement already
    const cycles = [cycleFor(mode, Math.max(...lines.map((l) => Number(l.settle_at)))), latestCycle(mode, now)];
    let cycleAt: number | undefined;
    for (const candidate of cycles) {
      const formed = await tx.sql.get('SELECT 1 AS one FROM linked_settlement_cycles WHERE mode = ? AND account_id = ? AND currency = ? AND cycle_at = ?', [
        mode,
        accountId,
        currency,
        candidate,
      ]);
      if (!formed) {
        cycleAt = candidate;
        break;
      }
    }
    if (cycleAt === undefined) return 0;
    const settlement = await createSettlement(ctx, tx, mode, amount, cycleAt, accountId);
    await tx.sql.run('INSERT INTO linked_settlement_cycles (mode, account_id, currency, cycle_at, settlement_id) VALUES (?, ?, ?, ?, ?)', [
      mode,
      accountId,
      currency,
      cycleAt,
      settlement.id,
    ]);
    await carryLines(tx, mode, settlement.id, lines);
    await post(tx, mode, {
      kind: 'linked_settlement',
      sourceId: settlement.id,
      currency,
      at: cycleAt,
      entries: [
        { account, amount: -amount, settleAt: cycleAt },
        { account: 'in_transit', amount },
      ],
    });
    return 1;
  });
}

/** The time-driven job: the latest cycle by the mode's now, for every linked account with lines waiting. */
export async function runLinkedSettlementCycles(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const accounts = await ctx.store.transaction(
    (tx) =>
      // the accounts with lines waiting by this cycle (unsettled_lines), not every linked account
      tx.sql.all<{ account: string; currency: string }>(
        'SELECT DISTINCT account, currency FROM unsettled_lines WHERE mode = ? AND account LIKE ? AND settle_at <= ? ORDER BY account, currency',
        [mode, `${PREFIX}%`, latestCycle(mode, now)],
      ),
    { readOnly: true },
  );
  let formed = 0;
  for (const { account, currency } of accounts) formed += await settleAccount(ctx, mode, account.slice(PREFIX.length), currency, now);
  return formed;
}
