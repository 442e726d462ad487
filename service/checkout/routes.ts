/**
 * The hosted checkout behind every invoice `short_url` (spec `Invoice.short_url`), mounted by
 * service/app.ts outside the spec's /v1 routes:
 *
 *   GET  /checkout/invoices/{invoice_id}      the page: merchant, amount, line items, 5 methods
 *   POST /checkout/invoices/{invoice_id}/pay  form-encoded; runs payOrder, shows the outcome
 *
 * The customer has no key, so the mode comes from the invoice row itself (looked up in both
 * modes; ids are random and unique, spec info.description, Entities). A live-mode invoice is
 * paid through the live acquirer, which refuses until one is connected: nothing is charged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFor, type ErrorAnswer, errorCatalogue, Refusal, refuse } from '../../generated/server/index.js';
import type { Invoice } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import { payOrder } from '../payment-flow.js';
import type { Instrument } from '../payments/payment-record.js';
import { methodsDown } from '../resources/payments/downtimes.js';
import type { Mode } from '../store/store.js';
import { CSRF_FIELD, csrfCookie, csrfValid, newCsrfToken } from './csrf.js';
import { instrumentFrom, payerFrom, readForm } from './form.js';
import { checkoutPage, failurePage, messagePage, type PageContext, successPage } from './page.js';
import { CHECKOUT_CSP } from './style.js';

export const CHECKOUT_PREFIX = '/checkout/';
const ROUTE = /^\/checkout\/invoices\/(inv_[0-9A-Za-z]{14})(\/pay)?\/?$/;

export const checkoutPath = (invoiceId: string) => `/checkout/invoices/${invoiceId}`;

export interface CheckoutOptions {
  /** an unexpected failure (answered with a plain 500 page that does not show it) */
  onError?: (error: unknown) => void;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CHECKOUT_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    // card pages must not be kept by caches or the back-forward cache (PCI DSS 3.2)
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

async function findInvoice(ctx: ServiceContext, id: string): Promise<{ invoice: Invoice; mode: Mode } | undefined> {
  return ctx.store.transaction(
    async (tx) => {
      for (const mode of ['test', 'live'] as const) {
        const invoice = await tx.entities('invoices').get(mode, id);
        if (invoice) return { invoice, mode };
      }
      return undefined;
    },
    { readOnly: true },
  );
}

/** The catalogue's answer to a refusal (spec `x-errors`): its status and the words the page shows. */
function answer(refusal: Refusal): ErrorAnswer {
  return answerFor(errorCatalogue, refusal);
}

function refusal(ctx: ServiceContext, found: { invoice: Invoice; mode: Mode }): string | undefined {
  const { invoice } = found;
  if (invoice.status === 'paid') return answer(refuse('invoice_already_paid')).body.error.description;
  if (!ctx.machines.Invoice.can(invoice, 'pay') || !invoice.order_id)
    return answer(refuse('invoice_not_payable', { status: invoice.status })).body.error.description;
  return undefined;
}

async function showPage(ctx: ServiceContext, res: ServerResponse, id: string): Promise<void> {
  const found = await findInvoice(ctx, id);
  if (!found) return send(res, 404, messagePage('Invoice not found', 'There is no invoice at this address. Check the link you were sent.'));
  const page: PageContext = { ...found, merchant: ctx.merchantName, methodsDown: await methodsDown(ctx, found.mode) };
  const refused = refusal(ctx, found);
  if (refused) return send(res, 200, messagePage('This invoice cannot be paid', refused, page));
  const token = newCsrfToken();
  send(res, 200, checkoutPage(page, { csrfToken: token, action: `${checkoutPath(id)}/pay` }), {
    'set-cookie': csrfCookie(token, checkoutPath(id), ctx.publicUrl.startsWith('https:')),
  });
}

async function pay(ctx: ServiceContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const form = await readForm(req);
  const token = form.get(CSRF_FIELD);
  if (token === null || !csrfValid(req, token)) throw refuse('checkout_token_invalid');
  const found = await findInvoice(ctx, id);
  if (!found) return send(res, 404, messagePage('Invoice not found', 'There is no invoice at this address. Check the link you were sent.'));
  const page: PageContext = { ...found, merchant: ctx.merchantName, methodsDown: await methodsDown(ctx, found.mode) };
  const refused = refusal(ctx, found);
  const orderId = found.invoice.order_id;
  if (refused || !orderId)
    return send(
      res,
      400,
      messagePage(
        'This invoice cannot be paid',
        refused ?? answer(refuse('invoice_not_payable', { status: found.invoice.status })).body.error.description,
        page,
      ),
    );

  let instrument: Instrument;
  try {
    instrument = instrumentFrom(form);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // the same form again, with what is missing; the card fields are never echoed back
    return send(res, 400, checkoutPage(page, { csrfToken: token, action: `${checkoutPath(id)}/pay`, error: answer(error).body.error.description }));
  }
  try {
    const result = await payOrder(ctx, found.mode, { orderId, invoiceId: id, instrument, payer: payerFrom(form) });
    if (result.outcome === 'failed') return send(res, 200, failurePage(page, result.payment.id, result.error.description, checkoutPath(id)));
    return send(res, 200, successPage(page, result.payment.id));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused = answer(error);
    return send(res, refused.status, messagePage('This invoice cannot be paid', refused.body.error.description, page));
  }
}

async function handle(ctx: ServiceContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const match = ROUTE.exec(path);
  if (!match) return send(res, 404, messagePage('Page not found', 'There is no checkout page at this address.'));
  const [, id, payPath] = match;
  const method = req.method ?? 'GET';
  if (!payPath && (method === 'GET' || method === 'HEAD')) return showPage(ctx, res, id);
  if (payPath && method === 'POST') return pay(ctx, req, res, id);
  // RFC 9110 15.5.6: a 405 lists the allowed methods
  return send(res, 405, messagePage('Method not allowed', `Use ${payPath ? 'POST' : 'GET'} for this address.`), { allow: payPath ? 'POST' : 'GET, HEAD' });
}

/** The mount for service/app.ts: true when the request is the checkout's (answered asynchronously). */
export function checkoutRoutes(ctx: ServiceContext, options: CheckoutOptions = {}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!path.startsWith(CHECKOUT_PREFIX)) return false;
    handle(ctx, req, res, path).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof Refusal) {
        const refused = answer(error);
        return send(res, refused.status, messagePage('This payment could not be made', refused.body.error.description), refused.headers);
      }
      options.onError?.(error);
      send(res, 500, messagePage('Something went wrong', 'The payment page could not be shown. No money was taken. Please try again in a moment.'));
    });
    return true;
  };
}
