/**
 * API key pairs. Only a hash of the secret is stored (service/security/secret-hash.ts); the
 * comparison happens in service/keys.ts in constant time. Every change bumps the key epoch
 * (`api_key_epoch`), which processes that cache verified keys compare to drop a stale cache at
 * once (service/key-cache.ts).
 */
import type { Clock } from '../clock.js';
import type { ApiKeyTable, Mode } from './schema.js';
import type { Sql } from './sql.js';

export type ApiKeyRow = ApiKeyTable;

/** What an API-made key is inserted with; it works until something stops it. */
export type NewApiKey = Pick<ApiKeyRow, 'key_id' | 'mode' | 'secret_hash' | 'secret_sealed' | 'name' | 'source'>;

export interface ApiKeyRepository {
  get(keyId: string): Promise<ApiKeyRow | undefined>;
  /** The key of `mode`, locked to this transaction (PostgreSQL FOR UPDATE; SQLite's writes are serial). */
  getForUpdate(mode: Mode, keyId: string): Promise<ApiKeyRow | undefined>;
  /** Inserts the key or replaces its secret (hash and sealed copy) and makes it work again: keys given in the environment, the first start's. */
  upsert(keyId: string, mode: Mode, secretHash: string, secretSealed: string, source?: ApiKeyRow['source']): Promise<void>;
  insert(row: NewApiKey): Promise<void>;
  /** Keys marked `environment` that the configuration no longer names become ordinary keys. */
  releaseConfigured(configured: readonly string[]): Promise<void>;
  count(): Promise<number>;
  /** The keys of `mode` that work at `now` (unstopped, or stopping later). */
  countWorking(mode: Mode, now: number): Promise<number>;
  /** Newest first. */
  page(mode: Mode, count: number, skip: number): Promise<ApiKeyRow[]>;
  /** Stops a key that works at `now`, from `now`; false when it did not work (already stopped, by this or another request). */
  revoke(keyId: string, now: number): Promise<boolean>;
  /** Marks an unstopped, never rolled key replaced by `replacedBy`, working until `until`; false when it was rolled or stopped before. */
  roll(keyId: string, replacedBy: string, until: number): Promise<boolean>;
  /** Deletes up to `limit` keys stopped at `cutoff` or before; how many. */
  sweepStopped(cutoff: number, limit: number): Promise<number>;
  delete(keyId: string): Promise<boolean>;
  /** Changes with every upsert, insert, stop and delete, in every process sharing the database. */
  epoch(): Promise<number>;
}

const COLUMNS = 'key_id, mode, secret_hash, secret_sealed, created_at, name, source, expires_at, replaced_by';

/** Integers as numbers whatever the driver hands back (pg returns bigint columns as strings). */
function normalise(row: ApiKeyRow | undefined): ApiKeyRow | undefined {
  return row && { ...row, created_at: Number(row.created_at), expires_at: row.expires_at === null ? null : Number(row.expires_at) };
}

export class ApiKeyRepo implements ApiKeyRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly effects: { keysChanged: boolean } = { keysChanged: false },
  ) {}

  async get(keyId: string): Promise<ApiKeyRow | undefined> {
    return normalise(await this.sql.get<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_id = ?`, [keyId]));
  }

  async getForUpdate(mode: Mode, keyId: string): Promise<ApiKeyRow | undefined> {
    const lock = this.sql.engine === 'postgres' ? ' FOR UPDATE' : '';
    return normalise(await this.sql.get<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_id = ? AND mode = ?${lock}`, [keyId, mode]));
  }

  async upsert(keyId: string, mode: Mode, secretHash: string, secretSealed: string, source: ApiKeyRow['source'] = 'environment'): Promise<void> {
    await this.sql.run(
      'INSERT INTO api_keys (key_id, mode, secret_hash, secret_sealed, created_at, source) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key_id) DO UPDATE SET mode = excluded.mode, secret_hash = excluded.secret_hash, secret_sealed = excluded.secret_sealed, source = excluded.source, expires_at = NULL, replaced_by = NULL',
      [keyId, mode, secretHash, secretSealed, this.clock.now(), source],
    );
    await this.bump();
  }

  async insert(row: NewApiKey): Promise<void> {
    await this.sql.run(`INSERT INTO api_keys (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL)`, [
      row.key_id,
      row.mode,
      row.secret_hash,
      row.secret_sealed,
      this.clock.now(),
      row.name,
      row.source,
    ]);
    await this.bump();
  }

  async releaseConfigured(configured: readonly string[]): Promise<void> {
    // at start only; a handful of keys are marked `environment`
    const keep = configured.length ? ` AND key_id NOT IN (${configured.map(() => '?').join(', ')})` : '';
    await this.sql.run(`UPDATE api_keys SET source = 'api' WHERE source = 'environment'${keep}`, [...configured]);
  }

  async count(): Promise<number> {
    const row = await this.sql.get<{ n: number | bigint }>('SELECT count(*) AS n FROM api_keys');
    return Number(row?.n ?? 0);
  }

  async countWorking(mode: Mode, now: number): Promise<number> {
    // two ranges of api_keys_mode_expires_idx: a mode holds at most a few hundred working keys
    const unstopped = await this.sql.get<{ n: number | bigint }>('SELECT count(*) AS n FROM api_keys WHERE mode = ? AND expires_at IS NULL', [mode]);
    const stopping = await this.sql.get<{ n: number | bigint }>('SELECT count(*) AS n FROM api_keys WHERE mode = ? AND expires_at > ?', [mode, now]);
    return Number(unstopped?.n ?? 0) + Number(stopping?.n ?? 0);
  }

  async page(mode: Mode, count: number, skip: number): Promise<ApiKeyRow[]> {
    const rows = await this.sql.all<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE mode = ? ORDER BY created_at DESC, key_id DESC LIMIT ? OFFSET ?`, [
      mode,
      count,
      skip,
    ]);
    return rows.map((row) => normalise(row) as ApiKeyRow);
  }

  async revoke(keyId: string, now: number): Promise<boolean> {
    const done =
      (await this.sql.run('UPDATE api_keys SET expires_at = ? WHERE key_id = ? AND (expires_at IS NULL OR expires_at > ?)', [now, keyId, now])) === 1;
    if (done) await this.bump();
    return done;
  }

  async roll(keyId: string, replacedBy: string, until: number): Promise<boolean> {
    const done =
      (await this.sql.run('UPDATE api_keys SET expires_at = ?, replaced_by = ? WHERE key_id = ? AND expires_at IS NULL AND replaced_by IS NULL', [
        until,
        replacedBy,
        keyId,
      ])) === 1;
    if (done) await this.bump();
    return done;
  }

  sweepStopped(cutoff: number, limit: number): Promise<number> {
    // stopped keys no longer authenticate, so nothing cached can hold them: no epoch move
    return this.sql.run('DELETE FROM api_keys WHERE key_id IN (SELECT key_id FROM api_keys WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)', [
      cutoff,
      limit,
    ]);
  }

  async delete(keyId: string): Promise<boolean> {
    const deleted = (await this.sql.run('DELETE FROM api_keys WHERE key_id = ?', [keyId])) === 1;
    if (deleted) await this.bump();
    return deleted;
  }

  async epoch(): Promise<number> {
    const row = await this.sql.get<{ epoch: number | bigint }>('SELECT epoch FROM api_key_epoch WHERE id = 1');
    return Number(row?.epoch ?? 0);
  }

  private bump(): Promise<void> {
    return moveEpoch(this.sql, this.effects);
  }
}

/**
 * Moves the epoch that processes compare to drop what they cache from the database: verified
 * keys (service/key-cache.ts) and test mode's clock offset (store/test-clock.ts).
 */
export async function moveEpoch(sql: Sql, effects: { keysChanged: boolean }): Promise<void> {
  await sql.run('UPDATE api_key_epoch SET epoch = epoch + 1 WHERE id = 1');
  // SQLite: this process's key watch moves at commit (store/sqlite.ts)
  effects.keysChanged = true;
  // PostgreSQL delivers the notification at commit to every listening process (store/postgres.ts)
  if (sql.engine === 'postgres') await sql.get("SELECT pg_notify('paisa_api_keys', '')");
}
