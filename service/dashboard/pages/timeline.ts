/**
 * A payment's life cycle on one screen: every transition (each is an event the machine emitted,
 * spec x-state-machine `emits`) of the payment and of what hangs on it (its order or invoice, its
 * refunds, disputes and transfers) with its time, the request that caused it, and each event's
 * webhook deliveries; then those objects themselves, and the ledger lines the payment caused
 * (ledger-lines.ts).
 *
 * The request that caused an event: a request of the log that concerned the event's object and
 * was being answered when the event was written (an event id is time-first, ids.ts: its
 * millisecond lies within that request's). An event no request was answering then was caused by
 * time (a sweep, test mode's clock) or by the bank (test helpers' delayed answers).
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import type { RequestLogSummary } from '../../store/request-log.js';
import type { Entity } from '../catalogue.js';
import type { PageRequest } from '../context.js';
import { money, status, time } from '../format.js';
import { DASHBOARD } from '../paths.js';
import { ledgerLines } from './ledger-lines.js';
import { causeOf, deliveriesCell, eventsOf } from './shared.js';

async function relatedOf(p: PageRequest, payment: Entity) {
  return p.deps.store.transaction(
    async (tx) => {
      const mode = p.session.mode;
      // one after the other: a PostgreSQL connection runs one statement at a time
      const refunds = await tx.entities('refunds').list(mode, { count: 100, where: { payment_id: payment.id } });
      const disputes = await tx.entities('disputes').list(mode, { count: 20, where: { payment_id: payment.id } });
      const transfers = await tx.entities('transfers').list(mode, { count: 50, where: { source: payment.id } });
      return { refunds, disputes, transfers };
    },
    { readOnly: true },
  );
}

export async function paymentTimeline(p: PageRequest, payment: Entity): Promise<SafeHtml> {
  const { refunds, disputes, transfers } = await relatedOf(p, payment);
  const ids = [
    payment.id,
    ...(typeof payment.order_id === 'string' ? [payment.order_id] : []),
    ...(typeof payment.invoice_id === 'string' ? [payment.invoice_id] : []),
    ...refunds.map((r) => r.id),
    ...disputes.map((d) => d.id),
    ...transfers.map((t) => t.id),
  ];
  const { events, deliveries } = await eventsOf(p, ids);
  // the requests that named each object (one after the other: a PostgreSQL connection runs one statement at a time)
  const byObject = p.deps.requestLog
    ? await p.deps.store.transaction(
        async (tx) => {
          const found: RequestLogSummary[][] = [];
          for (const id of ids) found.push(await tx.requestLog.forObject(p.session.mode, id, 50));
          return found;
        },
        { readOnly: true },
      )
    : [];
  const requests = byObject.flat();
  // what made the payment: the first write that named it (the checkout's form, a test helper)
  const created = (byObject[0] ?? []).filter((r) => r.method !== 'GET').sort((a, b) => a.created_at_ms - b.created_at_ms)[0];
  const steps = [...events].reverse().map((e) => {
    const cause = causeOf(e.id, requests);
    return html`<li><strong>${e.event}</strong> <span class="muted">${time(Number(e.created_at))}</span><br>
<a href="${DASHBOARD}/events/${e.id}">${e.id}</a> · caused by ${cause ? html`<a href="${DASHBOARD}/logs/${cause.id}">${cause.method} ${cause.path.split('?')[0]}</a> (${cause.source})` : 'time or the bank (no request was being answered)'}<br>
Deliveries: ${deliveriesCell(deliveries.filter((d) => d.event_id === e.id))}</li>`;
  });
  const listOf = (title: string, kind: string, rows: readonly Record<string, unknown>[]) =>
    rows.length
      ? html`<h2>${title}</h2><div class="table-wrap"><table><thead><tr><th scope="col">Id</th><th scope="col" class="num">Amount</th><th scope="col">Status</th><th scope="col">Created</th></tr></thead><tbody>${rows.map(
          (r) =>
            html`<tr><td><a href="${DASHBOARD}/${kind}/${String(r.id)}">${String(r.id)}</a></td><td class="num">${money(r.amount, r.currency)}</td><td>${status(r.status)}</td><td>${time(r.created_at)}</td></tr>`,
        )}</tbody></table></div>`
      : '';
  return html`<h2>Timeline</h2>
<ol class="timeline">
<li><strong>created</strong> <span class="muted">${time(payment.created_at)}</span>${created ? html`<br>by <a href="${DASHBOARD}/logs/${created.id}">${created.method} ${created.path.split('?')[0]}</a> (${created.source})` : ''}</li>
${steps}
</ol>
${listOf('Refunds', 'refunds', refunds as unknown as Record<string, unknown>[])}
${listOf('Disputes', 'disputes', disputes as unknown as Record<string, unknown>[])}
${listOf('Transfers', 'transfers', transfers as unknown as Record<string, unknown>[])}
${await ledgerLines(p, payment)}`;
}
