/**
 * The hosted checkout's HTML: the invoice page with the five methods and a "Pay" button, and
 * the outcome pages. Plain server-rendered HTML, no script; every control has a <label>, groups
 * have a <legend>, outcomes are announced (role=status / role=alert). All text goes through
 * `html`, which escapes it.
 */
import { currencyMinorUnits } from '../../generated/types/index.js';
import { EMI_TENURES, TEST_BANKS, TEST_CARDS, TEST_VPAS, TEST_WALLETS } from '../acquirer/test-instruments.js';
import { displayAmount } from '../money/currency.js';
import type { Mode } from '../store/store.js';
import { CSRF_FIELD } from './csrf.js';
import { html, SafeHtml } from './html.js';
import type { CheckoutView } from './payable.js';
import { CHECKOUT_CSS } from './style.js';

export interface PageContext {
  /** what is paid (checkout/payable.ts) */
  view: CheckoutView;
  mode: Mode;
  /** who is paid: the merchant's display name (PAISA_MERCHANT_NAME) */
  merchant: string;
  /** methods with a started or updated downtime (spec PaymentDowntime): shown with a notice */
  methodsDown?: ReadonlySet<string>;
}

const money = (amount: number, currency: string) => displayAmount(amount, currency, currencyMinorUnits);

/** The page around a body: the one stylesheet inline (allowed by its hash, style.ts), no script. */
export function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<title>${title}</title>
<style>${new SafeHtml(CHECKOUT_CSS)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.value;
}

function header(page: PageContext, paid?: number): SafeHtml {
  const { view, mode, merchant } = page;
  return html`<header>
<p class="merchant">${paid === undefined ? 'Pay' : 'Paid to'} <strong>${merchant}</strong>${mode === 'test' ? html` <span class="mode">TEST MODE</span>` : ''}</p>
<h1>${view.title}</h1>
${
  paid === undefined
    ? html`<p class="amount" aria-label="Amount due">${money(view.amountDue, view.currency)}</p>`
    : html`<p class="amount" aria-label="Amount paid">${money(paid, view.currency)}</p>`
}
${view.receipt ? html`<p class="note">Receipt ${view.receipt}</p>` : ''}
${view.terms ? html`<p class="terms" id="terms">${view.terms}</p>` : ''}
</header>`;
}

function lineItems(view: CheckoutView): SafeHtml | string {
  if (!view.lines?.length) return '';
  return html`<section aria-labelledby="items-heading">
<h2 id="items-heading">Items</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${view.lines.map(
  (
    line,
  ) => html`<tr><td>${line.name}${line.description ? html`<br><span class="note">${line.description}</span>` : ''}</td><td class="num">${line.quantity}</td><td class="num">${money(line.amount, line.currency ?? view.currency)}</td></tr>
`,
)}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="num"><strong>${money(view.amount, view.currency)}</strong></td></tr></tfoot>
</table>
</section>`;
}

const field = (id: string, label: string, input: SafeHtml) => html`<div class="field"><label for="${id}">${label}</label>${input}</div>`;

function methodRadio(value: string, label: string, checked: boolean, down: ReadonlySet<string> | undefined): SafeHtml {
  // EMI is paid with a card, so a card downtime concerns it too
  const affected = down?.has(value) || (value === 'emi' && down?.has('card'));
  const notice = affected ? html` <span class="downtime" id="downtime-${value}">(a downtime is ongoing: payments may fail)</span>` : '';
  return html`<label><input type="radio" name="method" id="method-${value}" value="${value}"${checked ? html` checked` : ''}${notice ? html` aria-describedby="downtime-${value}"` : ''}> ${label}${notice}</label>`;
}

function testInstruments(): SafeHtml {
  return html`<details class="note">
<summary>Test mode: which details succeed</summary>
<ul>
${TEST_CARDS.map((c) => html`<li>Card <code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${c.description}</li>`)}
${TEST_VPAS.map((v) => html`<li>UPI ID <code>${v.vpa}</code>: ${v.outcome === 'success' ? 'succeeds' : 'fails'}</li>`)}
<li>Any future expiry date and any 3-digit CVV.</li>
</ul>
</details>`;
}

/** Partial payments: the amount field, in the currency's major unit, starting at what is due. */
function partAmount(view: CheckoutView, minimum: number): SafeHtml {
  const exponent = currencyMinorUnits[view.currency as keyof typeof currencyMinorUnits] ?? 2;
  const due = (view.amountDue / 10 ** exponent).toFixed(exponent);
  return html`<fieldset>
<legend>Amount</legend>
${field('amount', `Amount to pay (${view.currency})`, html`<input type="text" id="amount" name="amount" inputmode="decimal" maxlength="16" value="${due}" aria-describedby="amount-range">`)}
<p class="note" id="amount-range">Any amount from ${money(minimum, view.currency)} to ${money(view.amountDue, view.currency)}.</p>
</fieldset>`;
}

/** The five methods, in the order the form offers them (a payable may offer fewer: CheckoutView.methods). */
const METHODS = [
  ['card', 'Card'],
  ['upi', 'UPI'],
  ['netbanking', 'Netbanking'],
  ['wallet', 'Wallet'],
  ['emi', 'EMI'],
] as const;

export interface CheckoutFormState {
  csrfToken: string;
  action: string;
  /** a message from the previous attempt (a missing field) */
  error?: string;
  /** carried from the page to its POST (an order's callback_url) */
  hidden?: Readonly<Record<string, string>>;
}

export function checkoutPage(page: PageContext, form: CheckoutFormState): string {
  const { view } = page;
  const body = html`${header(page)}
${lineItems(view)}
${form.error ? html`<p class="error" role="alert">${form.error}</p>` : ''}
<form method="post" action="${form.action}" autocomplete="on">
<input type="hidden" name="${CSRF_FIELD}" value="${form.csrfToken}">
${Object.entries(form.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<fieldset class="methods">
<legend>Payment method</legend>
${METHODS.filter(([value]) => !view.methods || view.methods.includes(value)).map(([value, label], index) => methodRadio(value, label, index === 0, page.methodsDown))}
</fieldset>
<fieldset class="for-card for-emi">
<legend>Card details</legend>
${field('card_number', 'Card number', html`<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456">`)}
<div class="row">
${field('card_expiry', 'Expiry', html`<input type="text" id="card_expiry" name="card_expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY">`)}
${field('card_cvv', 'CVV', html`<input type="password" id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4">`)}
</div>
${field('card_name', 'Name on card', html`<input type="text" id="card_name" name="card_name" autocomplete="cc-name" maxlength="100">`)}
</fieldset>
<fieldset class="for-emi">
<legend>EMI</legend>
${field('emi_tenure', 'EMI tenure', html`<select id="emi_tenure" name="emi_tenure">${EMI_TENURES.map((m) => html`<option value="${m}">${m} months</option>`)}</select>`)}
</fieldset>
<fieldset class="for-upi">
<legend>UPI</legend>
${field('vpa', 'UPI ID', html`<input type="text" id="vpa" name="vpa" autocomplete="off" maxlength="100" placeholder="name@bank">`)}
</fieldset>
<fieldset class="for-netbanking">
<legend>Netbanking</legend>
${field('bank', 'Bank', html`<select id="bank" name="bank">${TEST_BANKS.map((b) => html`<option value="${b.code}">${b.name}</option>`)}</select>`)}
</fieldset>
<fieldset class="for-wallet">
<legend>Wallet</legend>
${field('wallet', 'Wallet', html`<select id="wallet" name="wallet">${TEST_WALLETS.map((w) => html`<option value="${w.code}">${w.name}</option>`)}</select>`)}
</fieldset>
${view.partial ? partAmount(view, view.partial.minimum) : ''}
<fieldset>
<legend>Your contact details</legend>
${field('email', 'Email', html`<input type="email" id="email" name="email" autocomplete="email" maxlength="64" value="${view.customer.email ?? ''}">`)}
${field('contact', 'Phone', html`<input type="tel" id="contact" name="contact" autocomplete="tel" maxlength="15" value="${view.customer.contact ?? ''}">`)}
</fieldset>
<button type="submit">Pay</button>
</form>
${page.mode === 'test' ? testInstruments() : ''}`;
  return layout(`Pay ${money(view.amountDue, view.currency)}`, body);
}

/** `signed`: a standard checkout without a callback_url shows what the callback would carry. */
export function successPage(page: PageContext, paymentId: string, amount: number, signed?: Readonly<Record<string, string>>): string {
  const body = html`${header(page)}
<section role="status">
<h2>Payment successful</h2>
<p class="success">Thank you. Your payment of ${money(amount, page.view.currency)} was received.</p>
<p>Payment ID: <code>${paymentId}</code></p>
${signed ? html`<dl class="callback">${Object.entries(signed).map(([name, value]) => html`<dt>${name}</dt><dd><code id="${name}">${value}</code></dd>`)}</dl>` : ''}
</section>`;
  return layout('Payment successful', body);
}

export function failurePage(page: PageContext, paymentId: string, description: string, retryUrl: string): string {
  const body = html`${header(page)}
<section role="alert">
<h2>Payment failed</h2>
<p class="error">${description}</p>
<p>Payment ID: <code>${paymentId}</code>. No money was taken.</p>
<p><a href="${retryUrl}">Try again</a></p>
</section>`;
  return layout('Payment failed', body);
}

/** What was paid: the page of a payable paid in full, in a neutral look (it is good news, not an error). */
export function paidPage(page: PageContext, paid: { paymentId: string | null; amount: number; paidAt: number | null }): string {
  const when =
    paid.paidAt === null
      ? ''
      : new Date(paid.paidAt * 1000).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const body = html`${header(page, paid.amount)}
<section role="status">
<h2>Paid</h2>
<p class="paid">This has been paid${when ? html` on ${when}` : ''}. Nothing more is due.</p>
${paid.paymentId ? html`<p>Payment ID: <code>${paid.paymentId}</code></p>` : ''}
</section>`;
  return layout('Paid', body);
}

/** A page that refuses (already paid, not payable, expired form, unknown invoice). */
export function messagePage(title: string, description: string, page?: PageContext): string {
  const body = html`${page ? header(page) : ''}
<section role="alert">
<h2>${title}</h2>
<p class="error">${description}</p>
</section>`;
  return layout(title, body);
}
