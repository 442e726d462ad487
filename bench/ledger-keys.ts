/**
 * `npm run bench:ledger-keys -- [N]`: why the ledger's ids are time-first (service/ledger/entries.ts).
 * One payment's ledger rows (four entries of one transaction, one line waiting in unsettled_lines,
 * as a captured payment posts them) written into a ledger that already holds N entries (default
 * 2,000,000), 20 payments a commit, with ids as random UUIDs and as service/ids.ts makes them,
 * side by side in one run. Each store is made by the store's own migrations (a temp SQLite file,
 * the store's cache and mmap settings) and filled in transactions of 50,000 payments.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { systemClock } from '../service/clock.js';
import { newId } from '../service/ids.js';
import { openSqliteStore } from '../service/store/sqlite.js';

const N = Number(process.argv[2] ?? 2_000_000);
if (!Number.isInteger(N) || N < 4) throw new Error('usage: npm run bench:ledger-keys -- [N entries already in the ledger]');
const TIMED = 20_000; // payments timed
const PER_COMMIT = 20;
const ACCOUNTS = ['merchant', 'customers', 'fees', 'tax'];

async function run(label: string, id: (prefix: string) => string): Promise<{ label: string; micros: number; bytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'paisa-ledger-keys-'));
  const file = join(dir, 'ledger.sqlite');
  try {
    await (await openSqliteStore({ file, clock: systemClock })).close();
    const db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF'); // the writes' own cost, not the disk's
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    const entry = db.prepare(
      'INSERT INTO ledger_entries (id, mode, txn_id, kind, source_id, payment_id, account, currency, amount, settle_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const line = db.prepare('INSERT INTO unsettled_lines (mode, entry_id, account, currency, settle_at) VALUES (?, ?, ?, ?, ?)');
    const at = Math.floor(Date.now() / 1000);
    const payment = (): void => {
      const txn = id('ltxn_');
      const paymentId = newId('pay_');
      for (const [k, account] of ACCOUNTS.entries()) {
        const entryId = id('lent_');
        entry.run(entryId, 'test', txn, 'capture', paymentId, paymentId, account, 'INR', k === 0 ? 9_764 : 100, at + 86_400, at);
        if (k === 0) line.run('test', entryId, account, 'INR', at + 86_400);
      }
    };
    const fill = db.transaction((count: number) => {
      for (let i = 0; i < count; i++) payment();
    });
    const filled = Math.ceil(N / ACCOUNTS.length);
    for (let done = 0; done < filled; done += 50_000) fill(Math.min(50_000, filled - done));
    const started = performance.now();
    for (let done = 0; done < TIMED; done += PER_COMMIT) fill(PER_COMMIT);
    const micros = ((performance.now() - started) * 1000) / TIMED;
    const bytes = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    db.close();
    return { label, micros, bytes: bytes / (filled + TIMED) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const uuid = await run('random UUIDs', () => randomUUID());
const timeFirst = await run('time-first (ids.ts)', (prefix) => newId(prefix));
console.log(`one payment's ledger rows into a ledger of ${N} entries, ${PER_COMMIT} payments a commit:`);
for (const r of [uuid, timeFirst]) console.log(`  ${r.label.padEnd(20)} ${r.micros.toFixed(1).padStart(6)} us   ${Math.round(r.bytes)} bytes per payment`);
console.log(`time-first / random: ${(timeFirst.micros / uuid.micros).toFixed(2)} of the time, ${(timeFirst.bytes / uuid.bytes).toFixed(2)} of the bytes`);
