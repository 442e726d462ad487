/**
 * A payment's ledger lines on its page: every line of every posting the payment caused (its
 * capture's credit, fee and tax; refunds; dispute holds, returns and losses; transfers), oldest
 * first, each with its account, debit or credit in the currency's units, time and the posting's
 * reference, then the sums, so the reader sees debits equal credits (service/ledger/entries.ts
 * checkBalanced holds every posting to it). Read from the ledger itself (service/ledger/lines.ts
 * paymentLines); the interface has no read operation for a payment's lines.
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import { type LedgerLine, PAYMENT_LINES_LIMIT, paymentLines } from '../../ledger/lines.js';
import { type Entity, kindOfId } from '../catalogue.js';
import type { PageRequest } from '../context.js';
import { money, time } from '../format.js';
import { DASHBOARD } from '../paths.js';

/** A posting's cause, linked to its page when it is an object the dashboard shows. */
function reference(line: LedgerLine): SafeHtml {
  const kind = kindOfId(line.sourceId)?.kind;
  return html`${line.kind.replace(/_/g, ' ')} ${kind ? html`<a href="${DASHBOARD}/${kind}/${line.sourceId}">${line.sourceId}</a>` : line.sourceId}`;
}

/** Debits and credits per currency (a payment has one; the sums are kept apart all the same). */
function totals(lines: readonly LedgerLine[]): { currency: string; debit: number; credit: number }[] {
  const sums = new Map<string, { currency: string; debit: number; credit: number }>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { currency: line.currency, debit: 0, credit: 0 };
    if (line.amount < 0) sum.debit -= line.amount;
    else sum.credit += line.amount;
    sums.set(line.currency, sum);
  }
  return [...sums.values()];
}

export async function ledgerLines(p: PageRequest, payment: Entity): Promise<SafeHtml> {
  const lines = await p.deps.store.transaction((tx) => paymentLines(tx, p.session.mode, payment.id), { readOnly: true });
  if (lines.length === 0) return html`<h2>Ledger</h2><p class="muted">No ledger lines: money moves when a payment is captured.</p>`;
  const rows = lines.map(
    (l) =>
      html`<tr><td>${time(l.createdAt)}</td><td>${reference(l)}</td><td>${l.account}</td><td class="num">${l.amount < 0 ? money(-l.amount, l.currency) : ''}</td><td class="num">${l.amount > 0 ? money(l.amount, l.currency) : ''}</td></tr>`,
  );
  const sums = totals(lines);
  return html`<h2>Ledger</h2>
${lines.length === PAYMENT_LINES_LIMIT ? html`<p class="muted">The first ${PAYMENT_LINES_LIMIT} lines.</p>` : ''}
<div class="table-wrap"><table class="ledger">
<caption class="muted">The ledger lines this payment caused, oldest first; each posting's lines balance</caption>
<thead><tr><th scope="col">Posted</th><th scope="col">Reference</th><th scope="col">Account</th><th scope="col" class="num">Debit</th><th scope="col" class="num">Credit</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${sums.map(
    (s) =>
      html`<tr><th scope="row" colspan="3">Total ${s.currency}: ${s.debit === s.credit ? 'balanced' : 'not balanced'}</th><td class="num">${money(s.debit, s.currency)}</td><td class="num">${money(s.credit, s.currency)}</td></tr>`,
  )}</tfoot>
</table></div>`;
}
