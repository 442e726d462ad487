/**
 * Deep list pages without walking every skipped row, on SQLite.
 *
 * A list's `skip` is an offset into the newest-first list (spec components.parameters Skip, and
 * info.description, Lists), and SQLite has no index that knows a row's rank: an OFFSET steps over
 * every row it skips, so skip 500,000 costs what walking half a million index entries costs.
 *
 * Here a list (one table, one mode, one filter: an entity's statuses, an event's name) keeps
 * anchors: every SPACING-th row of it in list order, each with its rank (how many rows of the
 * list come before it). A page at skip k starts at the nearest anchor at or above k and walks at
 * most to the next one, so its cost no longer grows with k. A `to` leaves out a head of the list,
 * counted from the last anchor above it; a `from` leaves out a tail, which changes no rank.
 *
 * - Exact, not estimated. Ranks follow the commits of this process's writer: the entity and
 *   outbox repositories record each insert and delete of a row and each change of its status
 *   (ListChange); the store applies them at COMMIT, and drops those of a transaction rolled
 *   back to its savepoint. A commit by another connection to the same file (another process)
 *   drops every anchor: PRAGMA data_version moves (https://www.sqlite.org/pragma.html#pragma_data_version),
 *   and lists are walked as before until anchors are made again.
 * - Made off the request path: the first page asked of a list is served by the walk and asks for
 *   anchors; they are made in steps of SPACING index entries (one statement each, a few steps an
 *   event-loop turn), from the top down, and again wherever a gap has grown (rows added above the
 *   first anchor, or between two).
 * - Every statement here is synchronous (better-sqlite3), so no commit can fall between reading
 *   an anchor's rank and the statement that relies on it.
 */
import type { LookupColumn, Mode } from './schema.js';
import { listPageSql, modeWindow, placeholders, type SqlValue, type SyncSql } from './sql.js';

/**
 * A row's place in list order changed: inserted (`before` undefined), deleted (`after` undefined),
 * or the value lists filter it by changed (`before` and `after`: an entity's status, an event's name).
 */
export interface ListChange {
  table: string;
  mode: Mode;
  created_at: number;
  id: string;
  before: string | null | undefined;
  after: string | null | undefined;
}

/** What the entity repository is handed on SQLite: the anchors, and in a write transaction the list its changes go to. */
export interface ListTracking {
  anchors: ListAnchors;
  changes?: ListChange[];
}

/** The page a list asks for: `filter` is the values of the table's filter column it keeps (all rows: undefined). */
export interface AnchoredQuery {
  filter?: string | readonly string[];
  from?: number;
  to?: number;
  count: number;
  skip: number;
}

interface Anchor {
  created_at: number;
  id: string;
  /** rank = rel + the set's base (a change above every anchor moves only the base) */
  rel: number;
}

/** Whether `a` comes before `b` in list order (created_at DESC, id DESC; ids are ASCII, compared as SQLite's BINARY does). */
function before(a: { created_at: number; id: string }, b: { created_at: number; id: string }): boolean {
  return a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);
}

class AnchorSet {
  readonly anchors: Anchor[] = [];
  base = 0;
  /** the walk has reached the end of the list (and nothing has been added below the last anchor since) */
  complete = false;
  /** batches ended (ListAnchors.ends) before which the walk must not start: one open at creation may hold unrecorded changes */
  readyAt: number;
  /** where the next look for a gap starts */
  cursor = -1;
  /** when a page last asked for the list (ListAnchors.uses): the least recently asked is dropped first */
  used = 0;
  /** the filter column's values the list keeps (undefined: every row) */
  readonly kept: readonly string[] | undefined;
  readonly filter: { sql: string; values: SqlValue[] };

  constructor(
    readonly table: string,
    column: string,
    readonly mode: Mode,
    kept: string | readonly string[] | undefined,
    readyAt: number,
  ) {
    this.readyAt = readyAt;
    this.kept = kept === undefined ? undefined : typeof kept === 'string' ? [kept] : [...kept];
    const window = modeWindow(mode, {});
    this.filter =
      this.kept === undefined
        ? window
        : this.kept.length === 0
          ? { sql: `${window.sql} AND 1 = 0`, values: window.values }
          : { sql: `${window.sql} AND ${column} IN (${placeholders(this.kept.length)})`, values: [...window.values, ...this.kept] };
  }

  /** Whether a row whose filter column holds `value` is in the list (undefined: no such row). */
  holds(value: string | null | undefined): boolean {
    if (value === undefined) return false;
    return this.kept === undefined || (value !== null && this.kept.includes(value));
  }

  rank(i: number): number {
    return (this.anchors[i] as Anchor).rel + this.base;
  }

  /** The index of the last anchor whose rank is at most `k` (-1: none). */
  atOrAbove(k: number): number {
    let lo = 0;
    let hi = this.anchors.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.rank(mid) <= k) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** The index of the last anchor made after `to` (-1: none). */
  lastNewerThan(to: number): number {
    let lo = 0;
    let hi = this.anchors.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.anchors[mid] as Anchor).created_at > to) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** The index of the first anchor after `row` in list order (anchors.length: none). */
  firstAfter(row: { created_at: number; id: string }): number {
    let lo = 0;
    let hi = this.anchors.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(row, this.anchors[mid] as Anchor)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** A row joined (+1) or left (-1) the list: the anchors after it move by one. */
  shift(row: { created_at: number; id: string }, delta: 1 | -1): void {
    const { anchors } = this;
    let i = this.firstAfter(row);
    if (delta === -1 && i > 0) {
      const at = anchors[i - 1] as Anchor;
      if (at.created_at === row.created_at && at.id === row.id) {
        // the anchor's own row left the list
        anchors.splice(i - 1, 1);
        i -= 1;
        if (this.cursor >= i) this.cursor = Math.max(-1, this.cursor - 1);
      }
    }
    if (i === anchors.length) {
      if (delta === 1) this.complete = false;
      return;
    }
    // move whichever side is shorter: the base moves every anchor
    if (i < anchors.length / 2) {
      this.base += delta;
      for (let j = 0; j < i; j++) (anchors[j] as Anchor).rel -= delta;
    } else for (let j = i; j < anchors.length; j++) (anchors[j] as Anchor).rel += delta;
  }
}

export interface ListAnchorsOptions {
  /** rows between two anchors: a deep page walks fewer than twice this many index entries */
  spacing?: number;
  /** lists kept at once; a further one drops the one asked for least recently */
  maxSets?: number;
  /** walk steps per event-loop turn */
  stepsPerTurn?: number;
}

/**
 * Rows between two anchors: a page walks fewer than twice this many index entries (bench:skip at
 * 1,000,000 invoices: skip 900 and skip 999,990 within 1.12 times skip 0; at 512, up to 1.27).
 */
const SPACING = 256;
/**
 * Lists kept at once: more than every list the gateway asks for (each resource's, by mode, and
 * the events', all and by each of the spec's webhook names), so none is made twice over.
 */
const MAX_SETS = 256;
const STEPS_PER_TURN = 8;

export class ListAnchors {
  private readonly sets = new Map<string, AnchorSet>();
  private readonly waiting = new Set<AnchorSet>();
  private readonly spacing: number;
  private readonly maxSets: number;
  private readonly stepsPerTurn: number;
  /** write batches ended (committed or not): a set made while one was open waits for it */
  private ends = 0;
  /** pages asked for from anchors so far (AnchorSet.used) */
  private uses = 0;
  private version: number;
  private timer: NodeJS.Immediate | NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    // reads only: the anchors never write
    private readonly reader: Omit<SyncSql, 'run'>,
    /** PRAGMA data_version of the writer's connection: moves when another connection commits */
    private readonly foreignVersion: () => number,
    /** whether a write batch is open now */
    private readonly writing: () => boolean,
    options: ListAnchorsOptions = {},
  ) {
    this.spacing = options.spacing ?? SPACING;
    this.maxSets = options.maxSets ?? MAX_SETS;
    this.stepsPerTurn = options.stepsPerTurn ?? STEPS_PER_TURN;
    this.version = foreignVersion();
  }

  /** Whether a change of the filter column of `table` in `mode` must be recorded (an entity's update reads its old status only then). */
  watches(table: string, mode: Mode): boolean {
    for (const set of this.sets.values()) if (set.table === table && set.mode === mode) return true;
    return false;
  }

  /**
   * A page of `table` (whose lists filter by `column`), newest first, started from an anchor: the
   * first of `columns` of each row (`pluck`) or the rows; undefined when this list has no anchor
   * near enough yet (the caller walks, as it would without anchors).
   */
  page<R>(table: string, column: string, columns: readonly string[], mode: Mode, query: AnchoredQuery, pluck: boolean): R[] | undefined {
    if (this.closed) return undefined;
    // a first page is one short walk; it asks for the list's anchors all the same, so that the
    // list's first deep page finds them made
    const deep = query.skip >= this.spacing;
    if (deep) this.checkForeign();
    const key = setKey(table, column, mode, query.filter);
    const set = this.sets.get(key);
    if (!set) {
      // past the bound, the list asked for least recently makes room
      if (this.sets.size >= this.maxSets) this.dropLeastUsed();
      this.schedule(this.addSet(key, table, column, mode, query.filter));
      return undefined;
    }
    set.used = ++this.uses;
    if (!deep) return undefined;
    // with `to`, the list's rows after it are a head left out: how many, counted from the last anchor above it
    let head = 0;
    let h = -1;
    if (query.to !== undefined) {
      h = set.lastNewerThan(query.to);
      const n = set.anchors.length;
      // the rows to count lie between anchor h (or the top) and the next: too many while a gap waits to be filled
      const span = h + 1 < n ? set.rank(h + 1) - (h < 0 ? 0 : set.rank(h)) : set.complete ? 0 : Number.POSITIVE_INFINITY;
      if (span > 2 * this.spacing) {
        this.schedule(set);
        return undefined;
      }
      const boundary = h < 0 ? undefined : (set.anchors[h] as Anchor);
      const below = boundary ? ' AND (created_at, id) < (?, ?)' : '';
      const counted = this.reader.get<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${set.filter.sql} AND created_at > ?${below}`, [
        ...set.filter.values,
        query.to,
        ...(boundary ? [boundary.created_at, boundary.id] : []),
      ]);
      head = (boundary ? set.rank(h) + 1 : 0) + Number(counted?.n ?? 0);
    }
    const wanted = head + query.skip;
    const i = set.atOrAbove(wanted);
    const next = i + 1 < set.anchors.length ? set.rank(i + 1) : undefined;
    const from = i < 0 ? 0 : set.rank(i);
    // a gap grown past twice the spacing (rows added above the first anchor, or between two), or a walk not finished
    if ((next ?? (set.complete ? from : Number.POSITIVE_INFINITY)) - from > 2 * this.spacing) this.schedule(set);
    let where = set.filter.sql;
    const values: SqlValue[] = [...set.filter.values];
    let offset: number;
    if (i <= h) {
      // the page starts above the first anchor, or between `to` and the next anchor below it: walked from there
      if (query.to === undefined) return undefined;
      offset = query.skip;
    } else {
      const anchor = set.anchors[i] as Anchor;
      where += ' AND (created_at, id) <= (?, ?)';
      values.push(anchor.created_at, anchor.id);
      offset = wanted - from;
    }
    if (query.to !== undefined) {
      where += ' AND created_at <= ?';
      values.push(query.to);
    }
    if (query.from !== undefined) {
      // the rows at or after `from` are a head of the list (of what `to` leaves): their ranks are the list's
      where += ' AND created_at >= ?';
      values.push(query.from);
    }
    const text = listPageSql(table, columns, where, offset);
    const params = [...values, query.count, offset];
    return pluck ? this.reader.column<R>(text, params) : this.reader.all<R>(text, params);
  }

  /** The end of a write batch: its changes when it committed, none when it did not. */
  batchEnded(changes: readonly ListChange[] | undefined): void {
    this.ends++;
    if (!changes || this.sets.size === 0) return;
    for (const change of changes) {
      for (const set of this.sets.values()) {
        if (set.table !== change.table || set.mode !== change.mode) continue;
        const was = set.holds(change.before);
        const is = set.holds(change.after);
        if (was !== is) set.shift(change, is ? 1 : -1);
      }
    }
    // new rows come in at the top: anchors are made for them as they come, a step per SPACING
    // rows, rather than all at once at the next read after a long run of writes
    for (const set of this.sets.values()) if (set.anchors.length > 0 && set.rank(0) > 2 * this.spacing) this.schedule(set);
  }

  /** Runs every pending step now (tests; the store runs them a few an event-loop turn). */
  settle(): void {
    for (let guard = 0; this.waiting.size > 0 && guard < 1_000_000; guard++) if (!this.step()) break;
  }

  close(): void {
    this.closed = true;
    if (this.timer) {
      clearImmediate(this.timer as NodeJS.Immediate);
      clearTimeout(this.timer as NodeJS.Timeout);
    }
    this.sets.clear();
    this.waiting.clear();
  }

  private addSet(key: string, table: string, column: string, mode: Mode, kept: string | readonly string[] | undefined): AnchorSet {
    // from now on changes of the filter column are recorded; a batch open now may hold some that were not
    const set = new AnchorSet(table, column, mode, kept, this.ends + (this.writing() ? 1 : 0));
    set.used = ++this.uses;
    this.sets.set(key, set);
    return set;
  }

  private checkForeign(): void {
    const version = this.foreignVersion();
    if (version === this.version) return;
    this.version = version;
    this.sets.clear();
    this.waiting.clear();
  }

  private schedule(set: AnchorSet): void {
    if (this.closed) return;
    this.waiting.add(set);
    this.timer ??= setImmediate(() => this.turn());
  }

  private turn(): void {
    this.timer = undefined;
    if (this.closed) return;
    let stepped = 0;
    while (stepped < this.stepsPerTurn && this.waiting.size > 0 && this.step()) stepped++;
    if (this.waiting.size === 0) return;
    // a set waiting for a batch to end: look again shortly rather than spin
    this.timer = stepped > 0 ? setImmediate(() => this.turn()) : setTimeout(() => this.turn(), 5);
  }

  /** One walk step for the first waiting set that can take one; false when none can yet. */
  private step(): boolean {
    this.checkForeign();
    for (const set of this.waiting) {
      if (this.ends < set.readyAt) continue;
      const gap = this.findGap(set);
      if (gap === undefined) {
        this.waiting.delete(set);
        return true;
      }
      this.walk(set, gap);
      return true;
    }
    return false;
  }

  /** The index of the anchor (-1: the top) below which a gap wants filling, looked for from the set's cursor on. */
  private findGap(set: AnchorSet): number | undefined {
    const n = set.anchors.length;
    const limit = 2 * this.spacing;
    const gapBelow = (p: number): boolean => {
      const from = p < 0 ? 0 : set.rank(p);
      if (p + 1 < n) return set.rank(p + 1) - from > limit;
      return !set.complete;
    };
    const start = Math.min(Math.max(set.cursor, -1), n - 1);
    // from the cursor to the end, then from the top to the cursor
    for (let p = start; p < n; p++) if (gapBelow(p)) return this.mark(set, p);
    for (let p = -1; p < start; p++) if (gapBelow(p)) return this.mark(set, p);
    return undefined;
  }

  private mark(set: AnchorSet, p: number): number {
    set.cursor = p;
    return p;
  }

  /** Finds the row `spacing` rows below anchor `p` (or the top) and makes it an anchor unless the next one is near. */
  private walk(set: AnchorSet, p: number): void {
    const { table } = set;
    const { spacing } = this;
    const from = p < 0 ? undefined : (set.anchors[p] as Anchor);
    const target = from ? set.rank(p) + spacing : spacing;
    const row = from
      ? this.reader.get<{ created_at: number | bigint; id: string }>(
          `SELECT created_at, id FROM ${table} WHERE ${set.filter.sql} AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
          [...set.filter.values, from.created_at, from.id, spacing - 1],
        )
      : this.reader.get<{ created_at: number | bigint; id: string }>(
          `SELECT created_at, id FROM ${table} WHERE ${set.filter.sql} ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
          [...set.filter.values, spacing],
        );
    const nextIndex = p + 1;
    const next = set.anchors[nextIndex];
    if (!row) {
      if (next === undefined) {
        // fewer than `spacing` rows below the last anchor: the list's end is near enough
        set.complete = true;
        return;
      }
      // the ranks said more than twice the spacing lay between the two anchors: never so while
      // they are exact; drop the list's anchors rather than serve from them
      this.drop(set);
      return;
    }
    const found = { created_at: Number(row.created_at), id: row.id };
    if (next !== undefined && !before(found, next)) {
      this.drop(set);
      return;
    }
    set.anchors.splice(nextIndex, 0, { ...found, rel: target - set.base });
    set.cursor = nextIndex;
  }

  private dropLeastUsed(): void {
    let least: AnchorSet | undefined;
    for (const set of this.sets.values()) if (!least || set.used < least.used) least = set;
    if (least) this.drop(least);
  }

  private drop(set: AnchorSet): void {
    for (const [key, value] of this.sets) if (value === set) this.sets.delete(key);
    this.waiting.delete(set);
  }
}

/**
 * The list's key. Statuses in the order given, not sorted: asked on every list request, and each
 * list's statuses come from one constant (an invoice's visible ones); the same statuses in
 * another order would only make a second, equal list.
 */
function setKey(table: string, column: string, mode: Mode, kept: string | readonly string[] | undefined): string {
  const values = kept === undefined ? '*' : typeof kept === 'string' ? kept : kept.join(',');
  return `${table}\u0000${column}\u0000${mode}\u0000${values}`;
}

/** Whether a list query can start from an anchor: no lookups asked for, no keyset `after`. */
export function anchorable(query: { after?: unknown; where?: Partial<Record<LookupColumn, string | null | undefined>> }): boolean {
  if (query.after !== undefined) return false;
  for (const value of Object.values(query.where ?? {})) if (value !== undefined) return false;
  return true;
}
