/**
 * `paisa listen --forward-to URL`: what `stripe listen --forward-to` does, on the events API
 * (spec listEvents). It polls the gateway for events newer than the ones it saw at start and
 * POSTs each, oldest first, to a local URL as the webhook worker would (service/webhooks/
 * deliver.ts): the body exactly as stored, `X-Paisa-Event-Id`, and both signatures (spec tag
 * `webhooks`) keyed with the listener's own secret, so the receiver's verification code runs
 * unchanged against a gateway that cannot reach it.
 */
import { type createClient, PaisaApiError } from '../generated/client/index.js';
import { signWebhook, signWebhookTimestamped } from '../generated/server/index.js';
import type { Event } from '../generated/types/index.js';

type Client = ReturnType<typeof createClient>;

export interface ListenOptions {
  client: Client;
  forwardTo: string;
  secret: string;
  /** only these event names (all when absent) */
  events?: ReadonlySet<string>;
  intervalMs: number;
  /** stops the loop */
  signal: AbortSignal;
  report: (line: string) => void;
  fetch?: typeof fetch;
}

/** Events per page of the events API (spec Count: at most 100). */
const PAGE = 100;
/** Ids remembered to skip what was forwarded; far more than a poll can bring. */
const REMEMBERED = 10_000;
const FORWARD_TIMEOUT_MS = 5000;

/** Newest first until a page holds an id already seen (or runs out): every event since the last poll. */
async function newEvents(client: Client, seen: ReadonlySet<string>): Promise<Event[]> {
  const fresh: Event[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await client.events.list({ count: PAGE, skip });
    for (const event of page.items) {
      if (seen.has(event.id)) return fresh;
      fresh.push(event);
    }
    if (page.items.length < PAGE) return fresh;
  }
}

function remember(seen: Set<string>, id: string): void {
  seen.add(id);
  if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as string);
}

async function forward(options: ListenOptions, event: Event): Promise<string> {
  const body = JSON.stringify(event.payload);
  try {
    const res = await (options.fetch ?? fetch)(options.forwardTo, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Paisa-Listen/1',
        'X-Paisa-Event-Id': event.id,
        'X-Paisa-Signature': signWebhook(options.secret, body),
        'X-Paisa-Webhook-Signature': signWebhookTimestamped(options.secret, body, Math.floor(Date.now() / 1000)),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    return `[${res.status}]`;
  } catch (error) {
    return `[no answer: ${(error as Error).name === 'TimeoutError' ? `none within ${FORWARD_TIMEOUT_MS} ms` : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message)}]`;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until `signal` aborts. Throws only when the gateway refuses the first read (a wrong key, say). */
export async function listen(options: ListenOptions): Promise<void> {
  const seen = new Set<string>();
  // what happened before the listener started is not forwarded
  for (const event of await newEvents(options.client, seen)) remember(seen, event.id);
  options.report(`Ready: forwarding events to ${options.forwardTo} (Ctrl-C to stop)`);
  while (!options.signal.aborted) {
    await pause(options.intervalMs, options.signal);
    if (options.signal.aborted) break;
    let fresh: Event[];
    try {
      fresh = await newEvents(options.client, seen);
    } catch (error) {
      options.report(`could not read events: ${error instanceof PaisaApiError ? `HTTP ${error.status}` : (error as Error).message}; retrying`);
      continue;
    }
    for (const event of fresh.reverse()) {
      remember(seen, event.id);
      if (options.events && !options.events.has(event.event)) continue;
      options.report(`${event.event} ${event.id} --> ${options.forwardTo} ${await forward(options, event)}`);
    }
  }
}
