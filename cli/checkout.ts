/**
 * Paying an invoice at the hosted checkout over HTTP, as a customer's browser would (the same
 * steps as bench/seed.ts): GET the invoice's `short_url` (spec `Invoice.short_url`), keep the
 * CSRF cookie it sets, POST the page's form with its hidden token and a test card
 * (service/checkout/routes.ts and csrf.ts: a double-submit cookie, OWASP CSRF Prevention Cheat
 * Sheet).
 *
 * The card comes from the simulator's documented test instruments (README.md, "Paying in test
 * mode"; service/acquirer/test-instruments.ts): its number and CVV exist only in the body of the
 * one form POST; nothing here prints, logs or returns them. The ids of what the payment made are
 * read back through the API by the caller, not scraped from the page.
 */
import { type Outcome, TEST_CARDS } from '../service/acquirer/test-instruments.js';

/** The page said something other than "Payment successful" or "Payment failed". */
export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/** A checkout page is a few kilobytes; anything far larger is not one (and is not read whole). */
const PAGE_LIMIT_BYTES = 512 * 1024;
/** Per request, like the generated client's default per-attempt timeout. */
const TIMEOUT_MS = 30_000;

/** The first documented test card with the wanted outcome; any future expiry and 3-digit CVV work. */
function testCard(outcome: Outcome): Record<string, string> {
  const card = TEST_CARDS.find((c) => c.outcome === outcome);
  if (!card) throw new Error(`service/acquirer/test-instruments.ts lists no card that ends in ${outcome}`);
  const year = (new Date().getUTCFullYear() + 5) % 100;
  return {
    method: 'card',
    card_number: card.number,
    card_expiry: `12/${String(year).padStart(2, '0')}`,
    card_cvv: '123',
    card_name: 'Paisa Trigger',
  };
}

async function readPage(response: Response, url: URL): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > PAGE_LIMIT_BYTES) throw new CheckoutError(`${url.origin}${url.pathname} answered ${length} bytes: not a checkout page`);
  const text = await response.text();
  if (text.length > PAGE_LIMIT_BYTES) throw new CheckoutError(`${url.origin}${url.pathname} answered ${text.length} bytes: not a checkout page`);
  return text;
}

/** An attribute of the first tag matching `tag` (attributes in any order, double-quoted as the page writes them). */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = tag.exec(html)?.[0];
  return element ? new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1] : undefined;
}

/** What a refusal page says (its heading and first message), without markup, for the error. */
function pageMessage(html: string): string {
  const text = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const parts = [text(/<h2[^>]*>([\s\S]*?)<\/h2>/), text(/<p class="error"[^>]*>([\s\S]*?)<\/p>/)].filter(Boolean);
  return parts.length > 0 ? parts.join(': ').slice(0, 300) : 'no message';
}

/** The CSRF cookie the page set, as `name=value` for the POST's Cookie header (RFC 6265 section 5.4). */
function cookiesFrom(response: Response): string | undefined {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]?.trim() ?? '');
  const kept = pairs.filter((pair) => pair.includes('='));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * Pays what is behind `shortUrl` (an invoice, a payment link) with a test card that ends in
 * `outcome`; resolves with what the page reported (`success` or `failure`), or throws a
 * CheckoutError saying which step went wrong (no page, no form, a refusal page). `fields` are
 * further form fields the customer fills in: `amount` for a part payment, another documented
 * test card's `card_number`, or `method` `upi` with a test `vpa` instead of a card.
 */
export async function payAtCheckout(shortUrl: string, outcome: Outcome, fields: Record<string, string> = {}): Promise<Outcome> {
  const pageUrl = new URL(shortUrl);
  if (pageUrl.protocol !== 'http:' && pageUrl.protocol !== 'https:') throw new CheckoutError(`short_url ${pageUrl.origin} is not an http(s) URL`);
  const where = `${pageUrl.origin}${pageUrl.pathname}`;

  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const html = await readPage(page, pageUrl);
  if (page.status !== 200) throw new CheckoutError(`the checkout page ${where} answered ${page.status}: ${pageMessage(html)}`);
  const cookie = cookiesFrom(page);
  const token = attribute(html, /<input\b[^>]*\bname="csrf_token"[^>]*>/, 'value');
  const action = attribute(html, /<form\b[^>]*\bmethod="post"[^>]*>/i, 'action');
  if (!cookie || !token || !action) throw new CheckoutError(`the checkout page ${where} has no payment form: ${pageMessage(html)}`);

  // the card goes only where the page itself posts to, on the origin the page came from (after any redirect)
  const served = new URL(page.url || pageUrl);
  const target = new URL(action, served);
  if (target.origin !== served.origin)
    throw new CheckoutError(`the checkout form of ${where} posts to another origin (${target.origin}); not sending a card there`);

  const paid = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ csrf_token: token, ...(fields.method && fields.method !== 'card' ? {} : testCard(outcome)), ...fields }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = await readPage(paid, target);
  if (paid.status === 200 && answer.includes('Payment successful')) return 'success';
  if (paid.status === 200 && answer.includes('Payment failed')) return 'failure';
  throw new CheckoutError(`paying at ${where} answered ${paid.status}: ${pageMessage(answer)}`);
}
