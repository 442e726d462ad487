/**
 * Idempotency keys (spec refundPayment, rule 3: `X-Refund-Idempotency`; the retry must send the
 * same body). The first request to commit a key wins; the primary key (mode, key) settles a race.
 */
import type { Clock } from '../clock.js';
import type { IdempotencyKeyTable, Mode } from './schema.js';
import type { Sql } from './sql.js';

export type IdempotencyRow = IdempotencyKeyTable;

export interface IdempotencyRepository {
  get(mode: Mode, key: string): Promise<IdempotencyRow | undefined>;
  /** false when the key is already recorded (then `get` it and compare request_hash) */
  put(mode: Mode, key: string, requestHash: string, response: unknown): Promise<boolean>;
}

export class IdempotencyRepo implements IdempotencyRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  get(mode: Mode, key: string): Promise<IdempotencyRow | undefined> {
    return this.sql.get<IdempotencyRow>('SELECT key, mode, request_hash, response, created_at FROM idempotency_keys WHERE mode = ? AND key = ?', [mode, key]);
  }

  async put(mode: Mode, key: string, requestHash: string, response: unknown): Promise<boolean> {
    const inserted = await this.sql.run(
      'INSERT INTO idempotency_keys (key, mode, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [key, mode, requestHash, JSON.stringify(response), this.clock.now()],
    );
    return inserted === 1;
  }
}
