/**
 * QR codes (spec tag `qr_codes`: createQrCode, listQrCodes, fetchQrCode, closeQrCode,
 * listQrCodePayments). A code is paid by scanning its image (image.ts) — in test mode through
 * payTestQrCode (payment.ts) — and credited through the payables seam (resources/qr_codes/payable.ts);
 * `close_by` closes it (closing.ts, a time-driven job). Statuses move only through the QrCode
 * machine.
 */
import { refuse } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { collectionText, entityText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { closeQrCode } from './closing.js';
import { checkNewQrCode, createQrCodeRecord, qrCodes } from './records.js';

export const resource = defineResource('qr_codes', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createQrCode({ body, auth }) {
      checkNewQrCode(body, ctx.clocks.of(auth.mode).now());
      return store.transaction((tx) => createQrCodeRecord(ctx, eventContext(tx, auth.mode), body));
    },

    async listQrCodes({ query, auth }) {
      const found = await store.transaction(
        async (tx) => {
          let id: string | undefined;
          // listQrCodes rule 1: the code a payment was made to (its lookup, spec Payment x-resource)
          if (query.payment_id !== undefined) {
            const paidTo = await tx.entities('payments').lookup(auth.mode, query.payment_id, 'qr_code_id');
            if (!paidTo) return [];
            id = paidTo;
          }
          if (id !== undefined) {
            const qr = await qrCodes(tx).get(auth.mode, id);
            const window = page(query);
            const inWindow = qr && (window.from === undefined || qr.created_at >= window.from) && (window.to === undefined || qr.created_at <= window.to);
            const matches = inWindow && (query.customer_id === undefined || qr.customer_id === query.customer_id);
            return matches && (window.skip ?? 0) === 0 ? [JSON.stringify(qr)] : [];
          }
          return qrCodes(tx).listData(auth.mode, { ...page(query), where: query.customer_id !== undefined ? { customer_id: query.customer_id } : {} });
        },
        { readOnly: true },
      );
      return collectionText(found);
    },

    async fetchQrCode({ params, auth }) {
      const qr = await store.transaction((tx) => qrCodes(tx).getData(auth.mode, params.qr_code_id), { readOnly: true });
      if (qr === undefined) throw refuse('id_not_found', {}, { field: 'qr_code_id' });
      return entityText(qr);
    },

    closeQrCode: ({ params, auth }) => closeQrCode(ctx, auth.mode, params.qr_code_id),

    async listQrCodePayments({ params, query, auth }) {
      const found = await store.transaction(
        async (tx) => {
          if (!(await qrCodes(tx).get(auth.mode, params.qr_code_id))) return undefined;
          return tx.entities('payments').listData(auth.mode, { ...page(query), where: { qr_code_id: params.qr_code_id } });
        },
        { readOnly: true },
      );
      if (!found) throw refuse('id_not_found', {}, { field: 'qr_code_id' });
      return collectionText(found);
    },
  };
});
