/**
 * Small helpers for the invoice, order, customer and item suites: the 400 a rule gives, and
 * request bodies built from a few fields.
 */
import { expect } from 'vitest';
import { PaisaApiError } from '../../generated/client/index.js';
import type { CreateInvoiceBody } from '../../generated/types/index.js';
import type { TestGateway } from '../support/gateway.js';

/** Awaits `call`, expects it to fail with the interface's error object, and returns that error. */
export async function apiError(call: Promise<unknown>): Promise<PaisaApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PaisaApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Expects a 400 BAD_REQUEST_ERROR naming `field` (and with `description`, when given). */
export async function expect400(call: Promise<unknown>, field: string | null, description?: string | RegExp): Promise<PaisaApiError> {
  const error = await apiError(call);
  expect(error.status, `${error.message}`).toBe(400);
  expect(error.code).toBe('BAD_REQUEST_ERROR');
  expect(error.field).toBe(field);
  if (description !== undefined) expect(error.error?.description).toMatch(description);
  return error;
}

export const CUSTOMER = { name: 'Gaurav Kumar', contact: '+919000090000', email: 'gaurav.kumar@example.com' } as const;

/** An invoice of one line (INR 399.00) for a new customer. */
export function invoiceBody(extra: Partial<CreateInvoiceBody> = {}): CreateInvoiceBody {
  return {
    currency: 'INR',
    type: 'link',
    line_items: [{ name: 'Master Cloud Computing in 30 Days', description: 'Book by Ravena Ravenclaw', amount: 39900, quantity: 1 }],
    customer: { ...CUSTOMER },
    ...extra,
  } as CreateInvoiceBody;
}

/** An invoice from amount and description, without a customer. */
export function amountInvoice(extra: Partial<CreateInvoiceBody> = {}): CreateInvoiceBody {
  return { currency: 'INR', type: 'link', amount: 100000, description: 'Consulting fee for March', ...extra } as CreateInvoiceBody;
}

/** Stops the gateway (its notification worker records what it is sending first); a no-op when none started. */
export async function stopGateway(gw: TestGateway | undefined): Promise<void> {
  if (!gw) return;
  await gw.stop();
}

/**
 * Waits until the gateway's notification worker has attempted every notification that is due
 * now (on the gateway's clock): each is then sent, failed, or waiting for a later retry, and the
 * invoice statuses have moved with it (the same transaction records both).
 */
export async function notificationsSettled(gw: TestGateway, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const due = await gw.ctx.store.transaction(
      (tx) =>
        tx.sql.all<{ id: string }>('SELECT id FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at_ms <= ?', [gw.clock.nowMs()]),
      { readOnly: true },
    );
    if (due.length === 0) return;
    if (Date.now() > deadline) throw new Error(`notifications still due after ${timeoutMs} ms: ${due.map((n) => n.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Rows of an entity table in one mode (for "nothing else was written" checks). */
export async function countRows(gw: TestGateway, kind: 'orders' | 'invoices' | 'customers', mode: 'test' | 'live' = 'test'): Promise<number> {
  return gw.ctx.store.transaction(async (tx) => (await tx.entities(kind).list(mode, { count: 1000 })).length, { readOnly: true });
}

export async function outboxEvents(gw: TestGateway, mode: 'test' | 'live' = 'test'): Promise<string[]> {
  const rows = await gw.ctx.store.transaction(
    (tx) => tx.sql.all<{ event: string; mode: string }>('SELECT event, mode FROM webhook_outbox ORDER BY created_at'),
    {
      readOnly: true,
    },
  );
  return rows.filter((r) => r.mode === mode).map((r) => r.event);
}
