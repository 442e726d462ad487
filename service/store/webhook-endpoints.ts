/**
 * Webhook endpoints (spec tag `webhook_endpoints`), one row each, secrets sealed by the caller
 * (service/webhooks/secrets.ts); who receives which event is service/webhooks/subscriptions.ts's. The failure bookkeeping is conditional updates, so two
 * workers recording failures at once disable an endpoint (and send its alert) once.
 */
import type { Mode, WebhookEndpointTable } from './schema.js';
import type { Sql, SqlValue } from './sql.js';

export type WebhookEndpointRow = WebhookEndpointTable;

export type EndpointChanges = Partial<
  Pick<
    WebhookEndpointRow,
    | 'url'
    | 'events'
    | 'active'
    | 'description'
    | 'alert_email'
    | 'secret_sealed'
    | 'previous_secret_sealed'
    | 'previous_secret_expires_at'
    | 'failing_since'
    | 'disabled_at'
    | 'updated_at'
  >
>;

export interface WebhookEndpointRepository {
  insert(row: WebhookEndpointRow): Promise<void>;
  /** `forUpdate`: the row stays locked to this transaction (PostgreSQL; SQLite's writes are serial) */
  get(mode: Mode, id: string, options?: { forUpdate?: boolean }): Promise<WebhookEndpointRow | undefined>;
  /** by id whatever the mode (the delivery worker) */
  byId(id: string): Promise<WebhookEndpointRow | undefined>;
  byIds(ids: readonly string[]): Promise<WebhookEndpointRow[]>;
  /** newest first */
  page(mode: Mode, count: number, skip: number): Promise<WebhookEndpointRow[]>;
  count(mode: Mode): Promise<number>;
  /** the active endpoints of a mode */
  active(mode: Mode): Promise<WebhookEndpointRow[]>;
  environment(mode: Mode): Promise<WebhookEndpointRow | undefined>;
  update(id: string, changes: EndpointChanges): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** a failed attempt: starts the failing period unless one is running */
  markFailing(id: string, at: number): Promise<void>;
  /** an acknowledged attempt ends the failing period */
  markSucceeding(id: string): Promise<void>;
  /** disables an active endpoint failing since `cutoff` or earlier; true for the one call that did */
  disableIfFailingSince(id: string, cutoff: number, at: number): Promise<boolean>;
}

const COLUMNS =
  'id, mode, url, events, active, description, alert_email, source, secret_sealed, previous_secret_sealed, previous_secret_expires_at, failing_since, disabled_at, created_at, updated_at';

/** Integers as numbers whatever the driver hands back (pg returns bigint columns as strings). */
function normalise(row: WebhookEndpointRow): WebhookEndpointRow {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    active: Number(row.active),
    previous_secret_expires_at: n(row.previous_secret_expires_at),
    failing_since: n(row.failing_since),
    disabled_at: n(row.disabled_at),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** The event names of a row's `events` column. */
export function endpointEvents(row: Pick<WebhookEndpointRow, 'events'>): string[] {
  return JSON.parse(row.events) as string[];
}

export class WebhookEndpointRepo implements WebhookEndpointRepository {
  /**
   * A mode's active endpoints, read once per transaction (this repository lives as long as its
   * transaction): every event a request publishes asks for them (webhooks/subscriptions.ts), a
   * captured QR payment three times. Forgotten at each write through this repository (`write`).
   */
  private readonly activeByMode = new Map<Mode, Promise<WebhookEndpointRow[]>>();

  constructor(private readonly sql: Sql) {}

  async insert(row: WebhookEndpointRow): Promise<void> {
    const values: SqlValue[] = [
      row.id,
      row.mode,
      row.url,
      row.events,
      row.active,
      row.description,
      row.alert_email,
      row.source,
      row.secret_sealed,
      row.previous_secret_sealed,
      row.previous_secret_expires_at,
      row.failing_since,
      row.disabled_at,
      row.created_at,
      row.updated_at,
    ];
    await this.write(`INSERT INTO webhook_endpoints (${COLUMNS}) VALUES (${values.map(() => '?').join(', ')})`, values);
  }

  /** Every statement that changes a row goes through here, so the active endpoints are read again after it. */
  private write(text: string, values: SqlValue[]): Promise<number> {
    this.activeByMode.clear();
    return this.sql.run(text, values);
  }

  /** The rows `where` selects (its `?` bound to `values`), numbers normalised. */
  private async select(where: string, values: SqlValue[]): Promise<WebhookEndpointRow[]> {
    return (await this.sql.all<WebhookEndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE ${where}`, values)).map(normalise);
  }

  async get(mode: Mode, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookEndpointRow | undefined> {
    const lock = options.forUpdate && this.sql.engine === 'postgres' ? ' FOR UPDATE' : '';
    return (await this.select(`id = ? AND mode = ?${lock}`, [id, mode]))[0];
  }

  async byId(id: string): Promise<WebhookEndpointRow | undefined> {
    return (await this.select('id = ?', [id]))[0];
  }

  async byIds(ids: readonly string[]): Promise<WebhookEndpointRow[]> {
    return ids.length === 0 ? [] : this.select(`id IN (${ids.map(() => '?').join(', ')})`, [...ids]);
  }

  page(mode: Mode, count: number, skip: number): Promise<WebhookEndpointRow[]> {
    return this.select('mode = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [mode, count, skip]);
  }

  async count(mode: Mode): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM webhook_endpoints WHERE mode = ?', [mode]);
    return Number(row?.n ?? 0);
  }

  async active(mode: Mode): Promise<WebhookEndpointRow[]> {
    let rows = this.activeByMode.get(mode);
    if (!rows) {
      rows = this.select('mode = ? AND active = 1', [mode]);
      this.activeByMode.set(mode, rows);
      // a failed read is not kept: the next ask reads again
      rows.catch(() => this.activeByMode.delete(mode));
    }
    return [...(await rows)];
  }

  async environment(mode: Mode): Promise<WebhookEndpointRow | undefined> {
    return (await this.select("mode = ? AND source = 'environment'", [mode]))[0];
  }

  async update(id: string, changes: EndpointChanges): Promise<boolean> {
    const columns = Object.keys(changes) as (keyof EndpointChanges)[];
    if (columns.length === 0) return true;
    const values: SqlValue[] = columns.map((c) => changes[c] ?? null);
    return (await this.write(`UPDATE webhook_endpoints SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, [...values, id])) === 1;
  }

  async delete(id: string): Promise<void> {
    await this.write('DELETE FROM webhook_attempts WHERE endpoint_id = ?', [id]);
    await this.write('DELETE FROM webhook_deliveries WHERE endpoint_id = ?', [id]);
    await this.write('DELETE FROM webhook_endpoints WHERE id = ?', [id]);
  }

  async markFailing(id: string, at: number): Promise<void> {
    await this.write('UPDATE webhook_endpoints SET failing_since = ? WHERE id = ? AND failing_since IS NULL', [at, id]);
  }

  async markSucceeding(id: string): Promise<void> {
    await this.write('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ? AND failing_since IS NOT NULL', [id]);
  }

  async disableIfFailingSince(id: string, cutoff: number, at: number): Promise<boolean> {
    const changed = await this.write(
      'UPDATE webhook_endpoints SET active = 0, disabled_at = ?, updated_at = ? WHERE id = ? AND active = 1 AND failing_since IS NOT NULL AND failing_since <= ?',
      [at, at, id, cutoff],
    );
    return changed === 1;
  }
}
