/**
 * The hosted checkout, one page for every payable (checkout/payable.ts; registered in
 * service/payables.ts): an invoice's `short_url` (spec
 * `Invoice.short_url`) and the standard checkout of an order. Mounted by service/app.ts outside
 * the spec's /v1 routes:
 *
 *   GET  /checkout/{invoices|orders}/{id}       the page: merchant, amount, lines, 5 methods
 *        (orders: optional `callback_url`, an absolute http(s) URL)
 *   POST /checkout/{invoices|orders}/{id}/pay   form-encoded; runs payOrder, shows the outcome,
 *        or, for an order with a callback_url, redirects there (303) with `paisa_payment_id`,
 *        `paisa_order_id` and `paisa_signature` (runtime/server/signature.ts)
 *
 * The customer has no key, so the mode comes from the payable itself (looked up in both
 * modes; ids are random and unique, spec info.description, Entities). A live-mode payable is
 * paid through the live acquirer, which refuses until one is connected: nothing is charged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFor, type ErrorAnswer, errorCatalogue, Refusal, refuse } from '../../generated/server/index.js';
import type { ServiceContext } from '../context.js';
import type { MountedRoutes } from '../mounted-routes.js';
import { CHECKOUT_PAYABLES } from '../payables.js';
import { payOrder } from '../payment-flow.js';
import type { Instrument } from '../payments/payment-record.js';
import { methodsDown } from '../resources/payments/downtimes.js';
import type { Mode } from '../store/store.js';
import { CSRF_FIELD, csrfValid, newCsrfToken } from './csrf.js';
import { amountFrom, instrumentFrom, payerFrom, readForm } from './form.js';
import { checkoutPage, failurePage, messagePage, type PageContext, paidPage, successPage } from './page.js';
import type { CheckoutPayable, FoundPayable } from './payable.js';
import { CHECKOUT_CSP, checkoutCsp } from './style.js';

export const CHECKOUT_PREFIX = '/checkout/';
const ROUTE = /^\/checkout\/([a-z_]+)\/([0-9A-Za-z_]{1,40})(\/pay)?\/?$/;
const CALLBACK_FIELD = 'callback_url';
const MAX_CALLBACK_URL = 2048;

export const checkoutPath = (payable: CheckoutPayable, id: string) => `/checkout/${payable.segment}/${id}`;

export interface CheckoutOptions {
  /** an unexpected failure (answered with a plain 500 page that does not show it) */
  onError?: (error: unknown) => void;
  /** a payment the page's form asked for, once answered (the request log, source `checkout`): the form as posted and what came of it */
  record?: (paid: CheckoutRecord) => void;
}

export interface CheckoutRecord {
  mode: Mode;
  method: string;
  path: string;
  status: number;
  startedAtMs: number;
  durationMs: number;
  requestId: string | undefined;
  /** the form's fields (its card fields are redacted before anything keeps them) */
  form: Record<string, string>;
  /** what the page said: the payment and its outcome, or why it was refused */
  outcome: Record<string, unknown>;
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

function answer(refusal: Refusal): ErrorAnswer {
  return answerFor(errorCatalogue, refusal);
}

/** An order's callback_url (spec x-errors callback_url_invalid): absolute http(s), bounded; absent is fine. */
function callbackUrl(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = value.length <= MAX_CALLBACK_URL ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw refuse('callback_url_invalid');
  return url.href;
}

/** The page's CSP, letting its form's answer redirect on to the callback's origin. */
const cspFor = (callback: string | undefined): Record<string, string> => (callback ? { 'content-security-policy': checkoutCsp(new URL(callback).origin) } : {});

async function pageFor(ctx: ServiceContext, found: FoundPayable): Promise<PageContext> {
  return { view: found.view, mode: found.mode, merchant: ctx.merchantName, methodsDown: await methodsDown(ctx, found.mode) };
}

async function showPage(ctx: ServiceContext, res: ServerResponse, payable: CheckoutPayable, id: string, query: URLSearchParams): Promise<void> {
  const found = await payable.find(ctx, id);
  if (!found) return send(res, 404, messagePage('Not found', 'There is nothing to pay at this address. Check the link you were sent.'));
  const callback = callbackOf(found, query.get(CALLBACK_FIELD));
  const page = await pageFor(ctx, found);
  if (found.paid) return send(res, 200, paidPage(page, found.paid));
  if (found.refusal) return send(res, 200, messagePage('This cannot be paid', found.refusal, page));
  const token = newCsrfToken(ctx.formKey, checkoutPath(payable, id), ctx.publicUrl.startsWith('https:'));
  const hidden = callback && found.returnTo?.fromQuery ? { [CALLBACK_FIELD]: callback } : undefined;
  send(res, 200, checkoutPage(page, { csrfToken: token.field, action: `${checkoutPath(payable, id)}/pay`, ...(hidden ? { hidden } : {}) }), {
    'set-cookie': token.cookie,
    ...cspFor(callback),
  });
}

/** The payable's callback: from the page's query (checked: callbackUrl) or stored with it; none for the rest. */
function callbackOf(found: FoundPayable, given: string | null): string | undefined {
  if (!found.returnTo) return undefined;
  return found.returnTo.fromQuery ? callbackUrl(given) : (found.returnTo.stored ?? undefined);
}

async function pay(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  payable: CheckoutPayable,
  id: string,
  record: CheckoutOptions['record'],
): Promise<void> {
  // the request log's time is the wall clock's, as ids' time parts are (ids.ts)
  const startedAtMs = Date.now();
  const started = performance.now();
  const form = await readForm(req);
  const token = form.get(CSRF_FIELD);
  if (token === null || !csrfValid(ctx.formKey, req, checkoutPath(payable, id), token)) throw refuse('checkout_token_invalid');
  const found = await payable.find(ctx, id);
  if (!found) return send(res, 404, messagePage('Not found', 'There is nothing to pay at this address. Check the link you were sent.'));
  const outcome: Record<string, unknown> = { [payable.segment.replace(/s$/, '')]: id };
  if (record) {
    const fields = Object.fromEntries([...form].filter(([name]) => name !== CSRF_FIELD));
    res.once('finish', () => {
      const requestId = res.getHeader('request-id');
      record({
        mode: found.mode,
        method: 'POST',
        path: `${checkoutPath(payable, id)}/pay`,
        status: res.statusCode,
        startedAtMs,
        durationMs: performance.now() - started,
        requestId: typeof requestId === 'string' ? requestId : undefined,
        form: fields,
        outcome,
      });
    });
  }
  const callback = callbackOf(found, form.get(CALLBACK_FIELD));
  const hidden = callback && found.returnTo?.fromQuery ? { [CALLBACK_FIELD]: callback } : undefined;
  const retryUrl = `${checkoutPath(payable, id)}${hidden ? `?${new URLSearchParams(hidden)}` : ''}`;
  const page = await pageFor(ctx, found);
  if (found.refusal) return send(res, 400, messagePage('This cannot be paid', found.refusal, page));

  let instrument: Instrument;
  let amount: number | undefined;
  try {
    instrument = instrumentFrom(form);
    amount = found.view.partial ? amountFrom(form, found.view.currency) : undefined;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // the same form again, with what is missing; the card fields are never echoed back
    return send(
      res,
      400,
      checkoutPage(page, {
        csrfToken: token,
        action: `${checkoutPath(payable, id)}/pay`,
        error: answer(error).body.error.description,
        ...(hidden ? { hidden } : {}),
      }),
      cspFor(callback),
    );
  }
  try {
    const result = found.pay
      ? await found.pay({ instrument, payer: payerFrom(form) })
      : await payOrder(ctx, found.mode, {
          orderId: found.orderId,
          invoiceId: found.invoiceId,
          instrument,
          payer: payerFrom(form),
          capture: found.capture === 'manual' ? 'manual' : 'auto',
          ...(amount !== undefined ? { amount } : {}),
        });
    Object.assign(outcome, { payment_id: result.payment.id, status: result.payment.status });
    if (result.outcome === 'failed') {
      outcome.error = result.error.description;
      return send(res, 200, failurePage(page, result.payment.id, result.error.description, retryUrl));
    }
    // an order or link whose key is gone (or was stored before key secrets were sealed) cannot be signed
    const signed = await found.returnTo?.params(ctx, result.payment.id);
    if (callback && signed) {
      const to = new URL(callback);
      for (const [name, value] of Object.entries(signed)) to.searchParams.set(name, value);
      // RFC 9110 15.4.4: 303 sends the browser on with a GET
      res.writeHead(303, { location: to.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      return void res.end();
    }
    return send(res, 200, successPage(page, result.payment.id, result.payment.amount, signed));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused = answer(error);
    outcome.error = refused.body.error.description;
    return send(res, refused.status, messagePage('This cannot be paid', refused.body.error.description, page));
  }
}

async function handle(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  record: CheckoutOptions['record'],
): Promise<void> {
  const match = ROUTE.exec(path);
  const payable = match ? CHECKOUT_PAYABLES.find((p) => p.segment === match[1]) : undefined;
  const id = match?.[2];
  if (!match || !payable || !id || !new RegExp(`^${payable.idPrefix}[0-9A-Za-z]{14}$`).test(id)) {
    return send(res, 404, messagePage('Page not found', 'There is no checkout page at this address.'));
  }
  const payPath = match[3];
  const method = req.method ?? 'GET';
  if (!payPath && (method === 'GET' || method === 'HEAD')) return showPage(ctx, res, payable, id, query);
  if (payPath && method === 'POST') return pay(ctx, req, res, payable, id, record);
  // RFC 9110 15.5.6: a 405 lists the allowed methods
  return send(res, 405, messagePage('Method not allowed', `Use ${payPath ? 'POST' : 'GET'} for this address.`), { allow: payPath ? 'POST' : 'GET, HEAD' });
}

/** The mount for service/app.ts: true when the request is the checkout's (answered asynchronously). */
export function checkoutRoutes(ctx: ServiceContext, options: CheckoutOptions = {}): MountedRoutes {
  return (req, res, path, search) => {
    if (!path.startsWith(CHECKOUT_PREFIX)) return false;
    handle(ctx, req, res, path, new URLSearchParams(search), options.record).catch((error: unknown) => {
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
