/** How the dashboard writes amounts, times and statuses (every one escaped by `html`). */
import { currencyMinorUnits } from '../../generated/types/index.js';
import { html, type SafeHtml } from '../checkout/html.js';
import { displayAmount } from '../money/currency.js';

/** An amount in sub-units as the checkout writes it (spec Currency x-minor-units). */
export function money(amount: unknown, currency: unknown): string {
  if (typeof amount !== 'number') return '';
  return displayAmount(amount, typeof currency === 'string' ? currency : 'INR', currencyMinorUnits);
}

/** Unix seconds (or ms with `ms`) as `YYYY-MM-DD HH:MM:SS UTC`. */
export function time(value: unknown, ms = false): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return '';
  return `${new Date(ms ? n : n * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const GOOD = new Set(['captured', 'paid', 'processed', 'active', 'delivered', 'won', 'issued', 'created', 'authenticated', 'completed', 'closed']);
const BAD = new Set(['failed', 'cancelled', 'expired', 'halted', 'lost', 'reversed', 'deleted', 'disabled', 'revoked']);

/** A status as a badge (its word is the information; the color only repeats it). */
export function status(value: unknown): SafeHtml | string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value);
  const kind = GOOD.has(text) ? 'ok' : BAD.has(text) ? 'bad' : /^2\d\d$/.test(text) ? 'ok' : /^[45]\d\d$/.test(text) ? 'bad' : 'wait';
  return html`<span class="status status-${kind}">${text}</span>`;
}

/** Any value of an entity's field as text (objects as compact JSON). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** JSON pretty-printed for a <pre> (escaped by `html` where it is put). */
export function pretty(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? '';
}
