/**
 * Captured payments for the list target, made the way a merchant and a customer make them:
 * the merchant creates an invoice through the API (spec: createInvoice), the customer opens its
 * short_url and pays on the hosted checkout like a browser would (GET the page, keep the CSRF
 * cookie, POST the form with its hidden token; service/checkout/routes.ts, csrf.ts) with the
 * simulator's succeeding Visa card (README "Paying in test mode").
 *
 * Invoices, not bare orders: the hosted checkout is mounted only behind invoice short_urls
 * (/checkout/invoices/{id}); an order made with POST /v1/orders has no page to pay it on.
 */
import type { GatewayServer } from './servers/gateway.js';

const CARD = {
  method: 'card',
  card_number: '4111 1111 1111 1111',
  // any future expiry (MM/YY)
  card_expiry: `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`,
  card_cvv: '123',
  card_name: 'Bench Customer',
};

/** An invoice's checkout page as a browser holds it open: where its form posts, its CSRF cookie and token. */
export interface OpenCheckout {
  action: URL;
  cookie: string;
  token: string;
}

/** Makes an invoice through the API (`headers`: the key pair's) and opens its checkout page as a browser would. */
export async function openCheckout(baseUrl: string, headers: Record<string, string>, amount: number, description: string): Promise<OpenCheckout> {
  const created = await fetch(`${baseUrl}/v1/invoices`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'link', currency: 'INR', amount, description }),
  });
  const invoice = (await created.json()) as { short_url?: string };
  if (created.status !== 200 || !invoice.short_url) throw new Error(`POST /v1/invoices answered ${created.status}: ${JSON.stringify(invoice).slice(0, 300)}`);

  const page = await fetch(invoice.short_url);
  const html = await page.text();
  const cookie = page.headers.get('set-cookie')?.split(';')[0];
  const token = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !cookie || !token || !action) throw new Error(`checkout page ${invoice.short_url} answered ${page.status} without a payment form`);
  return { action: new URL(action, invoice.short_url), cookie, token };
}

/** Posts the checkout's form with the succeeding card; throws unless the page says the payment succeeded. */
export async function payCheckout(checkout: OpenCheckout): Promise<void> {
  const paid = await fetch(checkout.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: checkout.cookie },
    body: new URLSearchParams({ csrf_token: checkout.token, ...CARD }).toString(),
  });
  const answer = await paid.text();
  if (paid.status !== 200 || !answer.includes('Payment successful'))
    throw new Error(`paying ${checkout.action} answered ${paid.status}: not "Payment successful"`);
}

/** pays `count` invoices of `amount` paise and up; throws, saying which step failed, when one cannot be paid */
export async function seedCapturedPayments(gateway: GatewayServer, count: number, amount = 50_000): Promise<void> {
  for (let i = 0; i < count; i++) await payCheckout(await openCheckout(gateway.url, gateway.headers, amount + i * 100, `Bench seed ${i}`));
}
