/**
 * Transitions a customer (and the bank behind the test instruments) fires at the hosted
 * checkout, driven with `--checkout`: an invoice paid with a succeeding test card, one attempted
 * with a declined card, an order with manual capture captured through capturePayment, a
 * partially payable invoice paid in parts, a payment link paid in parts (and one expiring part
 * paid), a refund the bank rejects; and the refusals: cancel a
 * paid invoice, capture a failed payment, capture another amount, capture twice, pay a paid
 * order, a first part below the minimum, refund above the captured amount; each refused with 400
 * and no change.
 */
import { describeAnswer, type Failure, judge } from '../../conformance/checks.js';
import { reachable, transitionKey } from '../../conformance/derive-transitions.js';
import type { Answer, WireRequest } from '../../conformance/http.js';
import type { ScenarioResult } from '../../conformance/plugin.js';
import type { SchemaChecker } from '../../conformance/schema-checker.js';
import { isRecord } from '../../conformance/schema-node.js';
import type { Session } from '../../conformance/session.js';
import type { Expectation } from '../../conformance/types.js';
import type { ApiModel } from '../../generator/model/types.js';
import type { CheckoutDriver } from './checkout-driver.js';

/** A scenario's problem: the runner's judging of an answer, or a state it left (a life-cycle failure). */
type Problem = string | Failure;

/** spec x-errors validation_failed: a refused move is the catalogue's 400. */
const REFUSED: Expectation = { kind: 'reject', status: [400], exact: true, errorCode: 'BAD_REQUEST_ERROR' };
const OK: Expectation = { kind: 'accept', status: [200] };

function keys(model: ApiModel, machine: string, moves: [string | null, string, string][]): string[] {
  const m = model.machines.find((x) => x.schema === machine);
  return moves
    .filter(([from, to, trigger]) => m?.transitions.some((t) => t.from === from && t.to === to && t.trigger === trigger))
    .map(([from, to, trigger]) => transitionKey(machine, { from, to, trigger }));
}

function body(answer: Answer | undefined): Record<string, unknown> {
  return answer && isRecord(answer.body) ? answer.body : {};
}

export async function checkoutScenarios(session: Session, checker: SchemaChecker, checkout: CheckoutDriver): Promise<ScenarioResult[]> {
  const out: ScenarioResult[] = [];
  const model = session.model;
  const check = (operationId: string, answer: Answer, expect: Expectation): Problem[] => judge(session.op(operationId), answer, expect, checker);
  const say = (title: string, operationId: string, problems: Problem[], detail: string, drives: string[] = []) => {
    const failures = problems.map((p): Failure => (typeof p === 'string' ? { check: 'lifecycle', message: p } : p));
    out.push({
      result: {
        id: `checkout ${title}`,
        kind: 'transition',
        operationId,
        title: `checkout: ${title}`,
        outcome: failures.length ? 'fail' : 'pass',
        detail: failures.length ? `${detail}: ${failures.map((f) => f.message).join('; ')}` : detail,
        ...(failures.length ? { failures } : {}),
      },
      drives,
    });
  };
  const skip = (title: string, reason: string) =>
    out.push({
      result: { id: `checkout ${title}`, kind: 'transition', operationId: 'checkout', title: `checkout: ${title}`, outcome: 'skip', detail: `(${reason})` },
      drives: [],
    });
  const call = (operationId: string, path: Record<string, string>, value?: unknown): Promise<Answer> => {
    const wire: WireRequest = { path, query: {}, headers: {}, auth: 'valid' };
    if (value !== undefined) wire.body = { contentType: 'application/json', value };
    return session.send(operationId, wire);
  };

  const issuedInvoice = async (): Promise<{ id: string; shortUrl: string; orderId: string } | string> => {
    const invoiceMachine = model.machines.find((m) => m.schema === 'Invoice');
    const path = invoiceMachine && reachable(invoiceMachine, session.kinds).get('issued');
    if (!path) return 'no API path to an issued invoice';
    const made = await session.drive('inv', path);
    if ('reason' in made) return made.reason;
    const fetched = body(await session.fetchEntity('inv', made.id));
    if (typeof fetched.short_url !== 'string' || typeof fetched.order_id !== 'string') return 'the invoice has no short_url / order_id';
    return { id: made.id, shortUrl: fetched.short_url, orderId: fetched.order_id };
  };

  // 1. A succeeding card: invoice, order and payment move to paid / captured.
  const paid = await issuedInvoice();
  if (typeof paid === 'string') skip('pay an invoice with a succeeding card', paid);
  else {
    try {
      await checkout.pay(paid.shortUrl, 'success');
      const invoice = body(await session.fetchEntity('inv', paid.id));
      const order = body(await session.fetchEntity('order', paid.orderId));
      const paymentId = typeof invoice.payment_id === 'string' ? invoice.payment_id : '';
      const payment = paymentId ? body(await session.fetchEntity('pay', paymentId)) : {};
      const problems = [
        invoice.status !== 'paid' && `invoice status ${String(invoice.status)}`,
        order.status !== 'paid' && `order status ${String(order.status)}`,
        payment.status !== 'captured' && `payment status ${String(payment.status)}`,
      ].filter((p): p is string => typeof p === 'string');
      const drives = [
        ...keys(model, 'Invoice', [['issued', 'paid', 'pay']]),
        ...keys(model, 'Order', [['created', 'paid', 'pay']]),
        ...keys(model, 'Payment', [
          [null, 'created', 'create'],
          ['created', 'authorized', 'authorize'],
          ['authorized', 'captured', 'capture'],
        ]),
      ];
      say(
        'pay an invoice with a succeeding card',
        'fetchInvoice',
        problems,
        `invoice ${String(invoice.status)}, order ${String(order.status)}, payment ${String(payment.status)}`,
        drives,
      );
      if (paymentId) {
        const cancel = await call('cancelInvoice', { invoice_id: paid.id });
        const after = body(await session.fetchEntity('inv', paid.id));
        const p1 = check('cancelInvoice', cancel, REFUSED);
        if (after.status !== 'paid') p1.push(`invoice status ${String(after.status)} after the refused cancel`);
        say('cancel a paid invoice is refused', 'cancelInvoice', p1, describeAnswer(cancel));
        const amount = Number(payment.amount);
        const over = await call('refundPayment', { payment_id: paymentId }, { amount: amount + 1 });
        const unchanged = body(await session.fetchEntity('pay', paymentId));
        const p2 = check('refundPayment', over, REFUSED);
        if (unchanged.amount_refunded !== payment.amount_refunded) p2.push(`amount_refunded moved to ${String(unchanged.amount_refunded)}`);
        say('refund above the captured amount is refused', 'refundPayment', p2, describeAnswer(over));
        const part = Math.min(100, amount - 1);
        const first = await call('refundPayment', { payment_id: paymentId }, { amount: part });
        const p3 = check('refundPayment', first, OK);
        if (body(first).status !== 'pending' && body(first).status !== 'processed') p3.push(`refund status ${String(body(first).status)}`);
        const refundDrives = keys(model, 'Refund', [
          [null, 'pending', 'create'],
          ...(body(first).status === 'processed' ? [['pending', 'processed', 'process'] as [string, string, string]] : []),
        ]);
        say('partial refund of a captured payment', 'refundPayment', p3, describeAnswer(first), refundDrives);
        const rest = await call('refundPayment', { payment_id: paymentId }, { amount: amount - part });
        const full = body(await session.fetchEntity('pay', paymentId));
        const p4 = check('refundPayment', rest, OK);
        if (full.status !== 'refunded') p4.push(`payment status ${String(full.status)} after refunds reached the amount`);
        say(
          'refunds reaching the captured amount',
          'refundPayment',
          p4,
          `payment ${String(full.status)}`,
          keys(model, 'Payment', [['captured', 'refunded', 'refund_fully']]),
        );
      }
    } catch (error) {
      skip('pay an invoice with a succeeding card', `checkout: ${(error as Error).message}`);
    }
  }

  // 2. A declined card: payment failed, order attempted, invoice still issued.
  const declined = await issuedInvoice();
  if (typeof declined === 'string') skip('a declined card', declined);
  else {
    try {
      await checkout.pay(declined.shortUrl, 'failure');
      const invoice = body(await session.fetchEntity('inv', declined.id));
      const order = body(await session.fetchEntity('order', declined.orderId));
      const list = body(await call('listOrderPayments', { order_id: declined.orderId }));
      const payment = Array.isArray(list.items) && isRecord(list.items[0]) ? list.items[0] : {};
      const problems = [
        invoice.status !== 'issued' && `invoice status ${String(invoice.status)}`,
        order.status !== 'attempted' && `order status ${String(order.status)}`,
        payment.status !== 'failed' && `payment status ${String(payment.status)}`,
      ].filter((p): p is string => typeof p === 'string');
      say(
        'a declined card',
        'listOrderPayments',
        problems,
        `invoice ${String(invoice.status)}, order ${String(order.status)}, payment ${String(payment.status)}`,
        [...keys(model, 'Order', [['created', 'attempted', 'attempt']]), ...keys(model, 'Payment', [['created', 'failed', 'fail']])],
      );
      if (typeof payment.id === 'string') {
        const capture = await call('capturePayment', { payment_id: payment.id }, { amount: payment.amount, currency: payment.currency });
        const after = body(await session.fetchEntity('pay', payment.id));
        const p = check('capturePayment', capture, REFUSED);
        if (after.status !== 'failed') p.push(`payment status ${String(after.status)} after the refused capture`);
        say('capture a failed payment is refused', 'capturePayment', p, describeAnswer(capture));
      }
    } catch (error) {
      skip('a declined card', `checkout: ${(error as Error).message}`);
    }
  }
  const origin = typeof paid === 'string' ? undefined : new URL(paid.shortUrl).origin;
  if (!origin) {
    skip('manual capture, partial payments and refund outcomes', 'no checkout origin: no invoice could be paid');
    return out;
  }
  const refused = async (url: string, outcome: 'success' | 'failure', fields?: Record<string, string>) =>
    checkout.pay(url, outcome, fields).then(
      () => false,
      () => true,
    );

  // 3. Manual capture (spec OrderPaymentSettings, capturePayment): the standard checkout of an
  // order leaves the payment authorized; a capture of another amount, and a second capture, are
  // refused; paying the paid order again is refused.
  try {
    const made = await call('createOrder', {}, { amount: 50_000, currency: 'INR', payment: { capture: 'manual' } });
    const orderId = typeof body(made).id === 'string' ? (body(made).id as string) : undefined;
    if (made.status !== 200 || !orderId) skip('manual capture', `createOrder answered ${made.status}`);
    else {
      const url = `${origin}/checkout/orders/${orderId}`;
      await checkout.pay(url, 'success');
      const list = body(await call('listOrderPayments', { order_id: orderId }));
      const payment = Array.isArray(list.items) && isRecord(list.items[0]) ? list.items[0] : {};
      const paymentId = typeof payment.id === 'string' ? payment.id : '';
      const order = body(await session.fetchEntity('order', orderId));
      const p0 = [
        payment.status !== 'authorized' && `payment status ${String(payment.status)}`,
        order.status !== 'attempted' && `order status ${String(order.status)}`,
      ].filter((p): p is string => typeof p === 'string');
      say('pay an order with manual capture: authorized', 'listOrderPayments', p0, `payment ${String(payment.status)}, order ${String(order.status)}`, [
        ...keys(model, 'Order', [['created', 'attempted', 'attempt']]),
        ...keys(model, 'Payment', [['created', 'authorized', 'authorize']]),
      ]);
      if (paymentId) {
        const wrong = await call('capturePayment', { payment_id: paymentId }, { amount: 49_999, currency: 'INR' });
        const p1 = check('capturePayment', wrong, REFUSED);
        if (body(await session.fetchEntity('pay', paymentId)).status !== 'authorized') p1.push('the payment moved');
        say('capture a different amount is refused', 'capturePayment', p1, describeAnswer(wrong));
        const captured = await call('capturePayment', { payment_id: paymentId }, { amount: 50_000, currency: 'INR' });
        const p2 = check('capturePayment', captured, OK);
        const after = body(await session.fetchEntity('order', orderId));
        if (body(captured).status !== 'captured') p2.push(`payment status ${String(body(captured).status)}`);
        if (after.status !== 'paid') p2.push(`order status ${String(after.status)}`);
        say('capture an authorized payment', 'capturePayment', p2, describeAnswer(captured), [
          ...keys(model, 'Payment', [['authorized', 'captured', 'capture']]),
          ...keys(model, 'Order', [['attempted', 'paid', 'pay']]),
        ]);
        const twice = await call('capturePayment', { payment_id: paymentId }, { amount: 50_000, currency: 'INR' });
        say('capture twice is refused', 'capturePayment', check('capturePayment', twice, REFUSED), describeAnswer(twice));
        const again = await refused(url, 'success');
        const payments = body(await call('listOrderPayments', { order_id: orderId }));
        const p3 = [
          !again && 'the checkout took a second payment',
          Array.isArray(payments.items) && payments.items.length !== 1 && `${payments.items.length} payments`,
        ].filter((p): p is string => typeof p === 'string');
        say('pay a paid order is refused', 'checkout', p3, `refused ${again}`);
      }
    }
  } catch (error) {
    skip('manual capture', `checkout: ${(error as Error).message}`);
  }

  // 3b. An authorization left uncaptured past manual_expiry_period is released when test mode's
  // clock gets there (spec Payment expire_authorization, advanceTestClock).
  try {
    const made = await call(
      'createOrder',
      {},
      { amount: 50_000, currency: 'INR', payment: { capture: 'manual', capture_options: { manual_expiry_period: 12 } } },
    );
    const orderId = typeof body(made).id === 'string' ? (body(made).id as string) : undefined;
    if (made.status !== 200 || !orderId) skip('an authorization expires', `createOrder answered ${made.status}`);
    else {
      await checkout.pay(`${origin}/checkout/orders/${orderId}`, 'success');
      const list = body(await call('listOrderPayments', { order_id: orderId }));
      const paymentId = Array.isArray(list.items) && isRecord(list.items[0]) && typeof list.items[0].id === 'string' ? list.items[0].id : '';
      const advanced = await call('advanceTestClock', {}, { by: 13 * 60 });
      if (advanced.status === 501) skip('an authorization expires', 'advanceTestClock not built: 501');
      else {
        const payment = body(await session.fetchEntity('pay', paymentId));
        const p = check('advanceTestClock', advanced, OK);
        if (payment.status !== 'refunded') p.push(`payment status ${String(payment.status)}`);
        say('an authorization left past manual_expiry_period is released', 'advanceTestClock', p, `payment ${String(payment.status)}`, [
          ...keys(model, 'Payment', [['authorized', 'refunded', 'expire_authorization']]),
        ]);
      }
    }
  } catch (error) {
    skip('an authorization expires', `checkout: ${(error as Error).message}`);
  }

  // 4. Partial payments (spec createInvoice partial_payment, Invoice pay_partially): below the
  // first minimum refused; parts move the invoice to partially_paid, then paid.
  try {
    const made = await call(
      'createInvoice',
      {},
      {
        type: 'link',
        currency: 'INR',
        amount: 50_000,
        description: 'Conformance: partial payments',
        partial_payment: '1',
        first_payment_min_amount: 20_000,
      },
    );
    const invoice = body(made);
    if (made.status !== 200 || typeof invoice.short_url !== 'string' || typeof invoice.id !== 'string')
      skip('partial payments', `createInvoice answered ${made.status}`);
    else {
      const id = invoice.id;
      const low = await refused(invoice.short_url, 'success', { amount: '199.99' });
      const p0 = [
        !low && 'a first part below the minimum was taken',
        body(await session.fetchEntity('inv', id)).status !== 'issued' && 'the invoice moved',
      ].filter((p): p is string => typeof p === 'string');
      say('a partial payment below the minimum is refused', 'checkout', p0, `refused ${low}`);
      const steps: [string, string, string, string][] = [
        ['200.00', 'partially_paid', 'issued', 'pay_partially'],
        ['100.00', 'partially_paid', 'partially_paid', 'pay_partially'],
        ['200.00', 'paid', 'partially_paid', 'pay'],
      ];
      for (const [amount, want, from, trigger] of steps) {
        await checkout.pay(invoice.short_url, 'success', { amount });
        const now = body(await session.fetchEntity('inv', id));
        say(
          `pay ${amount} of a partially payable invoice: ${want}`,
          'checkout',
          now.status === want ? [] : [`invoice status ${String(now.status)}`],
          `invoice ${String(now.status)}, amount_paid ${String(now.amount_paid)}`,
          keys(model, 'Invoice', [[from, want, trigger]]),
        );
      }
    }
  } catch (error) {
    skip('partial payments', `checkout: ${(error as Error).message}`);
  }

  // 4b. Payment links (spec PaymentLink, createPaymentLink accept_partial): one paid in full; one
  // paid in three parts (created -> partially_paid -> partially_paid -> paid); one partly paid
  // that test mode's clock then takes past its expire_by (partially_paid -> expired).
  try {
    const link = async (extra: Record<string, unknown>) => {
      const made = await call('createPaymentLink', {}, { amount: 50_000, currency: 'INR', description: 'Conformance: payment link', ...extra });
      const b = body(made);
      return made.status === 200 && typeof b.short_url === 'string' && typeof b.id === 'string'
        ? { id: b.id, url: b.short_url }
        : `createPaymentLink answered ${made.status}`;
    };
    const status = async (id: string) => body(await session.fetchEntity('plink', id));
    const whole = await link({});
    if (typeof whole === 'string') skip('pay a payment link', whole);
    else {
      await checkout.pay(whole.url, 'success');
      const now = await status(whole.id);
      say(
        'pay a payment link in full: paid',
        'checkout',
        now.status === 'paid' ? [] : [`payment link status ${String(now.status)}`],
        `payment link ${String(now.status)}, amount_paid ${String(now.amount_paid)}`,
        keys(model, 'PaymentLink', [['created', 'paid', 'pay']]),
      );
    }
    const parts = await link({ accept_partial: true, first_min_partial_amount: 20_000 });
    if (typeof parts === 'string') skip('pay a payment link in parts', parts);
    else {
      const steps: [string, string, string, string][] = [
        ['200.00', 'partially_paid', 'created', 'pay_partially'],
        ['100.00', 'partially_paid', 'partially_paid', 'pay_partially'],
        ['200.00', 'paid', 'partially_paid', 'pay'],
      ];
      for (const [amount, want, from, trigger] of steps) {
        await checkout.pay(parts.url, 'success', { amount });
        const now = await status(parts.id);
        say(
          `pay ${amount} of a partially payable payment link: ${want}`,
          'checkout',
          now.status === want ? [] : [`payment link status ${String(now.status)}`],
          `payment link ${String(now.status)}, amount_paid ${String(now.amount_paid)}`,
          keys(model, 'PaymentLink', [[from, want, trigger]]),
        );
      }
    }
    const clock = body(await call('fetchTestClock', {}));
    const expiring = typeof clock.now === 'number' ? await link({ accept_partial: true, expire_by: clock.now + 960 }) : 'fetchTestClock gave no now';
    if (typeof expiring === 'string') skip('a partly paid payment link expires', expiring);
    else {
      await checkout.pay(expiring.url, 'success', { amount: '100.00' });
      const advanced = await call('advanceTestClock', {}, { by: 961 });
      const now = await status(expiring.id);
      const p = check('advanceTestClock', advanced, OK);
      if (now.status !== 'expired') p.push(`payment link status ${String(now.status)}`);
      say('a partly paid payment link past its expire_by expires', 'advanceTestClock', p, `payment link ${String(now.status)}`, [
        ...keys(model, 'PaymentLink', [
          ['created', 'partially_paid', 'pay_partially'],
          ['partially_paid', 'expired', 'expire'],
        ]),
      ]);
    }
  } catch (error) {
    skip('payment links', `checkout: ${(error as Error).message}`);
  }

  // 5. A refund the bank rejects (README test instruments): refund.failed, and the payment the
  // full refund had made refunded is captured again.
  const refundable = await issuedInvoice();
  if (typeof refundable === 'string') skip('a refund the bank rejects', refundable);
  else {
    try {
      await checkout.pay(refundable.shortUrl, 'refunds_fail');
      const paymentId = String(body(await session.fetchEntity('inv', refundable.id)).payment_id ?? '');
      const refund = await call('refundPayment', { payment_id: paymentId }, {});
      const payment = body(await session.fetchEntity('pay', paymentId));
      const p = check('refundPayment', refund, OK);
      if (body(refund).status !== 'failed') p.push(`refund status ${String(body(refund).status)}`);
      if (payment.status !== 'captured' || payment.amount_refunded !== 0)
        p.push(`payment ${String(payment.status)}, amount_refunded ${String(payment.amount_refunded)}`);
      say('a refund the bank rejects', 'refundPayment', p, `refund ${String(body(refund).status)}, payment ${String(payment.status)}`, [
        ...keys(model, 'Refund', [
          [null, 'pending', 'create'],
          ['pending', 'failed', 'fail'],
        ]),
        ...keys(model, 'Payment', [
          ['captured', 'refunded', 'refund_fully'],
          ['refunded', 'captured', 'refund_reverted'],
        ]),
      ]);
    } catch (error) {
      skip('a refund the bank rejects', `checkout: ${(error as Error).message}`);
    }
  }
  return out;
}
