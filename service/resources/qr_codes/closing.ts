/**
 * Closing QR codes: on demand (closeQrCode) and when `close_by` passes (QrCode x-state-machine
 * `expire`, a time-driven job in service/time-driven.ts, so advanceTestClock runs it too; the due
 * codes are read from the `due_at` index, due-sweep.ts). Both
 * set `close_reason: on_demand` (the merchant asked for it, now or for that time) and emit
 * `qr_code.closed`; each code is re-read under its row lock before it moves.
 */
import { refuse } from '../../../generated/server/index.js';
import type { QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { type DeadlineMove, fireAtDeadline, sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import type { Mode } from '../../store/store.js';
import { qrCodes } from './records.js';

/** closeQrCode rules 1, 2 and 4. */
export function closeQrCode(ctx: ServiceContext, mode: Mode, id: string): Promise<QrCode> {
  return ctx.store.transaction(async (tx) => {
    const read = await qrCodes(tx).getForUpdate(mode, id);
    if (!read) throw refuse('id_not_found', {}, { field: 'qr_code_id' });
    if (!ctx.machines.QrCode.can(read.entity, 'close')) throw refuse('qr_code_already_closed');
    const now = ctx.clocks.of(mode).now();
    const { entity } = await ctx.machines.QrCode.fire({ ...read.entity, close_reason: 'on_demand', closed_at: now }, 'close', eventContext(tx, mode));
    if (!(await qrCodes(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'QR code' });
    return entity;
  });
}

/** The code's schedule (service/schedules.ts): its close_by, while it is active. */
export function qrCodeDueAt(qr: QrCode): number | null {
  return qr.status === 'active' ? qr.close_by : null;
}

/** Every active code of `mode` whose close_by has passed, closed at its close_by; returns how many. */
export function closeDueQrCodes(ctx: ServiceContext, mode: Mode): Promise<number> {
  const move: DeadlineMove<'qr_codes', 'expire'> = {
    kind: 'qr_codes',
    machine: ctx.machines.QrCode,
    trigger: 'expire',
    deadline: (qr) => qr.close_by,
    stamp: (qr, at) => ({ ...qr, close_reason: 'on_demand', closed_at: at }),
    label: 'QR code',
  };
  return sweepDue(ctx.store, mode, 'qr_codes', ctx.clocks.of(mode).now(), (id) => fireAtDeadline(ctx, mode, id, move));
}
