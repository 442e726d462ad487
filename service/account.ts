/**
 * The merchant account id (an account id, `acc_` + 14 base62: spec EventEnvelope.account_id and
 * LinkedAccount.id share the pattern), one per installation and mode: created at first start,
 * kept in the store (`merchant_accounts`, migration 0002), and carried by every webhook envelope
 * as `account_id` (events.ts).
 *
 * Race-free on a shared database: each process inserts its candidate with ON CONFLICT DO NOTHING
 * and then reads back whichever row won; the database settles the race.
 */
import { idPrefixes } from '../generated/server/index.js';
import type { Clock } from './clock.js';
import { newId } from './ids.js';
import type { Mode, Store } from './store/store.js';

const MODES: readonly Mode[] = ['test', 'live'];

export type AccountIds = Readonly<Record<Mode, string>>;

export async function ensureAccountIds(store: Store, clock: Clock): Promise<AccountIds> {
  return store.transaction(async (tx) => {
    const ids = {} as Record<Mode, string>;
    for (const mode of MODES) {
      await tx.sql.run('INSERT INTO merchant_accounts (mode, account_id, created_at) VALUES (?, ?, ?) ON CONFLICT (mode) DO NOTHING', [
        mode,
        newId(idPrefixes.LinkedAccount),
        clock.now(),
      ]);
      const row = await tx.sql.get<{ account_id: string }>('SELECT account_id FROM merchant_accounts WHERE mode = ?', [mode]);
      if (!row) throw new Error(`merchant account of ${mode} mode missing after insert`);
      ids[mode] = row.account_id;
    }
    return Object.freeze(ids);
  });
}
