/**
 * QR codes (spec QrCode; createQrCode rules 1-7): the rules a new code must meet that the schema
 * cannot say, and its record. The schema already holds rule 1 (type, usage) and rule 2
 * (payment_amount with, and only with, fixed_amount).
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { CreateQrCodeBody, QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Tx } from '../../store/store.js';

export const qrCodes = (tx: Tx) => tx.entities('qr_codes');

/** createQrCode rule 3: the API reference's 2 minutes */
const MIN_CLOSE_AHEAD_SECONDS = 2 * 60;

/** spec QrCode.image_url: served by image.ts */
export function qrCodeImageUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/qr_codes/${id}.png`;
}

/** createQrCode rule 3. */
export function checkNewQrCode(body: CreateQrCodeBody, now: number): void {
  if (body.close_by !== undefined && body.close_by < now + MIN_CLOSE_AHEAD_SECONDS) throw refuse('qr_code_close_by_too_soon');
}

export async function createQrCodeRecord(ctx: ServiceContext, events: EventContext, body: CreateQrCodeBody): Promise<QrCode> {
  const { tx, mode } = events;
  // createQrCode rule 4: a customer of this merchant and mode
  if (body.customer_id !== undefined && !(await tx.entities('customers').get(mode, body.customer_id))) {
    throw refuse('id_not_found', {}, { field: 'customer_id' });
  }
  const id = newId(idPrefixes.QrCode);
  const draft = {
    id,
    entity: 'qr_code' as const,
    name: body.name ?? null,
    description: body.description ?? null,
    image_url: qrCodeImageUrl(ctx.publicUrl, id),
    payment_amount: body.fixed_amount === true ? (body.payment_amount ?? null) : null,
    usage_type: body.usage,
    close_by: body.close_by ?? null,
    closed_at: null,
    close_reason: null,
    customer_id: body.customer_id ?? null,
    payments_amount_received: 0,
    payments_count_received: 0,
    notes: body.notes ?? {},
    created_at: ctx.clocks.of(mode).now(),
  };
  const { entity } = await ctx.machines.QrCode.create(draft, 'create', events);
  await qrCodes(tx).insert(mode, entity);
  return entity;
}
