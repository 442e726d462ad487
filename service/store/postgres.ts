/**
 * The scale-out engine: PostgreSQL through pg, so several stateless gateway processes can
 * share one database. Write transactions are READ COMMITTED on one pooled connection; races are
 * settled by row locks (SELECT ... FOR UPDATE) and conditional UPDATEs, whose WHERE clause
 * PostgreSQL re-checks against the committed row after waiting for a concurrent writer.
 * Statements are named prepared statements (prepared once per connection). Read-only
 * transactions run their statements without BEGIN/COMMIT, on a pool whose connections make every
 * statement a read-only transaction: under READ COMMITTED every statement takes its own
 * snapshot either way, and it saves two round trips.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Clock } from '../clock.js';
import { backfillDue } from './due-backfill.js';
import { FAILURES_CHANNEL } from './failure-buckets.js';
import { migrate } from './migrations.js';
import { CurrentSchemaIntrospector } from './pg-introspector.js';
import { connectionPool } from './pg-pool.js';
import { pauseBeforeRetry, RETRY_BUDGET_MS } from './retry-budget.js';
import type { Database } from './schema.js';
import { numberPlaceholders, type Sql, type SqlValue } from './sql.js';
import { type FailureFeed, type Schedules, type Store, StoreUnavailableError, type Tx } from './store.js';
import { createTx } from './transaction.js';

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database */
  url: string;
  clock: Clock;
  /** run in this schema (created when missing) instead of the URL's default search_path; tests use one per run */
  schema?: string;
  /** pool size (default 10) */
  maxConnections?: number;
  /** how long a statement's answer may take before its connection is given up (default QUERY_TIMEOUT_MS) */
  queryTimeoutMs?: number;
  /** how long whether a COMMIT whose answer was lost went through is asked (default retry-budget.ts RETRY_BUDGET_MS) */
  retryBudgetMs?: number;
  /** how long to wait for the database to accept connections at start (default 0: fail at once) */
  waitSeconds?: number;
  /** told of each failed attempt while waiting (never the URL's password) */
  onWaiting?: (message: string) => void;
  /** the service's schedules (store.ts Schedules); none: every `due_at` stays null */
  schedules?: Schedules;
}

const INT8_OID = 20;
const BEGIN_WITH_XID = 'BEGIN; SELECT txid_current()::text AS xid';
/** New connections a transaction tries after losing one it could safely run again on (see transaction). */
const RECONNECT_ATTEMPTS = 2;
/**
 * A network that goes silent (a partition, a host gone without a reset) answers nothing and
 * closes nothing: without a bound, a request waits as long as the silence lasts, and so does
 * every request behind it in the pool. Every statement here is an index-bounded page or a
 * single-row write (milliseconds), so 5 s without an answer means the database is out of reach
 * (or stuck behind a lock far longer than any request should wait): the connection is given up
 * and the request answered 503 (pg's client-side `query_timeout`, which also covers a silent
 * network, where a server-side statement_timeout could not). A new connection, or a pooled one
 * when all are busy, is waited for 3 s at most (pg-pool's `connectionTimeoutMillis`).
 */
const QUERY_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 3_000;

// bigint (int8) columns arrive from pg as strings by default; every bigint here is a Unix time
// or a count well inside Number's safe range, so parse them to numbers for this pool only.
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`bigint ${value} is outside the safe integer range`);
  return n;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** PostgresDialect whose introspection stays inside the current schema (see pg-introspector.ts). */
class SchemaScopedPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  override createIntrospector(db: Kysely<any>) {
    return new CurrentSchemaIntrospector(db);
  }
}

/** The channel store/api-keys.ts notifies on every key change. */
export const KEY_CHANGES_CHANNEL = 'paisa_api_keys';

/**
 * A connection that LISTENs for key changes: `epoch` moves on every notification, and is NaN
 * while the connection is down (it reconnects after a second, and moves `epoch` once it
 * listens again, since a change may have passed unheard).
 *
 * A listening connection only receives, so a connection the network dropped without a reset (a
 * failover to another host, a partition) would look alive for hours, until TCP keepalive gives
 * up, while notifications go unheard and the key cache trusts a key deleted elsewhere. It is
 * asked `SELECT 1` every `heartbeatMs`, and one that does not answer within that time is
 * counted down and replaced.
 */
async function listenForKeyChanges(
  settings: pg.ClientConfig,
  heartbeatMs: number,
  isClosed: () => boolean,
  onFailure: (key: string) => void,
): Promise<{ readonly epoch: number; stop(): Promise<void> }> {
  let epoch = Number.NaN;
  let generation = 0;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const down = (): void => {
    epoch = Number.NaN;
    client = undefined;
    clearInterval(heartbeat);
    if (!isClosed()) retry = setTimeout(() => void connect(), 1000).unref();
  };
  /** Stops hearing `c`: from here on it is down, whatever it does later. */
  const abandon = (c: pg.Client): void => {
    if (client !== c) return;
    c.off('end', down);
    c.end().catch(() => undefined);
    down();
  };
  async function connect(): Promise<void> {
    const c = new pg.Client(settings);
    c.on('error', () => undefined);
    c.on('end', down);
    c.on('notification', (message) => {
      if (message.channel === FAILURES_CHANNEL) onFailure(message.payload ?? '');
      else epoch = ++generation;
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${KEY_CHANGES_CHANNEL}`);
      await c.query(`LISTEN ${FAILURES_CHANNEL}`);
      client = c;
      epoch = ++generation;
      // query_timeout per query: pg reads it from the query's config (lib/client.js), @types/pg does not declare it
      const beat = { text: 'SELECT 1', query_timeout: heartbeatMs } as pg.QueryConfig;
      heartbeat = setInterval(() => {
        if (client === c) c.query(beat).catch(() => abandon(c));
      }, heartbeatMs).unref();
    } catch {
      await c.end().catch(() => undefined);
    }
  }
  await connect();
  return {
    get epoch() {
      return epoch;
    },
    async stop() {
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      if (c) {
        c.off('end', down);
        await c.end().catch(() => undefined);
      }
    },
  };
}

/** A COMMIT sent and never answered, its connection lost: whether it committed is asked afterwards (committedAfterAll). */
class LostCommit extends Error {
  constructor(
    readonly xid: string,
    readonly result: unknown,
    cause: unknown,
  ) {
    super(`the answer to COMMIT of transaction ${xid} was lost`, { cause });
  }
}

/**
 * Whether a failure is the connection's, not the statement's: SQLSTATE class 08 (connection
 * exception) and 57P01-57P03 (the server shutting down or ending the backend, as
 * pg_terminate_backend does), https://www.postgresql.org/docs/current/errcodes-appendix.html;
 * or pg's own errors for a socket that closed or never opened.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')) return true;
  if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
  return /^Connection terminated|connection error and is not queryable|Client was closed and is not queryable/.test(error.message) || isTimeout(error);
}

/** A statement that got no answer in time, or a connection not had in time (QUERY_TIMEOUT_MS): pg's and pg-pool's messages. */
function isTimeout(error: Error): boolean {
  return /^Query read timeout$|^timeout exceeded when trying to connect$|^Connection terminated due to connection timeout/.test(error.message);
}

/** Keys announced on FAILURES_CHANNEL, with when; bounded (the oldest half goes when full). */
const MAX_FAILED_KEYS = 100_000;

function failureFeed(feedDown: () => boolean): FailureFeed {
  const seen = new Map<string, number>();
  return {
    maybeFailed(key, withinMs) {
      if (feedDown()) return true;
      const at = seen.get(key);
      return at !== undefined && Date.now() - at < withinMs;
    },
    noteOwn(key) {
      if (seen.size >= MAX_FAILED_KEYS) for (const old of [...seen.keys()].slice(0, MAX_FAILED_KEYS / 2)) seen.delete(old);
      seen.delete(key);
      seen.set(key, Date.now());
    },
  };
}

export function isSafeSchemaName(schema: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(schema);
}

/** One name per statement text, the same on every connection (pg prepares a name once per connection). */
const statementNames = new Map<string, { name: string; text: string }>();
function prepared(text: string): { name: string; text: string } {
  let statement = statementNames.get(text);
  if (!statement) {
    statement = { name: `paisa_${statementNames.size}`, text: numberPlaceholders(text) };
    statementNames.set(text, statement);
  }
  return statement;
}

function clientSql(client: pg.PoolClient): Sql {
  const query = <R>(text: string, params: readonly SqlValue[] = []) => {
    const { name, text: numbered } = prepared(text);
    return client.query<R & pg.QueryResultRow>({ name, text: numbered, values: params as SqlValue[] });
  };
  return {
    engine: 'postgres',
    async all<R>(text: string, params?: readonly SqlValue[]) {
      return (await query<R>(text, params)).rows as R[];
    },
    async column<R>(text: string, params?: readonly SqlValue[]) {
      const { rows, fields } = await query<Record<string, unknown>>(text, params);
      const name = fields[0]?.name;
      return name === undefined ? [] : rows.map((row) => row[name] as R);
    },
    async get<R>(text: string, params?: readonly SqlValue[]) {
      return (await query<R>(text, params)).rows[0] as R | undefined;
    },
    async run(text: string, params?: readonly SqlValue[]) {
      return (await query(text, params)).rowCount ?? 0;
    },
  };
}

/** Where the database is, for messages: host, port and database, never the credentials. */
function whereIs(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || 5432}${pathname}`;
  } catch {
    return 'the configured URL';
  }
}

/**
 * Waits, with capped exponential backoff (0.5 s doubling to 5 s), until the database takes a
 * connection or `waitSeconds` pass; a database still starting (57P03) or not listening yet
 * (ECONNREFUSED) is the usual reason at a container's start. Any other failure (a wrong
 * password, a missing database) is reported at once: waiting would not mend it.
 */
async function waitForDatabase(options: PostgresStoreOptions): Promise<void> {
  const started = Date.now();
  const deadline = started + (options.waitSeconds ?? 0) * 1000;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const reason = error instanceof Error ? error.message || String((error as { code?: unknown }).code) : String(error);
      const delay = Math.min(5000, 500 * 2 ** attempt, deadline - Date.now());
      if (!isConnectionLost(error) || delay <= 0) {
        throw new Error(
          `PostgreSQL at ${whereIs(options.url)} is not reachable: ${reason}${attempt ? ` (after ${attempt + 1} attempts in ${Math.round((Date.now() - started) / 1000)} s)` : ''}`,
        );
      }
      options.onWaiting?.(`PostgreSQL at ${whereIs(options.url)} is not reachable (${reason}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const schedulesGiven = options.schedules;
  if (options.schema !== undefined && !isSafeSchemaName(options.schema)) throw new Error(`invalid schema name ${JSON.stringify(options.schema)}`);
  await waitForDatabase(options);
  const unbounded = {
    connectionString: options.url,
    types,
    // TCP keepalive: an idle pooled or listening connection to a host that went away is noticed and replaced
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // every connection but the migrations' (an index built on a large table takes minutes)
  const settings = {
    ...unbounded,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, options.queryTimeoutMs ?? CONNECT_TIMEOUT_MS),
  };
  if (options.schema) {
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${options.schema}"`);
    } finally {
      await client.end();
    }
  }

  // migrations on a pool of their own: Kysely ends the pool it is given
  const migrations = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool: new pg.Pool({ ...unbounded, max: 1 }) }) });
  try {
    // the schema unqualified names resolve to: the one given, or the URL's search_path default
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(migrations);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL: no current schema (is search_path empty?)');
    await migrate(migrations, schema);
  } finally {
    await migrations.destroy();
  }

  const pool = connectionPool({ ...settings, max: options.maxConnections ?? 10 });
  // read-only transactions run without BEGIN on connections where every statement is a read-only
  // transaction of its own, so a write attempted in one is refused by the database
  const readOnlyOption = '-c default_transaction_read_only=on';
  const readPool = connectionPool({
    ...settings,
    options: settings.options ? `${settings.options} ${readOnlyOption}` : readOnlyOption,
    max: options.maxConnections ?? 10,
  });
  let closed = false;
  const failures = failureFeed(() => Number.isNaN(keyChanges?.epoch ?? Number.NaN));
  const keyChanges = await listenForKeyChanges(settings, settings.query_timeout, () => closed, failures.noteOwn);

  /**
   * Whether a transaction whose COMMIT lost its connection committed anyway: txid_status, made
   * for this (https://www.postgresql.org/docs/current/functions-info.html, "to determine whether
   * a transaction committed after the application and database server become disconnected").
   * Not knowing is not "no": "in progress" (the old backend has the COMMIT but has not finished
   * it, or has not yet seen its client go) is asked again, and when the database stays out of
   * reach the error says the outcome is unknown (`outcomeUnknown`: the runtime then answers 503,
   * like any lost connection, and keeps the request's Idempotency-Key claimed).
   */
  async function committedAfterAll(xid: string, lost: unknown): Promise<boolean> {
    let last = lost;
    // the answer decides whether the client is told "done" or "failed", and a wrong "failed" lets
    // its retry do the work twice: worth the wait (retry-budget.ts)
    const deadline = Date.now() + (options.retryBudgetMs ?? RETRY_BUDGET_MS);
    for (let attempt = 0; Date.now() < deadline && !closed; attempt++) {
      if (attempt > 0) await pauseBeforeRetry(attempt);
      const left = deadline - Date.now();
      if (left <= 0) break;
      try {
        // query_timeout per query: pg reads it from the query's config (lib/client.js), @types/pg does not declare it
        const query = {
          text: 'SELECT txid_status($1::bigint) AS status',
          values: [xid],
          query_timeout: Math.min(left, options.queryTimeoutMs ?? QUERY_TIMEOUT_MS),
        };
        const { rows } = await pool.query<{ status: string | null }>(query as pg.QueryConfig);
        const status = rows[0]?.status;
        if (status === 'committed' || status === 'aborted') return status === 'committed';
        last = new Error(`transaction ${xid} is ${status ?? 'of unknown status'}`);
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        last = error;
      }
    }
    throw new StoreUnavailableError(last, `store: the database cannot be reached; whether transaction ${xid} committed is unknown`, true);
  }

  async function withClient<R>(from: pg.Pool, fn: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await from.connect();
    // a connection lost while checked out (pg_terminate_backend, a network cut) is an 'error'
    // event on the client: without a listener it would end the process
    let broken: Error | undefined;
    const onError = (error: Error): void => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (error) {
      // a statement that timed out leaves its connection waiting for an answer: it is closed, not pooled
      if (error instanceof LostCommit) broken ??= error.cause as Error;
      else if (isConnectionLost(error)) broken ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  const store: Store = {
    engine: 'postgres',
    keys: { epoch: () => keyChanges.epoch },
    failures,
    async transaction<R>(fn: (tx: Tx) => Promise<R>, opts: { readOnly?: boolean } = {}): Promise<R> {
      if (closed) throw new Error('store: closed');
      const readOnly = opts.readOnly === true;
      // A lost connection fails this transaction only; the pool opens a new one for the next.
      // Tried again on a new connection when that cannot repeat a write: the connection was lost
      // before BEGIN (a pooled connection ended while idle), or the transaction is read-only.
      for (let attempt = 0; ; attempt++) {
        let begun = false;
        // a pause lets the pool drop the connections that died with the last one
        if (attempt > 0) await pauseBeforeRetry(attempt);
        try {
          return await withClient(readOnly ? readPool : pool, async (client) => {
            let open = true;
            const tx = createTx(clientSql(client), options.clock, readOnly, () => open, undefined, options.schedules);
            if (readOnly) {
              try {
                return await fn(tx);
              } finally {
                open = false;
              }
            }
            // the transaction's id, in the same round trip as BEGIN, tells a COMMIT whose answer was
            // lost with its connection from one that never arrived (see committedAfterAll)
            const begin = (await client.query(BEGIN_WITH_XID)) as unknown as pg.QueryResult<{ xid: string }>[];
            const xid = begin[1]?.rows[0]?.xid;
            begun = true;
            try {
              const result = await fn(tx);
              await tx.finish();
              try {
                await client.query('COMMIT');
              } catch (error) {
                // asked about once this connection is back with the pool (closed): held while asking,
                // every connection of a pool whose COMMITs were all cut would wait on the others
                if (isConnectionLost(error) && xid !== undefined) throw new LostCommit(xid, result, error);
                throw error;
              }
              return result;
            } catch (error) {
              // the original error matters more than a failed rollback; on a lost connection the
              // database rolls back as it closes, and a ROLLBACK would only wait for its own timeout
              if (!(error instanceof LostCommit) && !isConnectionLost(error)) await client.query('ROLLBACK').catch(() => undefined);
              throw error;
            } finally {
              open = false;
            }
          });
        } catch (error) {
          if (error instanceof LostCommit) {
            if (await committedAfterAll(error.xid, error.cause)) return error.result as R;
            throw new StoreUnavailableError(error.cause);
          }
          if (error instanceof StoreUnavailableError || !isConnectionLost(error)) throw error;
          // a timeout is not tried again: the next connection would most likely wait as long
          if ((readOnly || !begun) && attempt < RECONNECT_ATTEMPTS && !closed && !isTimeout(error as Error)) continue;
          throw new StoreUnavailableError(error);
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await keyChanges.stop();
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
  if (schedulesGiven) await backfillDue(store, schedulesGiven);
  return store;
}
