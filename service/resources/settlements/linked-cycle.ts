/**
 * Linked accounts' settlements (spec Settlement.account_id, Transfer): at each settlement cycle
 * of the merchant's schedule (ledger/schedule.ts), one settlement per linked account and currency
 * carries every line of its ledger account due by then that no settlement carries yet: what
 * processed transfers credited, moved by a hold or a release, less reversals. The bank answers
 * it as it answers the merchant's (bank.ts), into the linked account's bank account.
 *
 * Its lines are carried a step at a time, as the merchant's are (forming.ts): each step one
 * transaction of at most FORMING_STEP lines; the step that finds no more forms the settlement
 * and moves the money.
 *
 * Exactly once, with any number of processes: every step runs under the merchant's and then the
 * linked account's ledger locks (the lock order of ledger/entries.ts), with `settlement_items` (a
 * line's key) and `linked_settlement_cycles` (an account's cycle's key) making a second
 * settlement of the same line or cycle a constraint violation.
 */
import { idPrefixes } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import { type Account, LINKED_LINE_KINDS, linkedAccount } from '../../ledger/accounts.js';
import { lockAccount, lockMerchant, post } from '../../ledger/entries.js';
import { cycleFor, latestCycle } from '../../ledger/schedule.js';
import { inSteps, type Pace, UNPACED } from '../../pace.js';
import type { Mode, Tx } from '../../store/store.js';
import { createSettlement } from './cycle.js';
import { carryStep, FORMING_STEP, finishForming, nextDue, readForming, startForming, updateForming } from './forming.js';

const PREFIX = linkedAccount('');

/**
 * The cycle a linked account's settlement forms at: the one the last of its lines fell due in, as
 * the merchant's cycles are after a clock jump (cycle.ts); the latest one when that one has
 * formed a settlement already; none when both have.
 */
async function openCycle(tx: Tx, mode: Mode, accountId: string, currency: string, lastDue: number, latest: number): Promise<number | undefined> {
  for (const candidate of [cycleFor(mode, lastDue), latest]) {
    const formed = await tx.sql.get('SELECT 1 AS one FROM linked_settlement_cycles WHERE mode = ? AND account_id = ? AND currency = ? AND cycle_at = ?', [
      mode,
      accountId,
      currency,
      candidate,
    ]);
    if (!formed) return candidate;
  }
  return undefined;
}

/** One step of a linked account's settlement in `currency`, in the caller's transaction: whether it formed one, and whether more steps remain. */
async function accountStep(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  accountId: string,
  currency: string,
  now: number,
  stepLines: number,
): Promise<{ formed: boolean; more: boolean }> {
  const account = linkedAccount(accountId);
  await lockMerchant(tx, mode, currency);
  await lockAccount(tx, mode, account, currency);
  const latest = latestCycle(mode, now);
  let forming = await readForming(tx, mode, account, currency);
  if (!forming) {
    const first = await nextDue(tx, mode, account, currency, undefined, latest);
    if (first === undefined) return { formed: false, more: false };
    forming = await startForming(tx, mode, account, currency, newId(idPrefixes.Settlement), latest, first);
  }
  // it carries every line due by the latest cycle, whichever cycle it forms at
  const step = await carryStep(tx, mode, { ...forming, cycleAt: latest }, LINKED_LINE_KINDS, stepLines);
  if (step.more) {
    await updateForming(tx, mode, step.forming);
    return { formed: false, more: true };
  }
  const { amount, settlementId, carriedFrom } = step.forming;
  // lines that net to nothing (a transfer reversed before it was due) wait for one that does not
  const cycleAt = amount > 0 ? await openCycle(tx, mode, accountId, currency, carriedFrom, latest) : undefined;
  if (cycleAt === undefined) {
    await updateForming(tx, mode, step.forming);
    return { formed: false, more: false };
  }
  await createSettlement(ctx, tx, mode, settlementId, amount, cycleAt, accountId);
  await tx.sql.run('INSERT INTO linked_settlement_cycles (mode, account_id, currency, cycle_at, settlement_id) VALUES (?, ?, ?, ?, ?)', [
    mode,
    accountId,
    currency,
    cycleAt,
    settlementId,
  ]);
  await post(tx, mode, {
    kind: 'linked_settlement',
    sourceId: settlementId,
    currency,
    at: cycleAt,
    entries: [
      { account, amount: -amount, settleAt: cycleAt },
      { account: 'in_transit', amount },
    ],
  });
  await finishForming(tx, mode, step.forming);
  return { formed: true, more: false };
}

/** The account's settlement formed a step at a time; `stopped`: the pace said stop between two steps. */
async function settleAccount(
  ctx: ServiceContext,
  mode: Mode,
  accountId: string,
  currency: string,
  now: number,
  pace: Pace,
  stepLines: number,
): Promise<{ formed: number; stopped: boolean }> {
  let formed = 0;
  const finished = await inSteps(pace, async () => {
    const step = await ctx.store.transaction((tx) => accountStep(ctx, tx, mode, accountId, currency, now, stepLines));
    if (step.formed) formed += 1;
    return step;
  });
  return { formed, stopped: !finished };
}

interface AccountKey {
  account: Account;
  currency: string;
}

/** Accounts a page of the loose scan below looks at before their settlements are formed. */
const ACCOUNTS_PAGE = 100;

/**
 * The next linked accounts after `after` with lines due by `upTo`, at most ACCOUNTS_PAGE looked at:
 * a loose scan of the waiting lines' index, one lookup for the next account and currency and one
 * for whether it has a line due, never a pass over every waiting line. `after` is where the next
 * page starts; undefined when the scan is done.
 */
async function accountsWaiting(tx: Tx, mode: Mode, upTo: number, after: AccountKey): Promise<{ found: AccountKey[]; after: AccountKey | undefined }> {
  const found: AccountKey[] = [];
  let at = after;
  for (let looked = 0; looked < ACCOUNTS_PAGE; looked++) {
    const next = await tx.sql.get<AccountKey>(
      'SELECT account, currency FROM unsettled_lines WHERE mode = ? AND (account, currency) > (?, ?) ORDER BY account, currency LIMIT 1',
      [mode, at.account, at.currency],
    );
    if (!next) return { found, after: undefined };
    at = next;
    if (!next.account.startsWith(PREFIX)) continue;
    const due = await tx.sql.get('SELECT 1 AS one FROM unsettled_lines WHERE mode = ? AND account = ? AND currency = ? AND settle_at <= ? LIMIT 1', [
      mode,
      next.account,
      next.currency,
      upTo,
    ]);
    if (due) found.push(next);
  }
  return { found, after: at };
}

/** Linked accounts whose settlement is forming: it goes on even when no new line waits (its cycles had formed). */
function accountsForming(tx: Tx, mode: Mode): Promise<AccountKey[]> {
  return tx.sql.all<AccountKey>('SELECT account, currency FROM settlement_forming WHERE mode = ? AND account LIKE ? ORDER BY account, currency LIMIT 1000', [
    mode,
    `${PREFIX}%`,
  ]);
}

/** The time-driven job: the latest cycle by the mode's now, for every linked account with lines waiting. */
export async function runLinkedSettlementCycles(ctx: ServiceContext, mode: Mode, pace: Pace = UNPACED, stepLines = FORMING_STEP): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const latest = latestCycle(mode, now);
  let formed = 0;
  let stopped = false;
  const settle = async (accounts: readonly AccountKey[]) => {
    for (const { account, currency } of accounts) {
      const settled = await settleAccount(ctx, mode, account.slice(PREFIX.length), currency, now, pace, stepLines);
      formed += settled.formed;
      stopped = settled.stopped;
      if (stopped) return;
    }
  };
  await settle(await ctx.store.transaction((tx) => accountsForming(tx, mode), { readOnly: true }));
  let after: AccountKey | undefined = { account: '' as Account, currency: '' };
  while (after && !stopped) {
    const page: { found: AccountKey[]; after: AccountKey | undefined } = await ctx.store.transaction(
      (tx) => accountsWaiting(tx, mode, latest, after as AccountKey),
      {
        readOnly: true,
      },
    );
    await settle(page.found);
    after = page.after;
  }
  return formed;
}
