/**
 * Payment method downtimes (spec PaymentDowntime and its x-state-machine; listPaymentDowntimes,
 * fetchPaymentDowntime; declared in test mode through createTestDowntime, updateTestDowntime and
 * resolveTestDowntime). Every move goes through the PaymentDowntime machine, which writes the
 * `payment.downtime.*` event in the same transaction. Time moves them too: a scheduled downtime
 * starts when its `begin` passes and any downtime is resolved when its `end` passes, on the
 * mode's clock (`moveDueDowntimes`, a sweep, also run by advanceTestClock).
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { CreateTestDowntimeBody, PaymentDowntime, UpdateTestDowntimeBody } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';

const KIND = 'payment_downtimes';
const downtimes = (tx: Tx) => tx.entities(KIND);

type Method = PaymentDowntime['method'];
type Instrument = PaymentDowntime['instrument'];

/** Which instrument keys describe which method (spec createTestDowntime rule 3). */
const INSTRUMENT_KEYS: Record<Method, readonly (keyof Instrument)[]> = {
  netbanking: ['bank'],
  card: ['network', 'issuer', 'card_type'],
  upi: ['psp', 'vpa_handle', 'flow'],
};

/** The states in which payments of the method are affected (started, or changed while ongoing). */
export const ONGOING: readonly PaymentDowntime['status'][] = ['started', 'updated'];

function checkInstrument(method: Method, instrument: Instrument): void {
  for (const key of Object.keys(instrument) as (keyof Instrument)[]) {
    if (!INSTRUMENT_KEYS[method].includes(key)) throw refuse('downtime_instrument_method', { field: key, method }, { field: `instrument.${key}` });
  }
}

function checkEnd(end: number | null | undefined, begin: number): void {
  if (typeof end === 'number' && end <= begin) throw refuse('downtime_end_before_begin', { begin: String(begin) });
}

export async function requireDowntime(tx: Tx, mode: Mode, id: string) {
  const found = await downtimes(tx).getForUpdate(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'downtime_id' });
  return found;
}

/** createTestDowntime: started at once, or scheduled for a later `begin` (rules 1-3). */
export async function declareDowntime(ctx: ServiceContext, mode: Mode, body: CreateTestDowntimeBody): Promise<PaymentDowntime> {
  const now = ctx.clocks.of(mode).now();
  const scheduled = body.scheduled === true;
  const begin = body.begin ?? now;
  if (scheduled && (body.begin === undefined || begin <= now)) throw refuse('downtime_begin_not_future', { now: String(now) });
  if (!scheduled && begin > now) throw refuse('downtime_begin_future', { now: String(now) });
  checkEnd(body.end, begin);
  checkInstrument(body.method, body.instrument);
  return ctx.store.transaction(async (tx) => {
    const draft = {
      id: newId(idPrefixes.PaymentDowntime),
      entity: 'payment.downtime' as const,
      method: body.method,
      begin,
      end: body.end ?? null,
      scheduled,
      severity: body.severity,
      instrument: body.instrument,
      created_at: now,
      updated_at: now,
    };
    const { entity } = await ctx.machines.PaymentDowntime.create(draft, scheduled ? 'schedule' : 'start', eventContext(tx, mode));
    await downtimes(tx).insert(mode, entity);
    return entity;
  });
}

/** updateTestDowntime: a started or updated downtime changes (status `updated`). */
export function updateDowntime(ctx: ServiceContext, mode: Mode, id: string, body: UpdateTestDowntimeBody): Promise<PaymentDowntime> {
  return ctx.store.transaction(async (tx) => {
    const read = await requireDowntime(tx, mode, id);
    const current = read.entity;
    const end = body.end === undefined ? current.end : body.end;
    checkEnd(end, current.begin);
    if (body.instrument) checkInstrument(current.method, body.instrument);
    const changed = {
      ...current,
      severity: body.severity ?? current.severity,
      instrument: body.instrument ?? current.instrument,
      end,
      updated_at: ctx.clocks.of(mode).now(),
    };
    const { entity } = await ctx.machines.PaymentDowntime.fire(changed, 'update', eventContext(tx, mode));
    if (!(await downtimes(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'downtime' });
    return entity;
  });
}

/** resolveTestDowntime, and the sweep when `end` passes: resolved at `at` (its `end` when earlier). */
async function resolve(ctx: ServiceContext, tx: Tx, mode: Mode, read: { entity: PaymentDowntime; version: number }, at: number): Promise<PaymentDowntime> {
  const current = read.entity;
  const end = typeof current.end === 'number' && current.end < at ? current.end : at;
  const { entity } = await ctx.machines.PaymentDowntime.fire({ ...current, end, updated_at: at }, 'resolve', eventContext(tx, mode));
  if (!(await downtimes(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'downtime' });
  return entity;
}

export function resolveDowntime(ctx: ServiceContext, mode: Mode, id: string): Promise<PaymentDowntime> {
  return ctx.store.transaction(async (tx) => resolve(ctx, tx, mode, await requireDowntime(tx, mode, id), ctx.clocks.of(mode).now()));
}

/** listPaymentDowntimes: the current and scheduled ones ("current and scheduled"), newest first. */
export function listOpenDowntimes(ctx: ServiceContext, mode: Mode): Promise<string[]> {
  return ctx.store.transaction((tx) => downtimes(tx).listData(mode, { status: ['scheduled', ...ONGOING], count: 100 }), { readOnly: true });
}

export function fetchDowntime(ctx: ServiceContext, mode: Mode, id: string): Promise<string | undefined> {
  return ctx.store.transaction((tx) => downtimes(tx).getData(mode, id), { readOnly: true });
}

/** The methods with a started or updated downtime now (the hosted checkout's notice). */
export async function methodsDown(ctx: ServiceContext, mode: Mode): Promise<Set<Method>> {
  const ongoing = await ctx.store.transaction((tx) => downtimes(tx).list(mode, { status: ONGOING, count: 100 }), { readOnly: true });
  return new Set(ongoing.map((d) => d.method));
}

/** The downtime's schedule (service/schedules.ts): its begin while scheduled, its end while it has one. */
export function downtimeDueAt(downtime: PaymentDowntime): number | null {
  const end = typeof downtime.end === 'number' ? downtime.end : null;
  if (downtime.status === 'scheduled') return end === null ? downtime.begin : Math.min(downtime.begin, end);
  return ONGOING.includes(downtime.status) ? end : null;
}

/** One due downtime moved as far as time has come: started at `begin`, then resolved at `end`, each in its own transaction. */
async function moveDowntime(ctx: ServiceContext, mode: Mode, id: string): Promise<boolean> {
  let moved = false;
  for (;;) {
    const step = await ctx.store.transaction(async (tx) => {
      const read = await downtimes(tx).getForUpdate(mode, id);
      if (!read) return false;
      const now = ctx.clocks.of(mode).now();
      if (read.entity.status === 'scheduled' && read.entity.begin <= now) {
        const at = read.entity.begin;
        const { entity } = await ctx.machines.PaymentDowntime.fire({ ...read.entity, updated_at: at }, 'start', eventContext(tx, mode));
        if (!(await downtimes(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'downtime' });
        return true;
      }
      const end = read.entity.end;
      if (typeof end !== 'number' || end > now || !ctx.machines.PaymentDowntime.can(read.entity, 'resolve')) return false;
      await resolve(ctx, tx, mode, read, end);
      return true;
    });
    if (!step) return moved;
    moved = true;
  }
}

/**
 * The sweep: every scheduled downtime whose `begin` has passed starts (at `begin`), and every
 * one whose `end` has passed is resolved (at `end`), each under a row lock, in time order, so a
 * downtime that both began and ended within one advance of the clock starts and then resolves.
 * The due downtimes are read from the `due_at` index (due-sweep.ts). Returns how many moved.
 */
export function moveDueDowntimes(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, KIND, ctx.clocks.of(mode).now(), (id) => moveDowntime(ctx, mode, id));
}
