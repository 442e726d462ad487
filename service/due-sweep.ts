/**
 * What every time-driven job over entities shares (service/time-driven.ts): the rows of a kind
 * due by the mode's clock are read from their index (EntityRepository.listDue: `due_at <= now`,
 * a page at a time, keyset-paged), never by walking every row in a status, so a sweep costs what
 * is due, not what the table holds; and the lock-and-fire move of one due entity.
 *
 * The due time of a row is the service's schedule of its kind (service/schedules.ts), kept by the
 * store at every write. A step either moves the entity (its write sets the next due time) or,
 * finding it due later than the schedule could tell, reschedules it; so nothing stays in the due
 * range for long, and the range stays as small as the work.
 */
import type { EntityOf } from '../generated/server/index.js';
import { refuse } from '../generated/server/index.js';
import type { ServiceContext } from './context.js';
import { type EventContext, eventContext } from './events.js';
import type { DueRow, EntityKind, Mode, Store } from './store/store.js';

const PAGE = 500;

/** Hands every row of `kind` due by `now` to `step`, earliest first; returns how many steps moved something. */
export async function sweepDue(
  store: Store,
  mode: Mode,
  kind: EntityKind,
  now: number,
  step: (id: string) => Promise<boolean>,
  pageSize = PAGE,
): Promise<number> {
  let after: DueRow | undefined;
  let moved = 0;
  for (;;) {
    const page = await store.transaction((tx) => tx.entities(kind).listDue(mode, now, pageSize, after), { readOnly: true });
    for (const row of page) if (await step(row.id)) moved++;
    if (page.length < pageSize) return moved;
    after = page.at(-1);
  }
}

/** The part of a generated machine a deadline move uses. */
interface DeadlineMachine<E, T extends string> {
  can(entity: E, trigger: T): boolean;
  fire(entity: E, trigger: T, ctx: EventContext): Promise<{ entity: E }>;
}

export interface DeadlineMove<K extends EntityKind, T extends string> {
  kind: K;
  machine: DeadlineMachine<EntityOf[K], T>;
  trigger: T;
  /** when the entity is due to move; null: never */
  deadline(entity: EntityOf[K]): number | null;
  /** the entity as it moves, stamped with the time it was due (not when the sweep got to it) */
  stamp(entity: EntityOf[K], at: number): EntityOf[K];
  /** the entity's name in a concurrent_update refusal */
  label: string;
}

/**
 * Moves entity `id` by the move's trigger when its deadline has come on the mode's clock,
 * re-read under its row lock, so several processes' sweeps (or a payment landing at the same
 * moment) never move it twice or move one that left the state. A deadline not yet come is
 * rescheduled. Returns whether it moved.
 */
export function fireAtDeadline<K extends EntityKind, T extends string>(
  ctx: ServiceContext,
  mode: Mode,
  id: string,
  move: DeadlineMove<K, T>,
): Promise<boolean> {
  return ctx.store.transaction(async (tx) => {
    const repo = tx.entities(move.kind);
    const read = await repo.getForUpdate(mode, id);
    if (!read || !move.machine.can(read.entity, move.trigger)) return false;
    const at = move.deadline(read.entity);
    if (at === null) return false;
    if (ctx.clocks.of(mode).now() < at) {
      await repo.reschedule(mode, id, at, read.version);
      return false;
    }
    const { entity } = await move.machine.fire(move.stamp(read.entity, at), move.trigger, eventContext(tx, mode));
    // the row is locked, so the write cannot miss; if it did, throwing rolls the event back with it
    if (!(await repo.update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: move.label });
    return true;
  });
}
