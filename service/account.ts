/**
 * The merchant account id (an account id, `acc_` + 14 base62: spec EventEnvelope.account_id and
 * LinkedAccount.id share the pattern), one per
 * installation and mode: created at first start, kept in the store (`merchant_accounts`,
 * migration 0002), and carried by every webhook envelope as `account_id` (events.ts).
 *
 * Race-free on a shared database: each process inserts its candidate with ON CONFLICT DO NOTHING
 * and then reads back whichever row won: the race is settled by the database, not by this code.
 */
import type { Kysely } from 'kysely';
import { idPrefixes } from '../generated/server/index.js';
import type { Clock } from './clock.js';
import { newId } from './ids.js';
import type { Mode, Store } from './store/store.js';

const MODES: readonly Mode[] = ['test', 'live'];

/** The one table this module owns; store/schema.ts describes the shared ones. */
interface AccountsDb {
  merchant_accounts: { mode: Mode; account_id: string; created_at: number };
}

export type AccountIds = Readonly<Record<Mode, string>>;

export async function ensureAccountIds(store: Store, clock: Clock): Promise<AccountIds> {
  return store.transaction(async (tx) => {
    const db = tx.db as unknown as Kysely<AccountsDb>;
    const ids = {} as Record<Mode, string>;
    for (const mode of MODES) {
      await db
        .insertInto('merchant_accounts')
        .values({ mode, account_id: newId(idPrefixes.LinkedAccount), created_at: clock.now() })
        .onConflict((oc) => oc.column('mode').doNothing())
        .execute();
      const row = await db.selectFrom('merchant_accounts').select('account_id').where('mode', '=', mode).executeTakeFirstOrThrow();
      ids[mode] = row.account_id;
    }
    return Object.freeze(ids);
  });
}
