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

export interface ApiKeyRepository {
  get(keyId: string): Promise<ApiKeyRow | undefined>;
  /** Inserts the key or replaces its secret (hash and sealed copy; used for keys given in the environment). */
  upsert(keyId: string, mode: Mode, secretHash: string, secretSealed: string): Promise<void>;
  count(): Promise<number>;
  delete(keyId: string): Promise<boolean>;
  /** Changes with every upsert and delete, in every process sharing the database. */
  epoch(): Promise<number>;
}

export class ApiKeyRepo implements ApiKeyRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly effects: { keysChanged: boolean } = { keysChanged: false },
  ) {}

  get(keyId: string): Promise<ApiKeyRow | undefined> {
    return this.sql.get<ApiKeyRow>('SELECT key_id, mode, secret_hash, secret_sealed, created_at FROM api_keys WHERE key_id = ?', [keyId]);
  }

  async upsert(keyId: string, mode: Mode, secretHash: string, secretSealed: string): Promise<void> {
    await this.sql.run(
      'INSERT INTO api_keys (key_id, mode, secret_hash, secret_sealed, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (key_id) DO UPDATE SET mode = excluded.mode, secret_hash = excluded.secret_hash, secret_sealed = excluded.secret_sealed',
      [keyId, mode, secretHash, secretSealed, this.clock.now()],
    );
    await this.bump();
  }

  async count(): Promise<number> {
    const row = await this.sql.get<{ n: number | bigint }>('SELECT count(*) AS n FROM api_keys');
    return Number(row?.n ?? 0);
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
