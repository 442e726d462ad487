/**
 * Closing QR codes: on demand (closeQrCode) and when `close_by` passes (QrCode x-state-machine
 * `expire`, a time-driven job in service/time-driven.ts, so advanceTestClock runs it too). Both
 * set `close_reason: on_demand` (the merchant asked for it, now or for that time) and emit
 * `qr_code.closed`; each code is re-read under its row lock before it moves.
 */
import { refuse } from '../../../generated/server/index.js';
import type { QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { scanPages } from '../../store/scan.js';
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

/** Every active code of `mode` whose close_by has passed, closed at its close_by; returns how many. */
export async function closeDueQrCodes(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const due: string[] = [];
  for await (const page of scanPages(ctx.store, mode, 'qr_codes', 'active')) {
    for (const qr of page) if (qr.close_by !== null && now >= qr.close_by) due.push(qr.id);
  }
  let closed = 0;
  for (const id of due) {
    const moved = await ctx.store.transaction(async (tx) => {
      const read = await qrCodes(tx).getForUpdate(mode, id);
      const closeBy = read?.entity.close_by ?? null;
      if (!read || closeBy === null || !ctx.machines.QrCode.can(read.entity, 'expire') || ctx.clocks.of(mode).now() < closeBy) return false;
      const { entity } = await ctx.machines.QrCode.fire({ ...read.entity, close_reason: 'on_demand', closed_at: closeBy }, 'expire', eventContext(tx, mode));
      if (!(await qrCodes(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'QR code' });
      return true;
    });
    if (moved) closed++;
  }
  return closed;
}
