/**
 * Appending to the ledger and reading it back (accounts.ts). A posting is one balanced
 * transaction: its entries are inserted and each account's running sum (`ledger_accounts`) moved
 * by the same statements, in the caller's store transaction, so the money moves with the change
 * that causes it or not at all. Entries are never updated or deleted; `unsettled_lines` lists the
 * lines no settlement carries yet.
 *
 * Lock order (PostgreSQL): the merchant's account row first, then the others in name order, in
 * every posting; lockMerchant takes the same row. Two transactions touching the ledger therefore
 * wait for each other instead of deadlocking, and everything that decides from the balance (a
 * refund, a settlement cycle) decides under that lock, so two of them never spend the same funds.
 */
import { newId } from '../ids.js';
import { valueRows } from '../store/sql.js';
import type { Mode, Tx } from '../store/store.js';
import { type Account, type EntryKind, isSettlementLine } from './accounts.js';
import type { Bucket } from './draw.js';
import { latestCycle } from './schedule.js';

/**
 * Ledger transactions and entries are the gateway's own rows, not spec resources: their id
 * prefixes are this module's. The ids are time-first (ids.ts newId), so entries, their
 * transactions' index, `unsettled_lines` and `settlement_items` take each insert at the right
 * edge of their index; random UUIDs put each entry's three index inserts on pages of their own.
 */
const TXN_ID_PREFIX = 'ltxn_';
const ENTRY_ID_PREFIX = 'lent_';

export interface Entry {
  account: Account;
  /** signed, in the currency's sub-unit */
  amount: number;
  /** merchant entries only: the date the amount is due for settlement */
  settleAt?: number;
}

export interface Posting {
  kind: EntryKind;
  /** the entity that caused it: `pay_`, `rfnd_`, `setl_` */
  sourceId: string;
  /** the payment a payment's or refund's lines belong to */
  paymentId?: string | null;
  currency: string;
  /** when it was posted, Unix seconds on the mode's clock */
  at: number;
  entries: Entry[];
}

/** A stored merchant entry. */
export interface MerchantEntry {
  id: string;
  txnId: string;
  kind: EntryKind;
  sourceId: string;
  paymentId: string | null;
  amount: number;
  settleAt: number;
  createdAt: number;
}

/** Throws when the entries are not integers summing to zero, or a merchant entry has no date: a bug, never the client's input. */
export function checkBalanced(posting: Posting): void {
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger: ${posting.kind} ${posting.sourceId}: amount ${entry.amount} is not an integer`);
    if (entry.account === 'merchant' && entry.settleAt === undefined)
      throw new Error(`ledger: ${posting.kind} ${posting.sourceId}: merchant entry without a settlement date`);
    sum += entry.amount;
  }
  if (sum !== 0) throw new Error(`ledger: ${posting.kind} ${posting.sourceId} does not balance (sum ${sum})`);
}

/** Postings each open transaction has given postAtEnd, not written yet. */
const atEnd = new WeakMap<Tx, { mode: Mode; posting: Posting }[]>();

/**
 * Posts when the transaction ends, just before COMMIT (Tx.atEnd), instead of now: for a posting
 * that decides nothing from a balance (a capture's credit), so its transaction holds the
 * accounts' rows, which every capture of the merchant updates, only for its last statements and
 * the commit (PostgreSQL; SQLite's writer is alone either way). Checked now: a posting that does
 * not balance fails where it is made. Every function of this module that reads or moves the
 * ledger writes the transaction's waiting postings first, so in the transaction they are as if
 * posted at once; the settlement cycles, which read the ledger's tables themselves, take
 * lockMerchant (resources/settlements/cycle.ts, linked-cycle.ts) before they read them.
 */
export function postAtEnd(tx: Tx, mode: Mode, posting: Posting): void {
  checkBalanced(posting);
  let waiting = atEnd.get(tx);
  if (!waiting) {
    waiting = [];
    atEnd.set(tx, waiting);
    tx.atEnd(() => postWaiting(tx));
  }
  waiting.push({ mode, posting });
}

/** Writes the postings waiting in `tx` (postAtEnd), in the order given. */
async function postWaiting(tx: Tx): Promise<void> {
  const waiting = atEnd.get(tx);
  if (!waiting) return;
  atEnd.delete(tx);
  for (const { mode, posting } of waiting) await postNow(tx, mode, posting);
}

const lockOrder = (a: Entry, b: Entry) =>
  a.account === b.account ? 0 : a.account === 'merchant' ? -1 : b.account === 'merchant' ? 1 : a.account < b.account ? -1 : 1;

/** Appends a balanced transaction, after any waiting in `tx` (postAtEnd); returns its id. */
export async function post(tx: Tx, mode: Mode, posting: Posting): Promise<string> {
  await postWaiting(tx);
  return postNow(tx, mode, posting);
}

/**
 * At most four statements whatever its size: the entries and the lines they add to
 * `unsettled_lines`, which no other transaction writes, then the rows other transactions update
 * too: the accounts' running sums (merchant first: the lock order above) and the merchant's sums
 * per date. PostgreSQL holds those rows' locks until COMMIT, so they are taken last.
 */
async function postNow(tx: Tx, mode: Mode, posting: Posting): Promise<string> {
  checkBalanced(posting);
  const txnId = newId(TXN_ID_PREFIX);
  const entries = posting.entries.filter((e) => e.amount !== 0).sort(lockOrder);
  if (entries.length === 0) return txnId;
  const sums = new Map<Account, number>();
  const dates = new Map<number, number>();
  for (const entry of entries) {
    sums.set(entry.account, (sums.get(entry.account) ?? 0) + entry.amount);
    if (entry.account === 'merchant') dates.set(entry.settleAt ?? 0, (dates.get(entry.settleAt ?? 0) ?? 0) + entry.amount);
  }
  const ids = entries.map(() => newId(ENTRY_ID_PREFIX));
  await tx.sql.run(
    `INSERT INTO ledger_entries (id, mode, txn_id, kind, source_id, payment_id, account, currency, amount, settle_at, created_at)
     VALUES ${valueRows(entries.length, 11)}`,
    entries.flatMap((entry, i) => [
      ids[i] as string,
      mode,
      txnId,
      posting.kind,
      posting.sourceId,
      posting.paymentId ?? null,
      entry.account,
      posting.currency,
      entry.amount,
      entry.settleAt ?? null,
      posting.at,
    ]),
  );
  // a line a settlement will carry waits in unsettled_lines until one does (settlements/forming.ts
  // carryStep), so a cycle reads what waits, not every line ever posted
  const lines = entries.flatMap((entry, i) =>
    entry.settleAt === undefined || !isSettlementLine(entry.account, posting.kind)
      ? []
      : [[mode, ids[i] as string, entry.account, posting.currency, entry.settleAt]],
  );
  if (lines.length > 0)
    await tx.sql.run(`INSERT INTO unsettled_lines (mode, entry_id, account, currency, settle_at) VALUES ${valueRows(lines.length, 5)}`, lines.flat());
  await tx.sql.run(
    `INSERT INTO ledger_accounts (mode, account, currency, balance) VALUES ${valueRows(sums.size, 4)}
     ON CONFLICT (mode, account, currency) DO UPDATE SET balance = ledger_accounts.balance + excluded.balance`,
    [...sums].flatMap(([account, amount]) => [mode, account, posting.currency, amount]),
  );
  if (dates.size > 0) {
    await tx.sql.run(
      `INSERT INTO ledger_merchant_dates (mode, currency, settle_at, amount) VALUES ${valueRows(dates.size, 4)}
       ON CONFLICT (mode, currency, settle_at) DO UPDATE SET amount = ledger_merchant_dates.amount + excluded.amount`,
      [...dates].flatMap(([settleAt, amount]) => [mode, posting.currency, settleAt, amount]),
    );
  }
  return txnId;
}

/**
 * Locks the merchant's balance in `currency` until the transaction ends (PostgreSQL FOR UPDATE;
 * SQLite's single writer already serialises) and returns it. The row is made (at 0) only the
 * first time, so the usual case is one statement.
 */
export function lockMerchant(tx: Tx, mode: Mode, currency: string): Promise<number> {
  return lockAccount(tx, mode, 'merchant', currency);
}

/**
 * Locks one account's running sum the same way (a linked account's, before a reversal draws on
 * it). Taken after the merchant's when a transaction needs both: the lock order above.
 */
export async function lockAccount(tx: Tx, mode: Mode, account: Account, currency: string): Promise<number> {
  await postWaiting(tx);
  const select = `SELECT balance FROM ledger_accounts WHERE mode = ? AND account = ? AND currency = ?${tx.engine === 'postgres' ? ' FOR UPDATE' : ''}`;
  let row = await tx.sql.get<{ balance: number | string }>(select, [mode, account, currency]);
  if (!row) {
    await tx.sql.run(`INSERT INTO ledger_accounts (mode, account, currency, balance) VALUES (?, ?, ?, 0) ON CONFLICT (mode, account, currency) DO NOTHING`, [
      mode,
      account,
      currency,
    ]);
    row = await tx.sql.get<{ balance: number | string }>(select, [mode, account, currency]);
  }
  return Number(row?.balance ?? 0);
}

/**
 * The merchant's funds in `currency` whose balance is `total` (lockMerchant, or the account's
 * row): what is due by `now`, and what falls due later, by date.
 */
export async function merchantFunds(
  tx: Tx,
  mode: Mode,
  currency: string,
  now: number,
  total: number,
): Promise<{ available: number; pending: number; future: Bucket[] }> {
  await postWaiting(tx);
  const rows = await tx.sql.all<{ settle_at: number | string; amount: number | string }>(
    'SELECT settle_at, amount FROM ledger_merchant_dates WHERE mode = ? AND currency = ? AND settle_at > ? AND amount <> 0 ORDER BY settle_at',
    [mode, currency, now],
  );
  const future = rows.map((r) => ({ settleAt: Number(r.settle_at), amount: Number(r.amount) }));
  const pending = future.reduce((sum, b) => sum + b.amount, 0);
  return { available: total - pending, pending, future };
}

/**
 * The merchant's funds to draw a debit from at `at` (a refund, an instant settlement, a dispute's
 * hold, a transfer; draw.ts): as merchantFunds, with what is due counted up to the latest
 * settlement cycle (schedule.ts) and what fell due since as the first later date; `by` is that
 * cycle, the date of the debit's piece from the funds due. The cycle that pays those funds out
 * then carries the debit beside them even when it forms after the debit (the cycles are a
 * time-driven job a minute apart; a large one forms a step at a time, settlements/forming.ts),
 * so it never pays out funds the debit has taken.
 */
export async function drawableFunds(
  tx: Tx,
  mode: Mode,
  currency: string,
  at: number,
  total: number,
): Promise<{ by: number; available: number; pending: number; future: Bucket[] }> {
  const by = latestCycle(mode, at);
  return { by, ...(await merchantFunds(tx, mode, currency, by, total)) };
}

/** The merchant's balance in each currency it has one in, currency order. */
export async function merchantBalances(tx: Tx, mode: Mode): Promise<{ currency: string; balance: number }[]> {
  await postWaiting(tx);
  const rows = await tx.sql.all<{ currency: string; balance: number | string }>(
    "SELECT currency, balance FROM ledger_accounts WHERE mode = ? AND account = 'merchant' ORDER BY currency",
    [mode],
  );
  return rows.map((r) => ({ currency: r.currency, balance: Number(r.balance) }));
}

/** A merchant entry's row as the engines return it (PostgreSQL gives bigint columns as strings). */
export interface MerchantRow {
  id: string;
  txn_id: string;
  kind: EntryKind;
  source_id: string;
  payment_id: string | null;
  amount: number | string;
  settle_at: number | string;
  created_at: number | string;
}

export const toMerchantEntry = (r: MerchantRow): MerchantEntry => ({
  id: r.id,
  txnId: r.txn_id,
  kind: r.kind,
  sourceId: r.source_id,
  paymentId: r.payment_id,
  amount: Number(r.amount),
  settleAt: Number(r.settle_at),
  createdAt: Number(r.created_at),
});

export const MERCHANT_COLUMNS = 'e.id, e.txn_id, e.kind, e.source_id, e.payment_id, e.amount, e.settle_at, e.created_at';

/** The merchant entries a transaction of `kind` caused for `sourceId` (a refund's pieces). */
export async function merchantEntriesOf(tx: Tx, mode: Mode, sourceId: string, kind: EntryKind): Promise<MerchantEntry[]> {
  await postWaiting(tx);
  const rows = await tx.sql.all<MerchantRow>(
    `SELECT ${MERCHANT_COLUMNS} FROM ledger_entries e WHERE e.mode = ? AND e.source_id = ? AND e.kind = ? AND e.account = 'merchant' ORDER BY e.settle_at`,
    [mode, sourceId, kind],
  );
  return rows.map(toMerchantEntry);
}

/** Every entry of one source and kind, by account (to reverse a transaction exactly). */
export async function entriesOf(
  tx: Tx,
  mode: Mode,
  sourceId: string,
  kind: EntryKind,
): Promise<{ account: Account; amount: number; settleAt: number | null; currency: string }[]> {
  await postWaiting(tx);
  const rows = await tx.sql.all<{ account: Account; amount: number | string; settle_at: number | string | null; currency: string }>(
    'SELECT account, amount, settle_at, currency FROM ledger_entries WHERE mode = ? AND source_id = ? AND kind = ?',
    [mode, sourceId, kind],
  );
  return rows.map((r) => ({ account: r.account, amount: Number(r.amount), settleAt: r.settle_at === null ? null : Number(r.settle_at), currency: r.currency }));
}
