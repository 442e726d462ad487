/**
 * The live event stream of the Events page: server-sent events
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html), one `paisa-event` message per
 * new event of the session's mode, read every POLL_MS from the outbox's list-order index after the
 * last one sent (store/outbox.ts following), a comment every 15 s so proxies keep it open. At most
 * MAX_STREAMS streams at once in a process; the browser reconnects when one ends.
 */
import type { PageRequest } from '../context.js';
import { DASHBOARD_CSP } from '../respond.js';

const POLL_MS = 500;
const MAX_STREAMS = 50;
let open = 0;

export function streamEvents(p: PageRequest): void {
  const { res, req, deps } = p;
  if (open >= MAX_STREAMS) {
    res.writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('Too many event streams are open.');
  }
  open++;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': DASHBOARD_CSP,
  });
  res.write('retry: 2000\n\n');
  let cursor: { created_at: number; id: string } | undefined;
  let started = false;
  let beats = 0;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = await deps.store.transaction((tx) => tx.outbox.following(p.session.mode, 100, cursor), { readOnly: true });
      if (!started) {
        started = true;
        const newest = rows[0];
        cursor = newest ? { created_at: Number(newest.created_at), id: newest.id } : { created_at: 0, id: '' };
        return;
      }
      for (const row of rows) {
        cursor = { created_at: Number(row.created_at), id: row.id };
        const created = /"created_at":(\d+)}$/.exec(row.payload)?.[1];
        res.write(
          `event: paisa-event\nid: ${row.id}\ndata: ${JSON.stringify({ id: row.id, event: row.event, entity_id: row.entity_id, created_at: Number(created ?? row.created_at) })}\n\n`,
        );
      }
      if (++beats % Math.round(15_000 / POLL_MS) === 0) res.write(': keep-alive\n\n');
    } catch (error) {
      deps.onError(error);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), POLL_MS);
  req.on('close', () => {
    clearInterval(timer);
    open--;
  });
}
