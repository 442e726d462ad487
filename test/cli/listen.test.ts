/**
 * `npm run paisa -- listen --forward-to URL` (cli/listen.ts) beside `trigger`, in-process
 * through `main`, against a gateway that has no webhook endpoint at all: `trigger` makes
 * invoice.paid happen, `listen` finds it through the events API and forwards it to a loopback
 * receiver, whose check with the generated `verifyWebhook` (the timestamped header, 300 s) passes
 * with the listener's secret and fails with another. Events from before `listen` started are
 * not forwarded; bad flags are refused before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../../cli/main.js';
import { verifyWebhook } from '../../generated/server/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_cli_listen_suite';

function recorder() {
  const lines: string[] = [];
  return { lines, out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERR ${line}`) } };
}

describe.each(ENGINES)('paisa listen (%s)', (engine) => {
  let gw: TestGateway;
  let receiver: WebhookReceiver;
  let env: Record<string, string>;

  beforeAll(async () => {
    gw = await startGateway({ engine });
    receiver = await startWebhookReceiver();
    env = { PAISA_BASE_URL: gw.baseUrl, PAISA_KEY_ID: gw.keys.test.keyId, PAISA_KEY_SECRET: gw.keys.test.secret };
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await receiver?.close();
  });

  it('forwards what trigger makes happen, signed with its secret, and nothing from before it started', async () => {
    const before = await main(['trigger', 'invoice.paid'], recorder().out, env);
    expect(before).toBe(EXIT.ok);
    const earlier = new Set((await gw.client('test').events.list({ count: 100 })).items.map((e) => e.id));

    const stop = new AbortController();
    const listening = recorder();
    const running = main(
      ['listen', '--forward-to', receiver.url, '--secret', SECRET, '--events', 'invoice.paid,order.paid', '--interval-ms', '100'],
      listening.out,
      env,
      stop.signal,
    );
    const deadline = Date.now() + 15_000;
    while (!listening.lines.some((l) => l.startsWith('Ready')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    const triggered = recorder();
    expect(await main(['trigger', 'invoice.paid'], triggered.out, env)).toBe(EXIT.ok);
    while (receiver.received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    stop.abort();
    expect(await running).toBe(EXIT.ok);

    const names = receiver.received.map((r) => (JSON.parse(r.body) as { event: string }).event).sort();
    expect(names).toEqual(['invoice.paid', 'order.paid']);
    for (const delivery of receiver.received) {
      const id = String(delivery.headers['x-paisa-event-id']);
      expect(earlier.has(id)).toBe(false);
      const header = String(delivery.headers['x-paisa-webhook-signature']);
      expect(verifyWebhook(SECRET, delivery.body, header)).toBe(true);
      expect(verifyWebhook('another secret', delivery.body, header)).toBe(false);
      expect(verifyWebhook(SECRET, delivery.body, String(delivery.headers['x-paisa-signature']))).toBe(true);
      // the body is the event as the events API keeps it, byte for byte
      expect(delivery.body).toBe(JSON.stringify((await gw.client('test').events.fetch(id)).payload));
    }
    expect(listening.lines.filter((l) => l.includes('-->'))).toHaveLength(2);
  });

  it.each([
    ['no --forward-to', ['listen']],
    ['a forward URL that is not http(s)', ['listen', '--forward-to', 'ftp://127.0.0.1/x']],
    ['an unknown event', ['listen', '--forward-to', 'http://127.0.0.1:9/x', '--events', 'payment.teleported']],
    ['an interval under 50 ms', ['listen', '--forward-to', 'http://127.0.0.1:9/x', '--interval-ms', '1']],
  ])('refuses %s as wrong usage, sending nothing', async (_name, argv) => {
    const r = recorder();
    expect(await main(argv, r.out, env, AbortSignal.abort())).toBe(EXIT.usage);
  });
});
