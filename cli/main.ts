/**
 * `npm run paisa -- <command>`: the developer's command line on the generated client:
 * `trigger` (cli/trigger.ts) makes a webhook event happen, `listen` (cli/listen.ts) forwards
 * the gateway's events to a local URL, signed. `main` is the whole program: it takes the
 * arguments, writes through `out` and returns the exit status, so tests run it in-process; run
 * as a script, it is called with process.argv and console (Ctrl-C stops `listen`).
 *
 * Exit status: 0 triggered (or listed), 1 the gateway refused a step, could not be reached, or
 * the event did not happen; 2 wrong usage (unknown command, flag or event, no key, a live key);
 * 3 an event of the spec that cannot be triggered yet.
 */
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, PaisaApiError } from '../generated/client/index.js';
import { CheckoutError } from './checkout.js';
import { connectionFrom, DEFAULT_BASE_URL, type Environment } from './connection.js';
import { listen } from './listen.js';
import { canTrigger, eventNames, isEventName, NOT_BUILT_YET, NotTriggered, startsFrom, trigger, triggerableEvents } from './trigger.js';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export const EXIT = { ok: 0, failed: 1, usage: 2, notBuilt: 3 } as const;

const USAGE = `usage: npm run paisa -- trigger <event> [--from ID] [--fixture] [--base-url URL] [--key-id ID] [--key-secret SECRET]
       npm run paisa -- trigger --list
       npm run paisa -- listen --forward-to URL [--secret SECRET] [--events a,b] [--interval-ms N] [--base-url URL] [--key-id ID] [--key-secret SECRET]

listen: polls the gateway's events (GET /v1/events) and POSTs each new one to URL, with
X-Paisa-Event-Id and both webhook signatures keyed with SECRET (default: a new one, printed),
until Ctrl-C.

Makes the webhook event <event> happen on a running gateway, in test mode, and prints the ids of
what it created.
  --base-url URL       the gateway (default: $PAISA_BASE_URL, else ${DEFAULT_BASE_URL})
  --key-id ID          a test key id, paisa_test_... (default: $PAISA_KEY_ID)
  --key-secret SECRET  its secret (default: $PAISA_KEY_SECRET; prefer the variable, arguments show in ps)
  --from ID            start from an existing object instead of making one (payment.captured from an
                       authorized payment, refund.processed from a captured payment, invoice.paid from
                       an issued invoice, order.paid from an order...; --list says which); the API
                       refuses an id of the wrong kind or state
  --list               every webhook event of the spec, with "can trigger" or "${NOT_BUILT_YET}"
  --fixture            print only {"event", "made": {kind: [ids]}} as JSON: what the event left behind, for a test to use
Exit status: 0 triggered, 1 refused by the gateway or not reached, 2 wrong usage or key, 3 not built yet.`;

/** A name as typed, safe to echo: bounded, quoted, control characters escaped. */
const quoted = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}...` : text);

function usageError(out: Output, message: string): number {
  out.error(`paisa: ${message}`);
  out.error(USAGE);
  return EXIT.usage;
}

function listEvents(out: Output): void {
  const width = Math.max(...eventNames.map((name) => name.length));
  for (const name of eventNames) {
    const from = startsFrom(name);
    out.log(`${name.padEnd(width)}  ${canTrigger(name) ? 'can trigger' : NOT_BUILT_YET}${from ? `; --from ${from}` : ''}`);
  }
}

/** What went wrong, in one line: the API's error object, the unreachable address, or the step that did not happen. */
export function describeError(error: unknown, apiUrl: string): string {
  if (error instanceof PaisaApiError) {
    const parts = [`${error.operationId} answered HTTP ${error.status}`, error.code, error.error?.description ?? error.message];
    const field = error.field ? ` (field: ${error.field})` : '';
    return `${parts.filter(Boolean).join(': ')}${field}`;
  }
  if (error instanceof CheckoutError || error instanceof NotTriggered) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `the gateway at ${apiUrl} did not answer in time`;
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    return `cannot reach the gateway at ${apiUrl}: ${cause?.code ?? cause?.message ?? 'network error'}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function main(argv: readonly string[], out: Output = console, env: Environment = process.env, signal?: AbortSignal): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    return usageError(out, (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.log(USAGE);
    return EXIT.ok;
  }
  const [command, ...rest] = positionals;
  if (command === 'listen') return runListen(values, rest, out, env, signal);
  if (command !== 'trigger') return usageError(out, command === undefined ? 'no command given' : `unknown command ${quoted(command)}`);
  if (values.list) {
    if (rest.length > 0) return usageError(out, '--list takes no event name');
    listEvents(out);
    return EXIT.ok;
  }
  if (rest.length !== 1) return usageError(out, rest.length === 0 ? 'trigger needs an event name' : 'trigger takes one event name');

  const [event] = rest;
  if (!isEventName(event)) {
    out.error(`paisa trigger: unknown event ${quoted(event)}. Events it can trigger: ${triggerableEvents().join(', ')}.`);
    out.error('Every webhook event of the spec, and which can be triggered: npm run paisa -- trigger --list');
    return EXIT.usage;
  }
  if (!canTrigger(event)) {
    out.error(`paisa trigger: ${event}: ${NOT_BUILT_YET} (the gateway does not emit it yet); nothing was created`);
    return EXIT.notBuilt;
  }

  const found = connectionFrom(values, env);
  if (!found.ok) {
    out.error(`paisa trigger: ${found.message}`);
    return EXIT.usage;
  }
  const { apiUrl, keyId, keySecret } = found.connection;
  const client = createClient({ baseUrl: apiUrl, auth: { keyId, keySecret } });
  // --fixture: the objects are left for a test to use, and stdout is one JSON object naming them
  const fixture = values.fixture === true;
  const from = values.from?.trim();
  if (from !== undefined && (from === '' || from.length > 64)) return usageError(out, '--from needs an object id');
  if (from !== undefined && !startsFrom(event)) return usageError(out, `${event} cannot start from an existing object; run it without --from`);
  const made: Record<string, string[]> = {};
  try {
    await trigger({
      client,
      event,
      ...(from !== undefined ? { from, origin: new URL(apiUrl).origin } : {}),
      report: (line) => (fixture ? undefined : out.log(line)),
      made: (kind, id) => {
        made[kind] = [...(made[kind] ?? []), id];
      },
    });
  } catch (error) {
    out.error(`paisa trigger: ${event} not triggered: ${describeError(error, apiUrl)}`);
    return EXIT.failed;
  }
  out.log(fixture ? JSON.stringify({ event, made }) : `triggered ${event}`);
  return EXIT.ok;
}

/** `listen`: checks its flags, then runs until `signal` (Ctrl-C when run as a script). */
async function runListen(
  values: ReturnType<typeof parseCommandLine>['values'],
  rest: string[],
  out: Output,
  env: Environment,
  signal?: AbortSignal,
): Promise<number> {
  if (rest.length > 0) return usageError(out, 'listen takes no positional argument');
  const forwardTo = values['forward-to'];
  if (!forwardTo || !URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))
    return usageError(out, 'listen needs --forward-to with an http(s) URL');
  const intervalMs = values['interval-ms'] === undefined ? 1000 : Number(values['interval-ms']);
  if (!Number.isInteger(intervalMs) || intervalMs < 50 || intervalMs > 60_000) return usageError(out, '--interval-ms must be a whole number from 50 to 60000');
  const events = values.events === undefined ? undefined : new Set(values.events.split(',').map((name) => name.trim()));
  const unknown = events ? [...events].filter((name) => !isEventName(name)) : [];
  if (unknown.length) return usageError(out, `unknown event ${quoted(unknown[0])}`);
  const found = connectionFrom(values, env);
  if (!found.ok) {
    out.error(`paisa listen: ${found.message}`);
    return EXIT.usage;
  }
  const { apiUrl, keyId, keySecret } = found.connection;
  let secret = values.secret;
  if (secret === undefined) {
    secret = `whsec_${randomBytes(24).toString('base64url')}`;
    out.log(`Signing with the webhook secret ${secret} (pass --secret to choose one)`);
  }
  const stop = signal ?? interruptSignal();
  try {
    await listen({
      client: createClient({ baseUrl: apiUrl, auth: { keyId, keySecret } }),
      forwardTo,
      secret,
      events,
      intervalMs,
      signal: stop,
      report: (line) => out.log(line),
    });
  } catch (error) {
    out.error(`paisa listen: ${describeError(error, apiUrl)}`);
    return EXIT.failed;
  }
  return EXIT.ok;
}

/** Aborted by the first Ctrl-C (SIGINT) or SIGTERM. */
function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return controller.signal;
}

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      list: { type: 'boolean' },
      fixture: { type: 'boolean' },
      from: { type: 'string' },
      'forward-to': { type: 'string' },
      secret: { type: 'string' },
      events: { type: 'string' },
      'interval-ms': { type: 'string' },
      'base-url': { type: 'string' },
      'key-id': { type: 'string' },
      'key-secret': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Run as a script (`node --import tsx cli/main.ts`), not imported by a test. */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isEntryPoint()) process.exitCode = await main(process.argv.slice(2));
