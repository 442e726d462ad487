/**
 * A reset of test mode's data (spec createTestDataReset, fetchTestDataReset; schema
 * TestDataReset). The request writes the reset, `in_progress`, and answers; the sweeps
 * (`runDueResets`, app.ts) delete the rows, a page of at most 1,000 per transaction, each page
 * read from an index that leads with the mode, and count them on the reset. A reset the process
 * was stopped in is taken up again by the next sweep (its row stays due until it is done).
 *
 * What goes and what stays is rule 1-3 of createTestDataReset: every entity kind but the resets
 * themselves, events with their deliveries and attempts, notifications, the request log and the
 * kept idempotent answers, bounded by the reset's `started_at` (what was created later is kept);
 * the ledger and the bookkeeping beside it, whole; rows kept beside a deleted entity (a
 * document's bytes) with it. Keys, endpoints, OAuth clients, sessions and the clock stay.
 */
import { entityKinds, idPrefixes, refuse } from '../../../generated/server/index.js';
import type { TestDataReset } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { inSteps, type Pace } from '../../pace.js';
import { DELETE_PAGE } from '../../store/in-pages.js';
import type { ModeTable } from '../../store/mode-rows.js';
import type { EntityKind, Tx } from '../../store/store.js';

const KIND = 'test_data_resets';
const MODE = 'test';
const resets = (tx: Tx) => tx.entities(KIND);

/** The reset's schedule (service/schedules.ts): due from its start until it is done. */
export function resetDueAt(reset: TestDataReset): number | null {
  return reset.status === 'in_progress' ? reset.started_at : null;
}

/** The bounds of one reset, in each table's own time: test mode's seconds, real seconds, real milliseconds. */
interface Bounds {
  modeSeconds: number;
  realSeconds: number;
  realMs: number;
}

type Step = (tx: Tx, limit: number, bounds: Bounds) => Promise<number>;

/** Kept beside an entity and gone with it: table, the column naming the entity, its kind. */
const BESIDE: readonly [ModeTable, string, EntityKind][] = [
  ['document_contents', 'id', 'documents'],
  ['subscription_billing', 'subscription_id', 'subscriptions'],
  ['item_uses', 'item_id', 'items'],
  ['order_transfers', 'order_id', 'orders'],
  ['payment_link_reminders', 'link_id', 'payment_links'],
  ['settlement_returns', 'settlement_id', 'settlements'],
];

/** Running sums no creation time splits (rule 3): deleted whole. */
const WHOLE: readonly ModeTable[] = [
  'ledger_entries',
  'ledger_accounts',
  'ledger_merchant_dates',
  'settlement_items',
  'settlement_cycles',
  'settlement_forming',
  'linked_settlement_cycles',
  'unsettled_lines',
];

/** The steps of a reset, in order: each is called until it deletes less than a page. */
const STEPS: readonly Step[] = [
  // rule 1: every kind of object but the resets (rule 2)
  ...entityKinds
    .filter((kind) => kind !== KIND)
    .map(
      (kind): Step =>
        (tx, limit, b) =>
          tx.entities(kind).deleteCreatedThrough(MODE, b.modeSeconds, limit),
    ),
  (tx, limit, b) => tx.outbox.deleteModeThrough(MODE, b.modeSeconds, limit),
  (tx, limit, b) => tx.modeRows.deletePage('notifications', MODE, limit, { column: 'created_at', value: b.realSeconds }),
  (tx, limit, b) => tx.requestLog.deleteBefore(MODE, b.realMs + 1, limit),
  (tx, limit, b) => tx.modeRows.deletePage('idempotent_requests', MODE, limit, { column: 'created_at_ms', value: b.realMs }),
  (tx, limit, b) => tx.modeRows.deletePage('idempotency_keys', MODE, limit, { column: 'created_at', value: b.realSeconds }),
  ...BESIDE.map(
    ([table, column, kind]): Step =>
      (tx, limit) =>
        tx.modeRows.deleteOrphans(table, MODE, limit, { column, kind }),
  ),
  ...WHOLE.map(
    (table): Step =>
      (tx, limit) =>
        tx.modeRows.deletePage(table, MODE, limit),
  ),
];

/** createTestDataReset: the reset, in progress; the sweeps do the rest. */
export async function startReset(ctx: ServiceContext): Promise<string> {
  const now = ctx.clocks.of(MODE).now();
  const draft = {
    id: newId(idPrefixes.TestDataReset),
    entity: 'test_data_reset' as const,
    started_at: now,
    finished_at: null,
    deleted: 0,
    created_at: now,
  };
  return ctx.store.transaction(async (tx) => {
    // spec TestDataReset x-state-machine `start`
    const { entity } = await ctx.machines.TestDataReset.create(draft, 'start', eventContext(tx, MODE));
    return resets(tx).insert(MODE, entity);
  });
}

export async function fetchReset(ctx: ServiceContext, id: string): Promise<string> {
  const data = await ctx.store.transaction((tx) => resets(tx).getData(MODE, id), { readOnly: true });
  if (data === undefined) throw refuse('id_not_found', {}, { field: 'reset_id' });
  return data;
}

/**
 * The bounds of a reset started at `startedAt` on test mode's clock, in real time for the tables
 * that keep real time: the clock's offset now, which only grows, so an advance since the start
 * moves the bound earlier and keeps more, never less (rule 3).
 */
function boundsOf(ctx: ServiceContext, startedAt: number): Bounds {
  const offset = ctx.clocks.of(MODE).now() - ctx.clock.now();
  const realSeconds = startedAt - offset;
  return { modeSeconds: startedAt, realSeconds, realMs: realSeconds * 1000 + 999 };
}

/** Adds `deleted` to the reset's count; with `done`, marks it done. False when the reset is gone or done meanwhile. */
async function record(ctx: ServiceContext, tx: Tx, id: string, deleted: number, done: boolean): Promise<boolean> {
  const read = await resets(tx).getForUpdate(MODE, id);
  if (read?.entity.status !== 'in_progress') return false;
  const counted: TestDataReset = { ...read.entity, deleted: read.entity.deleted + deleted };
  // spec TestDataReset x-state-machine `finish`
  const next = done
    ? (await ctx.machines.TestDataReset.fire({ ...counted, finished_at: ctx.clocks.of(MODE).now() }, 'finish', eventContext(tx, MODE))).entity
    : counted;
  return resets(tx).update(MODE, next, { expectVersion: read.version });
}

/** One reset run to its end, a page per transaction (counted on the reset in the same one); false when the pace said stop. */
export async function runReset(ctx: ServiceContext, reset: TestDataReset, pace: Pace): Promise<boolean> {
  const bounds = boundsOf(ctx, reset.started_at);
  for (const step of STEPS) {
    const finished = await inSteps(pace, () =>
      ctx.store.transaction(async (tx) => {
        const deleted = await step(tx, DELETE_PAGE, bounds);
        if (deleted > 0 && !(await record(ctx, tx, reset.id, deleted, false))) return { more: false };
        return { more: deleted >= DELETE_PAGE };
      }),
    );
    if (!finished) return false;
  }
  return ctx.store.transaction((tx) => record(ctx, tx, reset.id, 0, true));
}

/** The sweep: every reset in progress, from its due index (due-sweep.ts), run to its end. */
export function runDueResets(ctx: ServiceContext, pace: Pace): Promise<number> {
  return sweepDue(ctx.store, MODE, KIND, Number.MAX_SAFE_INTEGER, async (id) => {
    const reset = await ctx.store.transaction((tx) => resets(tx).get(MODE, id), { readOnly: true });
    return reset?.status === 'in_progress' ? runReset(ctx, reset, pace) : false;
  });
}
