/**
 * Test mode's clock offset (spec advanceTestClock): how many milliseconds test mode runs ahead
 * of real time, one row for the whole database. Moving it bumps the same epoch as a key change
 * (api-keys.ts `moveEpoch`), so every process sharing the database reloads it as it reloads its
 * verified keys (service/mode-clocks.ts).
 */
import { moveEpoch } from './api-keys.js';
import type { Sql } from './sql.js';

export interface TestClockRepository {
  offsetMs(): Promise<number>;
  /**
   * Sets the offset to `toMs` when it is still `fromMs`, settled by the database: false (and
   * nothing written) when another advance came first.
   */
  advance(fromMs: number, toMs: number): Promise<boolean>;
}

export class TestClockRepo implements TestClockRepository {
  constructor(
    private readonly sql: Sql,
    private readonly effects: { keysChanged: boolean },
  ) {}

  async offsetMs(): Promise<number> {
    const row = await this.sql.get<{ offset_ms: number | bigint }>('SELECT offset_ms FROM test_clock WHERE id = 1');
    return Number(row?.offset_ms ?? 0);
  }

  async advance(fromMs: number, toMs: number): Promise<boolean> {
    const changed = await this.sql.run('UPDATE test_clock SET offset_ms = ? WHERE id = 1 AND offset_ms = ?', [toMs, fromMs]);
    if (changed !== 1) return false;
    await moveEpoch(this.sql, this.effects);
    return true;
  }
}
