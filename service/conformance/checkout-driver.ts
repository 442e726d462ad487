/**
 * Paying at the hosted checkout: the page behind an invoice's `short_url` is a server-rendered
 * HTML form whose card fields are labelled "Card number", "Expiry", "CVV" and "Name on card",
 * with a "Pay" button. This driver reads that form the way a user agent would (labels, not
 * guessed names), fills the card method with a test card and submits it. Traffic goes only to
 * the short_url's own origin.
 */
/** Pays for invoices at the hosted checkout. */
export interface CheckoutDriver {
  /**
   * Pays the entity behind `shortUrl` with a test instrument that succeeds, fails, or succeeds
   * with refunds that fail; `fields` sets other form fields (the `amount` of a partial payment).
   * Throws when the page has no form or the checkout answers 4xx/5xx.
   */
  pay(shortUrl: string, outcome: CheckoutOutcome, fields?: Record<string, string>): Promise<void>;
}

export type CheckoutOutcome = 'success' | 'failure' | 'refunds_fail';

/**
 * README.md, Paying in test mode: 4111 1111 1111 1111 succeeds; 4000 0000 0000 0002 is declined by
 * the bank; 5105 1051 0510 5100 succeeds and the bank rejects its refunds.
 */
const CARDS = { success: '4111111111111111', failure: '4000000000000002', refunds_fail: '5105105105105100' } as const;
const LABELS: Record<string, string> = { 'card number': 'CARD', expiry: '12/30', cvv: '123', 'name on card': 'Conformance Test' };

interface Field {
  name: string;
  id?: string;
  type: string;
  value: string;
  checked: boolean;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The payable form: its action and fields, with labelled fields filled for the card method. */
export function fillCheckoutForm(html: string, pageUrl: string, outcome: CheckoutOutcome): { action: string; method: string; body: URLSearchParams } {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((m) => m[0]);
  const form = forms.find((f) => /card number/i.test(f)) ?? forms.find((f) => /\bpay\b/i.test(f));
  if (!form) throw new Error('no payment form on the checkout page');
  const open = /<form\b[^>]*>/i.exec(form)?.[0] ?? '';
  const labels = new Map<string, string>();
  for (const m of form.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/gi)) {
    const text = decode(m[2].replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    const target = attr(m[1], 'for') ?? attr(/<(input|select)\b[^>]*>/i.exec(m[2])?.[0] ?? '', 'id');
    if (target) labels.set(target, text);
  }
  const fields: Field[] = [];
  for (const m of form.matchAll(/<input\b([^>]*)>/gi)) {
    const name = attr(m[1], 'name');
    if (name)
      fields.push({
        name,
        id: attr(m[1], 'id'),
        type: (attr(m[1], 'type') ?? 'text').toLowerCase(),
        value: decode(attr(m[1], 'value') ?? ''),
        checked: /\bchecked\b/i.test(m[1]),
      });
  }
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attr(m[1], 'name');
    const first = attr(/<option\b[^>]*>/i.exec(m[2])?.[0] ?? '', 'value') ?? '';
    if (name) fields.push({ name, id: attr(m[1], 'id'), type: 'select', value: decode(first), checked: false });
  }
  const body = new URLSearchParams();
  const radios = new Set<string>();
  for (const f of fields) {
    const label =
      (f.id && labels.get(f.id)) ||
      attr(form.slice(form.indexOf(`name="${f.name}"`) - 200, form.indexOf(`name="${f.name}"`) + 200), 'aria-label')?.toLowerCase() ||
      '';
    const known = Object.keys(LABELS).find((l) => label.startsWith(l));
    if (f.type === 'radio') {
      // The method chooser: card.
      if (f.value === 'card' || (!radios.has(f.name) && f.checked)) {
        body.set(f.name, f.value);
        radios.add(f.name);
      }
    } else if (known) body.set(f.name, LABELS[known] === 'CARD' ? CARDS[outcome] : LABELS[known]);
    else if (!['submit', 'button', 'checkbox', 'file', 'image', 'reset'].includes(f.type)) body.set(f.name, f.value);
  }
  if (![...body.values()].includes(CARDS[outcome])) throw new Error('no field labelled "Card number" on the checkout page');
  return { action: new URL(attr(open, 'action') ?? pageUrl, pageUrl).toString(), method: (attr(open, 'method') ?? 'post').toUpperCase(), body };
}

export function htmlCheckout(timeoutMs = 15_000): CheckoutDriver {
  return {
    async pay(shortUrl, outcome, fields = {}) {
      const page = await fetch(shortUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (page.status !== 200) throw new Error(`GET ${shortUrl} answered ${page.status}`);
      // A user agent sends back the cookies the page set (a double-submit CSRF token, for one).
      const cookie = page.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const form = fillCheckoutForm(await page.text(), page.url || shortUrl, outcome);
      for (const [name, value] of Object.entries(fields)) form.body.set(name, value);
      if (new URL(form.action).origin !== new URL(shortUrl).origin) throw new Error(`the form posts to another origin (${form.action})`);
      const res = await fetch(form.action, {
        method: form.method,
        body: form.body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      if (res.status >= 400)
        throw new Error(
          `the checkout answered ${res.status}: ${text
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 160)}`,
        );
    },
  };
}
