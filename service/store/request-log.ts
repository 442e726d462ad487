/**
 * The request log (the request-log writer, service/request-log/writer.ts, writes it): one row per answered request of
 * a mode, its bodies already redacted, and a row per object it concerned. Every read is served
 * by an index: a page newest first from (mode, created_at_ms, id), a request by its id (primary
 * key), an object's requests from request_log_objects (mode, object_id, created_at_ms,
 * request_id). Retention deletes the oldest first, a bounded page at a time, from the same index.
 */
import type { Mode, RequestLogTable } from './schema.js';
import { placeholders, type Sql, type SqlValue, valueRows } from './sql.js';

export type RequestLogRow = RequestLogTable;
/** A row as lists show it: everything but the bodies. */
export type RequestLogSummary = Omit<RequestLogRow, 'request_body' | 'response_body'>;

export interface RequestLogEntry {
  row: RequestLogRow;
  /** ids of the objects it concerned (at most a few dozen) */
  objects: readonly string[];
}

/** A place in the log's order (newest first): created_at_ms, then id. */
export interface LogCursor {
  created_at_ms: number;
  id: string;
}

export interface RequestLogRepository {
  add(entries: readonly RequestLogEntry[]): Promise<void>;
  get(mode: Mode, id: string): Promise<RequestLogRow | undefined>;
  /** Newest first, after `after` when given. */
  page(mode: Mode, limit: number, after?: LogCursor): Promise<RequestLogSummary[]>;
  /** The requests that concerned `objectId`, newest first. */
  forObject(mode: Mode, objectId: string, limit: number, after?: LogCursor): Promise<RequestLogSummary[]>;
  /** The created_at_ms of the `keep`+1-th newest request of the mode (what a count-bounded retention deletes up to), if there are that many. */
  countCutoff(mode: Mode, keep: number): Promise<number | undefined>;
  /** Deletes up to `limit` requests of the mode created before `beforeMs` (oldest first) with their objects; how many. */
  deleteBefore(mode: Mode, beforeMs: number, limit: number): Promise<number>;
}

/** Rows a multi-row INSERT carries: 13 x 25 and 4 x 50 values, well under either engine's limit on parameters. */
const LOG_CHUNK = 25;
const OBJECT_CHUNK = 50;

function logValues(row: RequestLogRow): SqlValue[] {
  return [
    row.id,
    row.mode,
    row.created_at_ms,
    row.duration_ms,
    row.method,
    row.path,
    row.operation_id,
    row.status,
    row.source,
    row.key_id,
    row.idempotency_key,
    row.request_body,
    row.response_body,
  ];
}

const SUMMARY = 'id, mode, created_at_ms, duration_ms, method, path, operation_id, status, source, key_id, idempotency_key';

function summary<R extends RequestLogSummary>(row: R): R {
  return { ...row, created_at_ms: Number(row.created_at_ms), duration_ms: Number(row.duration_ms), status: Number(row.status) };
}

export class RequestLogRepo implements RequestLogRepository {
  constructor(private readonly sql: Sql) {}

  async add(entries: readonly RequestLogEntry[]): Promise<void> {
    // full chunks in one multi-row INSERT each (one statement text per chunk size, prepared once), the rest one by one
    const rows = entries.map((e) => logValues(e.row));
    const objects = entries.flatMap(({ row, objects }) => objects.map((objectId): SqlValue[] => [row.id, objectId, row.mode, row.created_at_ms]));
    await this.insertChunked(`INSERT INTO request_log (${SUMMARY}, request_body, response_body) VALUES`, 13, LOG_CHUNK, rows);
    await this.insertChunked('INSERT INTO request_log_objects (request_id, object_id, mode, created_at_ms) VALUES', 4, OBJECT_CHUNK, objects);
  }

  private async insertChunked(head: string, width: number, chunk: number, rows: readonly SqlValue[][]): Promise<void> {
    let at = 0;
    for (; at + chunk <= rows.length; at += chunk)
      await this.sql.run(`${head} ${valueRows(chunk, width)} ON CONFLICT DO NOTHING`, rows.slice(at, at + chunk).flat());
    for (; at < rows.length; at++) await this.sql.run(`${head} ${valueRows(1, width)} ON CONFLICT DO NOTHING`, rows[at] as SqlValue[]);
  }

  async get(mode: Mode, id: string): Promise<RequestLogRow | undefined> {
    const row = await this.sql.get<RequestLogRow>(`SELECT ${SUMMARY}, request_body, response_body FROM request_log WHERE id = ? AND mode = ?`, [id, mode]);
    return row ? summary(row) : undefined;
  }

  async page(mode: Mode, limit: number, after?: LogCursor): Promise<RequestLogSummary[]> {
    const rows = after
      ? await this.sql.all<RequestLogSummary>(
          // the bound outside the OR is the one an index range starts from (store/entities.ts listWhere)
          `SELECT ${SUMMARY} FROM request_log WHERE mode = ? AND created_at_ms <= ? AND (created_at_ms < ? OR (created_at_ms = ? AND id < ?)) ORDER BY created_at_ms DESC, id DESC LIMIT ?`,
          [mode, after.created_at_ms, after.created_at_ms, after.created_at_ms, after.id, limit],
        )
      : await this.sql.all<RequestLogSummary>(`SELECT ${SUMMARY} FROM request_log WHERE mode = ? ORDER BY created_at_ms DESC, id DESC LIMIT ?`, [mode, limit]);
    return rows.map(summary);
  }

  async forObject(mode: Mode, objectId: string, limit: number, after?: LogCursor): Promise<RequestLogSummary[]> {
    const columns = SUMMARY.split(', ')
      .map((c) => `r.${c}`)
      .join(', ');
    const rows = after
      ? await this.sql.all<RequestLogSummary>(
          `SELECT ${columns} FROM request_log_objects o JOIN request_log r ON r.id = o.request_id WHERE o.mode = ? AND o.object_id = ?
             AND o.created_at_ms <= ? AND (o.created_at_ms < ? OR (o.created_at_ms = ? AND o.request_id < ?)) ORDER BY o.created_at_ms DESC, o.request_id DESC LIMIT ?`,
          [mode, objectId, after.created_at_ms, after.created_at_ms, after.created_at_ms, after.id, limit],
        )
      : await this.sql.all<RequestLogSummary>(
          `SELECT ${columns} FROM request_log_objects o JOIN request_log r ON r.id = o.request_id WHERE o.mode = ? AND o.object_id = ?
             ORDER BY o.created_at_ms DESC, o.request_id DESC LIMIT ?`,
          [mode, objectId, limit],
        );
    return rows.map(summary);
  }

  async countCutoff(mode: Mode, keep: number): Promise<number | undefined> {
    // walks `keep` entries of the list index alone (an index-only scan); keep is the configured bound
    const row = await this.sql.get<{ created_at_ms: number | string }>(
      'SELECT created_at_ms FROM request_log WHERE mode = ? ORDER BY created_at_ms DESC, id DESC LIMIT 1 OFFSET ?',
      [mode, keep],
    );
    return row ? Number(row.created_at_ms) + 1 : undefined;
  }

  async deleteBefore(mode: Mode, beforeMs: number, limit: number): Promise<number> {
    const rows = await this.sql.all<{ id: string; created_at_ms: number | string }>(
      'SELECT id, created_at_ms FROM request_log WHERE mode = ? AND created_at_ms < ? ORDER BY created_at_ms, id LIMIT ?',
      [mode, beforeMs, limit],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    const through = Number(rows[rows.length - 1]?.created_at_ms);
    // a range of request_log_objects' key (mode, created_at_ms, ...): the objects of these requests, and of no later one
    await this.sql.run(`DELETE FROM request_log_objects WHERE mode = ? AND created_at_ms <= ? AND request_id IN (${placeholders(ids.length)})`, [
      mode,
      through,
      ...ids,
    ]);
    return this.sql.run(`DELETE FROM request_log WHERE id IN (${placeholders(ids.length)})`, ids);
  }
}
