/**
 * Migrations, kept in code (no files to ship or find at run time) and written with Kysely's
 * schema builder so the same statements run on SQLite and PostgreSQL. Applied at every start;
 * applying them twice is a no-op (Kysely's migration table records what ran, and PostgreSQL
 * runs them under an advisory lock so several gateway processes may start together).
 *
 * Types: `text`, `integer`, `bigint`, and bytes for uploaded files (`blob` / `bytea`). `data` is
 * text on both engines, not jsonb: jsonb reorders object keys, and the entity must come back byte
 * for byte as it went in.
 */
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator, PostgresAdapter, sql } from 'kysely';
import { ENTITY_KINDS, type EntityKind, lookupsOf, uniqueOf } from './schema.js';

// Kysely<any>: a migration describes the schema at one point in time, not today's Database type.
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at one point in time, not today's Database type
type AnyDb = Kysely<any>;

async function createEntityTable(db: AnyDb, kind: EntityKind): Promise<void> {
  let table = db.schema
    .createTable(kind)
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint');
  for (const column of lookupsOf(kind)) table = table.addColumn(column, 'text');
  await table.execute();
  await createEntityIndexes(db, kind);
}

async function createEntityIndexes(db: AnyDb, kind: EntityKind): Promise<void> {
  await createListIndex(db, kind);
  for (const column of lookupsOf(kind)) await createLookupIndex(db, kind, column);
  await createDueIndex(db, kind);
}

/**
 * Every list is "newest first" within one mode (spec info.description, Lists), and most lists
 * leave some statuses out (a deleted invoice): with `status` in the index, the rows a `skip`
 * passes over are judged from the index alone, never read (at 200,000 rows, `skip` 100,000 of
 * invoices in their visible statuses: 39 ms against 536 ms with (mode, created_at, id)).
 */
async function createListIndex(db: AnyDb, kind: EntityKind): Promise<void> {
  await db.schema.createIndex(`${kind}_mode_list_idx`).ifNotExists().on(kind).columns(['mode', 'created_at', 'id', 'status']).execute();
}

/**
 * What the time-driven jobs read (store.ts Schedules, EntityRepository.listDue): partial, so the
 * rows nothing is due for (most of them: paid, expired, closed) take no room in it and a sweep
 * reads the due rows only.
 */
async function createDueIndex(db: AnyDb, kind: EntityKind): Promise<void> {
  await db.schema
    .createIndex(`${kind}_mode_due_idx`)
    .ifNotExists()
    .on(kind)
    .columns(['mode', 'due_at', 'id'])
    .where(sql.ref('due_at'), 'is not', null)
    .execute();
}

/**
 * The lookups a list asks for as NULL (EntityRepository `where` with null): a settlement list
 * without `account_id` is the merchant's own settlements, those with none (resources/settlements,
 * spec listSettlements). Every other lookup is only ever asked for a value.
 */
const NULL_ASKED: Readonly<Partial<Record<EntityKind, readonly string[]>>> = { settlements: ['account_id'] };

/** A lookup index holds only the rows that have a value (see createLookupIndex). */
function lookupIndexIsPartial(kind: EntityKind, column: string): boolean {
  return !NULL_ASKED[kind]?.includes(column);
}

/** The index's name: a partial one is named apart, so a migration can make it beside the full one it replaces. */
function lookupIndexName(kind: EntityKind, column: string, partial: boolean): string {
  const given = partial ? '_given' : '';
  return uniqueOf(kind) === column ? `${kind}_mode_${column}${given}_idx` : `${kind}_mode_${column}${given}_created_idx`;
}

/**
 * A lookup's index. A unique one (NULLs are distinct on both engines: many invoices without a
 * receipt are fine) is (mode, column): at most one row matches. Any other carries the list order
 * too, (mode, column, created_at, id), so "newest first where column = ?" reads its rows in order
 * from this index alone: with (mode, column) only, SQLite's planner preferred the list-order
 * index and scanned every row of the mode (createOrder's receipt check: 2.7 ms at 20,000 orders).
 *
 * Partial, `WHERE column IS NOT NULL`, unless a list asks for NULL (NULL_ASKED): a lookup is asked
 * for with `column = ?`, which no NULL matches, and most rows have no value in most lookups (a
 * payment of a QR code has no order, invoice, customer or subscription), so a full index held an
 * entry per row that no query reads. Both engines use a partial index for `column = ?`: it implies
 * `column IS NOT NULL` (https://www.sqlite.org/partialindex.html, 2.2; PostgreSQL's predicate proof
 * for strict operators, https://www.postgresql.org/docs/current/indexes-partial.html).
 */
async function createLookupIndex(db: AnyDb, kind: EntityKind, column: string): Promise<void> {
  const partial = lookupIndexIsPartial(kind, column);
  const unique = uniqueOf(kind) === column;
  let index = db.schema
    .createIndex(lookupIndexName(kind, column, partial))
    .ifNotExists()
    .on(kind)
    .columns(unique ? ['mode', column] : ['mode', column, 'created_at', 'id']);
  if (unique) index = index.unique();
  if (partial) index = index.where(sql.ref(column), 'is not', null);
  await index.execute();
}

const initial: Migration = {
  async up(db: AnyDb) {
    for (const kind of ENTITY_KINDS) await createEntityTable(db, kind);

    await db.schema
      .createTable('api_keys')
      .ifNotExists()
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('webhook_outbox')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until_ms', 'bigint')
      .addColumn('claim_token', 'text')
      .addColumn('delivered_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_outbox_due_idx')
      .ifNotExists()
      .on('webhook_outbox')
      .columns(['delivered_at', 'failed_at', 'next_attempt_at_ms'])
      .execute();

    await db.schema
      .createTable('notifications')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('transport', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      // insertion order; ids are random and many messages share one second
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_seq_idx').ifNotExists().on('notifications').column('seq').execute();
    await db.schema.createIndex('notifications_entity_idx').ifNotExists().on('notifications').columns(['mode', 'entity_id']).execute();

    await db.schema
      .createTable('oauth_clients')
      .ifNotExists()
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_codes')
      .ifNotExists()
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_tokens')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['mode', 'key'])
      .execute();
  },
};

/**
 * The merchant account id per mode (service/account.ts): webhook envelopes carry it as
 * `account_id`, so it must stay the same across restarts and across processes sharing a database.
 */
const merchantAccounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('merchant_accounts')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/**
 * Notifications become an outbox (service/notifications/worker.ts): the row is written in the
 * transaction of the change that causes it and carries its delivery state, as webhook_outbox
 * does. One column per statement: SQLite's ALTER TABLE adds one column at a time. Rows written
 * before this migration were written only once their message had gone out, so they are sent.
 */
const notificationDelivery: Migration = {
  async up(db: AnyDb) {
    const add = (column: string, type: 'integer' | 'bigint' | 'text', notNullDefault?: number) =>
      db.schema
        .alterTable('notifications')
        .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
        .execute();
    await add('attempts', 'integer', 0);
    await add('next_attempt_at_ms', 'bigint', 0);
    await add('claimed_until_ms', 'bigint');
    await add('claim_token', 'text');
    await add('sent_at', 'bigint');
    await add('failed_at', 'bigint');
    await add('last_error', 'text');
    await db
      .updateTable('notifications')
      .set((eb) => ({ sent_at: eb.ref('created_at'), attempts: 1 }))
      .execute();
    await db.schema.createIndex('notifications_due_idx').ifNotExists().on('notifications').columns(['sent_at', 'failed_at', 'next_attempt_at_ms']).execute();
  },
};

/**
 * The key epoch (store/api-keys.ts): one row whose number changes with every key change, so a
 * process caching verified keys (service/key-cache.ts) sees a change made by any process.
 */
const apiKeyEpoch: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('api_key_epoch')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('api_key_epoch')
      .values({ id: 1, epoch: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};

/**
 * Lookup indexes that carry the list order (createLookupIndex): made for every lookup column
 * there is, and the (mode, column) index each replaces dropped. A lookup column the spec added
 * since gets its index from ensureEntityTables, after the migrations.
 */
const orderedLookupIndexes: Migration = {
  async up(db: AnyDb) {
    const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    for (const kind of ENTITY_KINDS) {
      for (const column of lookupsOf(kind)) {
        if (uniqueOf(kind) === column || !tables.get(kind)?.has(column)) continue;
        await createLookupIndex(db, kind, column);
        await db.schema.dropIndex(`${kind}_mode_${column}_idx`).ifExists().execute();
      }
    }
  },
};

/** Test mode's clock offset (store/test-clock.ts): one row, 0 until the first advance. */
const testClock: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('test_clock')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('offset_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('test_clock')
      .values({ id: 1, offset_ms: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};

/**
 * API key secrets sealed with the master key (service/security/secret-box.ts), beside their hash:
 * the checkout's callback signature is keyed with the secret. Keys stored before have none until
 * they are configured again (PAISA_*_KEY_SECRET); their orders' callbacks cannot be signed.
 */
const sealedKeySecrets: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('api_keys').addColumn('secret_sealed', 'text').execute();
  },
};

/** Payment link reminders sent (resources/payment_links/reminders.ts): the key makes each go out once. */
const paymentLinkReminders: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('payment_link_reminders')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('link_id', 'text', (c) => c.notNull())
      .addColumn('offset_s', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_link_reminders_pk', ['mode', 'link_id', 'offset_s'])
      .execute();
  },
};

/**
 * What the gateway keeps of a subscription besides the spec's fields
 * (resources/subscriptions/billing.ts): the mandate's card token (id, last4, network; never the
 * number or CVV), the schedule's anchor, the cycle being charged and its attempts, a cancellation
 * at cycle end, the stored update and the add-ons of the first charge. Written in the transaction
 * that moves the subscription, under its row lock.
 */
const subscriptionBilling: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('subscription_billing')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('subscription_id', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('card_network', 'text')
      .addColumn('anchor_at', 'bigint')
      .addColumn('cycle', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('outstanding_invoice_id', 'text')
      .addColumn('outstanding_order_id', 'text')
      .addColumn('outstanding_since', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cancel_at_cycle_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('scheduled_change', 'text')
      .addColumn('addons', 'text')
      .addPrimaryKeyConstraint('subscription_billing_pk', ['mode', 'subscription_id'])
      .execute();
  },
};

/**
 * The ledger (service/ledger/): every money movement a balanced set of entries, appended in the
 * transaction of the change that causes it and never changed. `ledger_accounts` holds each
 * account's running sum, moved by the same statements that append its entries; its merchant row
 * is the lock that serialises everything drawing on the balance (PostgreSQL FOR UPDATE);
 * `ledger_merchant_dates` the merchant's running sum per settlement date, so drawing on the balance
 * reads a few dates instead of summing every entry not yet due.
 * `settlement_items` says which settlement carries a merchant line: its key makes a line settled
 * at most once, whichever process runs the cycle. `settlement_cycles`: one settlement per mode,
 * currency and cycle, with what the Settlement entity has no field for (currency, when the bank
 * credited it).
 */
const ledger: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('ledger_entries')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('txn_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('settle_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_entries_account_idx')
      .ifNotExists()
      .on('ledger_entries')
      .columns(['mode', 'account', 'currency', 'settle_at'])
      .execute();
    await db.schema.createIndex('ledger_entries_txn_idx').ifNotExists().on('ledger_entries').columns(['mode', 'txn_id']).execute();
    await db.schema.createIndex('ledger_entries_source_idx').ifNotExists().on('ledger_entries').columns(['mode', 'source_id']).execute();

    await db.schema
      .createTable('ledger_accounts')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_accounts_pk', ['mode', 'account', 'currency'])
      .execute();

    await db.schema
      .createTable('ledger_merchant_dates')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('settle_at', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_merchant_dates_pk', ['mode', 'currency', 'settle_at'])
      .execute();

    await db.schema
      .createTable('settlement_items')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'text', (c) => c.notNull())
      .addColumn('settlement_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('settlement_items_pk', ['mode', 'entry_id'])
      .execute();
    await db.schema.createIndex('settlement_items_settlement_idx').ifNotExists().on('settlement_items').columns(['mode', 'settlement_id']).execute();

    await db.schema
      .createTable('settlement_cycles')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('cycle_at', 'bigint', (c) => c.notNull())
      .addColumn('settlement_id', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'bigint')
      .addPrimaryKeyConstraint('settlement_cycles_pk', ['mode', 'currency', 'cycle_at'])
      .execute();
    await db.schema.createIndex('settlement_cycles_settlement_idx').ifNotExists().on('settlement_cycles').columns(['mode', 'settlement_id']).unique().execute();
  },
};

/**
 * An uploaded document's bytes (spec createDocument rule 5), beside its row in `documents`: in the
 * database, so they commit in the same transaction as the row (nothing half-written survives a
 * crash), every gateway process on a PostgreSQL database serves them, and a backup of the
 * database holds them. At most 10 MB each (the spec's limit), so a row never grows beyond what
 * either engine handles well.
 */
const documentContents: Migration = {
  async up(db: AnyDb) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('document_contents')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('content', bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint('document_contents_pk', ['mode', 'id'])
      .execute();
  },
};

/**
 * A linked account's e-mail became unique per mode (spec LinkedAccount x-resource `unique:
 * email`, createLinkedAccount rule 1). A new database gets the index from its entity table; one
 * made before needs it here (no linked account could be created before: the operation answered 501).
 */
const uniqueLinkedAccountEmail: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('linked_accounts_mode_email_idx').ifNotExists().on('linked_accounts').columns(['mode', 'email']).unique().execute();
  },
};

/**
 * Linked accounts' settlement cycles (spec Settlement.account_id): one row per linked account,
 * currency and cycle that formed a settlement; its key makes a second settlement of the same
 * account's cycle a constraint violation, as `settlement_cycles` does for the merchant's.
 */
const linkedSettlementCycles: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('linked_settlement_cycles')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('cycle_at', 'bigint', (c) => c.notNull())
      .addColumn('settlement_id', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'bigint')
      .addPrimaryKeyConstraint('linked_settlement_cycles_pk', ['mode', 'account_id', 'currency', 'cycle_at'])
      .execute();
    await db.schema
      .createIndex('linked_settlement_cycles_settlement_idx')
      .ifNotExists()
      .on('linked_settlement_cycles')
      .columns(['mode', 'settlement_id'])
      .unique()
      .execute();
  },
};

/**
 * The OAuth server's tables as it needs them (spec tag `oauth`). The tables 0001 made were never
 * written: every OAuth operation answered 501 until this migration, so they are replaced, not
 * altered (SQLite cannot drop a NOT NULL). A registered client belongs to no mode (registration
 * is anonymous); a code and each token carry the API key that approved them and that key's
 * mode, and a token its grant (`grant_id`: every token issued from one authorization code or
 * one client credentials exchange), so a reused code or a replayed refresh token revokes the
 * whole grant with one indexed update (spec exchangeOAuthToken rules 1 and 2).
 */
const oauthServer: Migration = {
  async up(db: AnyDb) {
    for (const table of ['oauth_tokens', 'oauth_codes', 'oauth_clients']) await db.schema.dropTable(table).ifExists().execute();
    await db.schema
      .createTable('oauth_clients')
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('secret_hash', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('code_challenge', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('rotated_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_tokens_grant_idx').on('oauth_tokens').column('grant_id').execute();
  },
};

/**
 * The answers kept for `Idempotency-Key` (spec info.description, Idempotency; store/idempotent-requests.ts):
 * one row per mode and key; its primary key settles which of two concurrent requests runs.
 */
const idempotentRequests: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('idempotent_requests')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotent_requests_pk', ['mode', 'key'])
      .execute();
    await db.schema.createIndex('idempotent_requests_created_idx').ifNotExists().on('idempotent_requests').column('created_at_ms').execute();
  },
};

/** Listing a mode's events newest first (spec listEvents) reads this index, not the whole outbox. */
const eventListIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('webhook_outbox_mode_created_idx').ifNotExists().on('webhook_outbox').columns(['mode', 'created_at']).execute();
  },
};

/**
 * Failed-authentication buckets shared by the processes on one PostgreSQL database
 * (store/failure-buckets.ts); SQLite has one process and keeps them in memory, but gets the
 * table too so both engines have one schema.
 */
const failureBuckets: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('failure_buckets')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('tokens', 'double precision', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('failure_buckets_at_idx').ifNotExists().on('failure_buckets').column('at_ms').execute();
  },
};

/**
 * Webhook endpoints (spec createWebhook) with a delivery row per event and endpoint, the lease
 * queue the worker claims (store/webhook-deliveries.ts), and the attempts listed by
 * listEventAttempts. webhook_outbox stays the table of events; its own lease columns are no
 * longer claimed.
 */
const webhookEndpoints: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('webhook_endpoints')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('alert_email', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text')
      .addColumn('previous_secret_sealed', 'text')
      .addColumn('previous_secret_expires_at', 'bigint')
      .addColumn('failing_since', 'bigint')
      .addColumn('disabled_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhook_endpoints_mode_idx').ifNotExists().on('webhook_endpoints').columns(['mode', 'created_at']).execute();
    await db.schema
      .createTable('webhook_deliveries')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('endpoint_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until_ms', 'bigint')
      .addColumn('claim_token', 'text')
      .addColumn('delivered_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('webhook_deliveries_due_idx').ifNotExists().on('webhook_deliveries').columns(['next_attempt_at_ms']).execute();
    await db.schema.createIndex('webhook_deliveries_event_idx').ifNotExists().on('webhook_deliveries').columns(['event_id']).execute();
    await db.schema.createIndex('webhook_deliveries_endpoint_idx').ifNotExists().on('webhook_deliveries').columns(['endpoint_id']).execute();
    await db.schema
      .createTable('webhook_attempts')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('endpoint_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('attempted_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('webhook_attempts_event_idx').ifNotExists().on('webhook_attempts').columns(['event_id', 'attempted_at_ms']).execute();
  },
};

/**
 * Time-driven jobs read only what is due (store.ts Schedules): every entity table gets `due_at`
 * and its partial index, and is listed in `due_backfill` so the store, opened with the
 * service's schedules, fills `due_at` of the rows written before (store/due-backfill.ts).
 * The outbox queues' candidates are read from partial indexes of the rows still waiting: the
 * index on webhook_deliveries.next_attempt_at_ms held every delivered row too, and
 * `settlement_cycles` were found among every cycle ever formed.
 */
const dueColumns: Migration = {
  async up(db: AnyDb) {
    const existing = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    await db.schema
      .createTable('due_backfill')
      .ifNotExists()
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .execute();
    for (const kind of ENTITY_KINDS) {
      const columns = existing.get(kind);
      if (!columns) continue; // made later by ensureEntityTables, with the column and its index
      if (!columns.has('due_at')) await db.schema.alterTable(kind).addColumn('due_at', 'bigint').execute();
      await createDueIndex(db, kind);
      await db
        .insertInto('due_backfill')
        .values({ kind })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await db.schema.dropIndex('webhook_deliveries_due_idx').ifExists().execute();
    await db.schema
      .createIndex('webhook_deliveries_waiting_idx')
      .ifNotExists()
      .on('webhook_deliveries')
      .columns(['next_attempt_at_ms'])
      .where(sql<boolean>`delivered_at is null and failed_at is null`)
      .execute();
    await db.schema
      .createIndex('settlement_cycles_unprocessed_idx')
      .ifNotExists()
      .on('settlement_cycles')
      .columns(['mode', 'cycle_at'])
      .where(sql.ref('processed_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('linked_settlement_cycles_unprocessed_idx')
      .ifNotExists()
      .on('linked_settlement_cycles')
      .columns(['mode', 'cycle_at'])
      .where(sql.ref('processed_at'), 'is', null)
      .execute();
  },
};

/**
 * The ledger lines no settlement carries yet (ledger/entries.ts post adds them, settlements/
 * cycle.ts carryLines takes them off, a failed settlement puts its lines back), so a settlement
 * cycle reads what waits instead of every line ever posted. Filled here from the ledger as it
 * stands: the line kinds of today (ledger/accounts.ts LINE_KINDS, LINKED_LINE_KINDS) with a
 * settlement date and no `settlement_items` row.
 */
const unsettledLines: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('unsettled_lines')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('settle_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('unsettled_lines_pk', ['mode', 'entry_id'])
      .execute();
    await db.schema.createIndex('unsettled_lines_due_idx').ifNotExists().on('unsettled_lines').columns(['mode', 'account', 'currency', 'settle_at']).execute();
    const kinds = [
      'payment',
      'refund',
      'refund_reversal',
      'instant_settlement',
      'instant_settlement_reversal',
      'dispute_hold',
      'dispute_release',
      'transfer',
      'transfer_failure',
      'transfer_reversal',
    ];
    const linkedKinds = ['transfer_credit', 'transfer_hold', 'transfer_reversal'];
    await sql`INSERT INTO unsettled_lines (mode, entry_id, account, currency, settle_at)
      SELECT e.mode, e.id, e.account, e.currency, e.settle_at FROM ledger_entries e
       WHERE e.settle_at IS NOT NULL
         AND ((e.account = 'merchant' AND e.kind IN (${sql.join(kinds)})) OR (e.account LIKE 'linked:%' AND e.kind IN (${sql.join(linkedKinds)})))
         AND NOT EXISTS (SELECT 1 FROM settlement_items i WHERE i.mode = e.mode AND i.entry_id = e.id)`.execute(db);
  },
};

/**
 * The items used on an invoice (resources/items/uses.ts), so deleteItem asks one key instead of
 * reading every invoice. Filled from the invoices as they stand: each line item's `item_id`.
 */
const itemUses: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('item_uses')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('item_uses_pk', ['mode', 'item_id'])
      .execute();
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await (postgres
      ? sql`INSERT INTO item_uses (mode, item_id)
          SELECT DISTINCT i.mode, li->>'item_id' FROM invoices i, jsonb_array_elements(COALESCE((i.data::jsonb)->'line_items', '[]'::jsonb)) li
           WHERE li->>'item_id' IS NOT NULL ON CONFLICT DO NOTHING`
      : sql`INSERT INTO item_uses (mode, item_id)
          SELECT DISTINCT i.mode, json_extract(li.value, '$.item_id') FROM invoices i, json_each(i.data, '$.line_items') li
           WHERE json_extract(li.value, '$.item_id') IS NOT NULL ON CONFLICT DO NOTHING`
    ).execute(db);
  },
};

/** The list order's index carries `status` (createListIndex), in place of (mode, created_at, id). */
const listIndexes: Migration = {
  async up(db: AnyDb) {
    const existing = new Set((await db.introspection.getTables()).map((t) => t.name));
    for (const kind of ENTITY_KINDS) {
      if (!existing.has(kind)) continue; // made later by ensureEntityTables, with its index
      await createListIndex(db, kind);
      await db.schema.dropIndex(`${kind}_mode_created_idx`).ifExists().execute();
    }
  },
};

/**
 * Waste trimmed: the index on webhook_outbox's delivery columns, which nothing has read since each
 * delivery became a row of webhook_deliveries (0018), cost an entry per event written (6 MiB per
 * 330,000 events, and its upkeep on every insert).
 */
const outboxDueIndexDropped: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('webhook_outbox_due_idx').ifExists().execute();
  },
};

/**
 * Transfers asked for with an order (spec createOrder rules 4 and 5; resources/transfers/
 * order-transfers.ts): the requests as sent, and the payment that made them (null until the
 * order's payment is captured; set once, by a conditional update).
 */
const orderTransfers: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('order_transfers')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('transfers', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_transfers_pk', ['mode', 'order_id'])
      .execute();
  },
};

/**
 * Waste trimmed: webhook_outbox's own lease columns (attempts, next_attempt_at_ms,
 * claimed_until_ms, claim_token, delivered_at, failed_at, last_error), which nothing has claimed
 * or read since each delivery became a row of webhook_deliveries (0018). Their index went in 0023;
 * it is dropped here too if still there, since SQLite refuses to drop a column an index names
 * (https://www.sqlite.org/lang_altertable.html#altertabdropcol), one column a statement.
 * An event the single URL of before 0018 delivered has no delivery row, so a PAISA_WEBHOOK_URL
 * endpoint first made within 24 hours of it takes it again: webhooks are delivered at least once.
 */
const outboxLeaseColumnsDropped: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('webhook_outbox_due_idx').ifExists().execute();
    for (const column of ['attempts', 'next_attempt_at_ms', 'claimed_until_ms', 'claim_token', 'delivered_at', 'failed_at', 'last_error']) {
      await db.schema.alterTable('webhook_outbox').dropColumn(column).execute();
    }
  },
};

/**
 * Waste trimmed: each lookup index holds only the rows with a value (createLookupIndex), in place
 * of an entry for every row. After bench:growth-style traffic a QR code's payment had an entry in
 * four lookup indexes that no query could read (order, invoice, customer, subscription: about
 * 170 bytes a payment).
 */
const partialLookupIndexes: Migration = {
  async up(db: AnyDb) {
    const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    for (const kind of ENTITY_KINDS) {
      for (const column of lookupsOf(kind)) {
        // a table or column the spec added since is made by ensureEntityTables, with this index
        if (!lookupIndexIsPartial(kind, column) || !tables.get(kind)?.has(column)) continue;
        await createLookupIndex(db, kind, column);
        await db.schema
          .dropIndex(lookupIndexName(kind, column, false))
          .ifExists()
          .execute();
      }
    }
  },
};

/**
 * Waste trimmed: the ledger lines' (mode, account, currency, settle_at) index, which nothing has
 * read since the lines that wait for a settlement are kept in unsettled_lines (0020): a
 * settlement cycle reads those, balances are ledger_accounts, and a line is otherwise found by its
 * transaction (ledger_entries_txn_idx) or its source (ledger_entries_source_idx). It cost an entry
 * per line posted, four a captured payment (about 120 bytes a payment after bench:growth).
 */
const ledgerAccountIndexDropped: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('ledger_entries_account_idx').ifExists().execute();
  },
};

/**
 * The events list (spec listEvents: newest first, `from`/`to`, `event`, `count`/`skip`) is walked
 * in an index that holds all it filters and orders on, so the events `skip` passes over are read
 * from it alone (store/outbox.ts page): with (mode, created_at), each skipped event's row, payload
 * and all, was read to order by id and to match `event` (skip 50,000 of 60,000 events on SQLite: 469 ms,
 * against 3.9 ms so). `event` costs about 18 bytes an event on either engine, and makes a list of one event
 * name index-only too. It replaces (mode, created_at) (0016), which the retention pass read: this
 * one serves that too.
 */
const eventListOrderIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('webhook_outbox_mode_list_idx').ifNotExists().on('webhook_outbox').columns(['mode', 'created_at', 'id', 'event']).execute();
    await db.schema.dropIndex('webhook_outbox_mode_created_idx').ifExists().execute();
  },
};

/**
 * Waste trimmed: the notification worker's index (sent_at, failed_at, next_attempt_at_ms) held an
 * entry for every notification ever sent, two an invoice, while the worker reads only those still
 * waiting (lease-queue.ts claimDue: sent_at IS NULL AND failed_at IS NULL). Partial, on the
 * waiting ones alone, as webhook_deliveries_waiting_idx (0018) is for deliveries.
 */
const notificationsWaitingIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('notifications_waiting_idx')
      .ifNotExists()
      .on('notifications')
      .columns(['next_attempt_at_ms'])
      .where(sql<boolean>`sent_at is null and failed_at is null`)
      .execute();
    await db.schema.dropIndex('notifications_due_idx').ifExists().execute();
  },
};

/**
 * The events of one name (spec listEvents `event`) in their own order: in the list-order index
 * (0028) a name's events are matched among every event of the mode, so a page of a rare name
 * passed over most of the index, on the event loop, at any `skip`. Here they are a range of their
 * own, and a deep page of them starts from anchors as the whole list does (list-anchors.ts).
 */
const eventNameIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('webhook_outbox_mode_event_idx').ifNotExists().on('webhook_outbox').columns(['mode', 'event', 'created_at', 'id']).execute();
  },
};

/**
 * A settlement cycle's lines carried, and a returned settlement's lines put back, a step at a
 * time (settlements/forming.ts, settlements/returns.ts): each used to be one transaction over
 * every line, holding the writer for seconds at a few hundred thousand lines.
 * `settlement_forming`: one row per mode, ledger account and currency while a cycle carries its
 * lines, with the settlement's id, its cycle, the sum carried so far and where the next step
 * reads from. `settlement_returns`: a returned settlement whose lines are not all back yet.
 */
const settlementSteps: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('settlement_forming')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('settlement_id', 'text', (c) => c.notNull())
      .addColumn('cycle_at', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('carried_from', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('settlement_forming_pk', ['mode', 'account', 'currency'])
      .execute();
    await db.schema
      .createTable('settlement_returns')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('settlement_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('settlement_returns_pk', ['mode', 'settlement_id'])
      .execute();
  },
};

/**
 * The dashboard (service/dashboard/): its sign-in sessions, stored by the hash of their token
 * (a session token is a secret), swept by `expires_at_ms`; the request log, one row per answered
 * request of a mode, listed newest first and pruned oldest first from (mode, created_at_ms, id),
 * found by request id through its primary key and by the ids of the objects it concerned through
 * request_log_objects (mode, object_id, created_at_ms, request_id); and each event's entity (the object whose
 * change emitted it), so an object's events are read from an index, never found in payloads; an
endpoint's deliveries in time order.
 */
const dashboard: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('dashboard_sessions')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dashboard_sessions_expires_idx').ifNotExists().on('dashboard_sessions').column('expires_at_ms').execute();
    // SQLite: the tables are their keys' b-trees (https://www.sqlite.org/withoutrowid.html), one write
    // fewer for every row of a log written beside each request
    const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
    let log = db.schema
      .createTable('request_log')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('operation_id', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('request_body', 'text')
      .addColumn('response_body', 'text');
    if (sqlite) log = log.modifyEnd(sql`without rowid`);
    await log.execute();
    await db.schema.createIndex('request_log_mode_list_idx').ifNotExists().on('request_log').columns(['mode', 'created_at_ms', 'id']).execute();
    // keyed in time order, so retention deletes a range of the key; found by object through the index below
    let objects = db.schema
      .createTable('request_log_objects')
      .ifNotExists()
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('object_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('request_log_objects_pk', ['mode', 'created_at_ms', 'request_id', 'object_id']);
    if (sqlite) objects = objects.modifyEnd(sql`without rowid`);
    await objects.execute();
    await db.schema
      .createIndex('request_log_objects_object_idx')
      .ifNotExists()
      .on('request_log_objects')
      .columns(['mode', 'object_id', 'created_at_ms', 'request_id'])
      .execute();
    // an endpoint's deliveries newest first (the dashboard's endpoint page); it serves what (endpoint_id) served
    await db.schema
      .createIndex('webhook_deliveries_endpoint_created_idx')
      .ifNotExists()
      .on('webhook_deliveries')
      .columns(['endpoint_id', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('webhook_deliveries_endpoint_idx').ifExists().execute();
    await db.schema.alterTable('webhook_outbox').addColumn('entity_id', 'text').execute();
    await db.schema
      .createIndex('webhook_outbox_entity_idx')
      .ifNotExists()
      .on('webhook_outbox')
      .columns(['mode', 'entity_id', 'created_at'])
      .where(sql.ref('entity_id'), 'is not', null)
      .execute();
  },
};

/**
 * The ledger lines a payment caused, in the order they were posted: its capture's credit, fee and
 * tax, its refunds and their reversals, its disputes' holds and returns, its transfers (each
 * posting with `payment_id` set, service/ledger/entries.ts Posting). Read by a payment's page in
 * the dashboard (service/ledger/lines.ts paymentLines), a bounded page of this index; no other
 * index names a refund's or a dispute's lines by their payment. Partial: a settlement's and a
 * top-up's lines have no payment.
 */
const ledgerPaymentIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('ledger_entries_payment_idx')
      .ifNotExists()
      .on('ledger_entries')
      .columns(['mode', 'payment_id', 'created_at', 'id'])
      .where(sql.ref('payment_id'), 'is not', null)
      .execute();
  },
};

/**
 * API keys managed through the API (spec tag `api_keys`): a label, where the key came from
 * (`api`, `environment`, `generated`), when it stops working (a revocation, or a roll's end:
 * spec rollApiKey, revokeApiKey) and the key that replaced it. The indexes serve the mode's list
 * newest first, the count of its working keys, and the sweep of keys stopped 30 days ago.
 */
const apiKeyLifecycle: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('api_keys').addColumn('name', 'text').execute();
    await db.schema
      .alterTable('api_keys')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('api'))
      .execute();
    await db.schema.alterTable('api_keys').addColumn('expires_at', 'bigint').execute();
    await db.schema.alterTable('api_keys').addColumn('replaced_by', 'text').execute();
    await db.schema.createIndex('api_keys_mode_created_idx').ifNotExists().on('api_keys').columns(['mode', 'created_at', 'key_id']).execute();
    await db.schema.createIndex('api_keys_mode_expires_idx').ifNotExists().on('api_keys').columns(['mode', 'expires_at']).execute();
    await db.schema.createIndex('api_keys_expires_idx').ifNotExists().on('api_keys').column('expires_at').execute();
  },
};

/**
 * The OAuth clients connected to each mode (spec listOAuthClients, deleteOAuthClient), and the
 * indexes that find a client's tokens and codes of a mode when it is disconnected.
 */
const oauthConnections: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('oauth_connections')
      .ifNotExists()
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('connected_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('oauth_connections_pk', ['mode', 'client_id'])
      .execute();
    await db.schema
      .createIndex('oauth_connections_mode_connected_idx')
      .ifNotExists()
      .on('oauth_connections')
      .columns(['mode', 'connected_at', 'client_id'])
      .execute();
    // clients approved before: every approval left a code
    await sql`INSERT INTO oauth_connections (mode, client_id, source, connected_at) SELECT mode, client_id, 'consent', min(created_at) FROM oauth_codes GROUP BY mode, client_id`.execute(
      db,
    );
    await db.schema.createIndex('oauth_tokens_client_idx').ifNotExists().on('oauth_tokens').columns(['client_id', 'mode', 'revoked_at']).execute();
    await db.schema.createIndex('oauth_codes_client_idx').ifNotExists().on('oauth_codes').columns(['client_id', 'mode', 'used_at']).execute();
  },
};

/**
 * What each webhook attempt sent and the start of what came back (spec WebhookAttempt
 * request_headers, response_body): the headers as a JSON object, the answer's first 1,024 bytes.
 * Older attempts keep nulls (shown as no headers, no answer).
 */
const webhookAttemptDetail: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('webhook_attempts').addColumn('request_headers', 'text').execute();
    await db.schema.alterTable('webhook_attempts').addColumn('response_body', 'text').execute();
  },
};

/** Append new migrations here; never edit one that has shipped. Names sort in run order. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_merchant_accounts': merchantAccounts,
  '0003_notification_delivery': notificationDelivery,
  '0004_api_key_epoch': apiKeyEpoch,
  '0005_ordered_lookup_indexes': orderedLookupIndexes,
  '0006_test_clock': testClock,
  '0007_sealed_key_secrets': sealedKeySecrets,
  '0008_payment_link_reminders': paymentLinkReminders,
  '0009_subscription_billing': subscriptionBilling,
  '0010_ledger': ledger,
  '0011_document_contents': documentContents,
  '0012_unique_linked_account_email': uniqueLinkedAccountEmail,
  '0013_linked_settlement_cycles': linkedSettlementCycles,
  '0014_oauth_server': oauthServer,
  '0015_idempotent_requests': idempotentRequests,
  '0016_event_list_index': eventListIndex,
  '0017_failure_buckets': failureBuckets,
  '0018_webhook_endpoints': webhookEndpoints,
  '0019_due_columns': dueColumns,
  '0020_unsettled_lines': unsettledLines,
  '0021_item_uses': itemUses,
  '0022_list_indexes': listIndexes,
  '0023_outbox_due_index_dropped': outboxDueIndexDropped,
  '0024_order_transfers': orderTransfers,
  '0025_outbox_lease_columns_dropped': outboxLeaseColumnsDropped,
  '0026_partial_lookup_indexes': partialLookupIndexes,
  '0027_ledger_account_index_dropped': ledgerAccountIndexDropped,
  '0028_event_list_order_index': eventListOrderIndex,
  '0029_notifications_waiting_index': notificationsWaitingIndex,
  '0030_event_name_index': eventNameIndex,
  '0031_settlement_steps': settlementSteps,
  '0032_dashboard': dashboard,
  '0033_ledger_payment_index': ledgerPaymentIndex,
  '0034_api_key_lifecycle': apiKeyLifecycle,
  '0035_oauth_connections': oauthConnections,
  '0036_webhook_attempt_detail': webhookAttemptDetail,
};

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

/**
 * Brings the schema up to date; throws with the failing migration's error.
 * `schema` (PostgreSQL): where the migration bookkeeping lives. It must be given: Kysely looks
 * for its bookkeeping table in every schema of the database, so without it a second
 * application (or a parallel test run) in another schema would make it skip creating its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at one point in time, not today's Database type
export async function migrate(db: Kysely<any>, schema?: string): Promise<MigrationResultSet> {
  const result = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  await ensureEntityTables(db);
  return result;
}

/**
 * The spec's resource kinds as tables, after the migrations: a kind the spec added since the
 * database was made gets its table, a lookup field it added gets its column, and both get their
 * indexes (spec `x-resource`). Idempotent, so several processes starting together are fine;
 * nothing is ever dropped.
 */
// biome-ignore lint/suspicious/noExplicitAny: the tables are compared with what the database reports, not today's Database type
async function ensureEntityTables(db: Kysely<any>): Promise<void> {
  const existing = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  for (const kind of ENTITY_KINDS) {
    const columns = existing.get(kind);
    if (!columns) {
      await createEntityTable(db, kind);
      continue;
    }
    const missing = lookupsOf(kind).filter((column) => !columns.has(column));
    for (const column of missing) {
      try {
        await db.schema.alterTable(kind).addColumn(column, 'text').execute();
      } catch (error) {
        // another process starting at the same moment added it first
        const now = (await db.introspection.getTables()).find((t) => t.name === kind);
        if (!now?.columns.some((c) => c.name === column)) throw error;
      }
    }
    if (missing.length) await createEntityIndexes(db, kind);
  }
}
