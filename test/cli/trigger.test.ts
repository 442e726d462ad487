/**
 * `npm run paisa -- trigger <event>` (cli/main.ts, cli/trigger.ts), run in-process through its
 * `main` against a real gateway on each engine: every event the CLI says it can trigger is
 * really delivered by the gateway's webhook worker, signed (checked here with an independent
 * HMAC-SHA256 over the raw body, README "Webhooks"), and about the objects the CLI printed; every
 * other event of the spec's `webhooks:` section is listed as "not built yet", exits non-zero and
 * creates nothing; a live key, a missing key and an unknown name are refused before anything is
 * sent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../../cli/main.js';
import { TEST_CARDS } from '../../service/acquirer/test-instruments.js';
import { outboxEvents, stopGateway } from '../service/invoices-support.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_cli_trigger_suite';

/** The spec's webhook events, read from the document itself rather than from generated code. */
const SPEC_EVENTS = Object.keys(
  ((await SwaggerParser.bundle(fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url)))) as { webhooks: object }).webhooks,
).sort();

const ID = '[0-9A-Za-z]{14}';
/** What every line before `triggered <event>` says: an object made or moved, by its id, or the clock moved. */
const STEP = new RegExp(`\\b[a-z]+_${ID}\\b|^advanced test mode's clock to \\d+ \\(\\+\\d+ s\\)$`);

interface Run {
  code: number;
  lines: string[];
  errors: string[];
}

async function run(argv: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, { log: (line) => lines.push(line), error: (line) => errors.push(line) }, env);
  return { code, lines, errors };
}

const keyFlags = (gw: TestGateway, mode: 'test' | 'live' = 'test') => [
  '--base-url',
  gw.baseUrl,
  '--key-id',
  gw.keys[mode].keyId,
  '--key-secret',
  gw.keys[mode].secret,
];

const idsIn = (lines: string[]) => lines.flatMap((line) => line.match(new RegExp(`\\b[a-z]+_${ID}\\b`, 'g')) ?? []);

function verifiesSignature(got: ReceivedWebhook): boolean {
  const expected = createHmac('sha256', SECRET).update(got.body).digest();
  const signature = Buffer.from(String(got.headers['x-paisa-signature']), 'hex');
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

interface Envelope {
  event: string;
  payload: Record<string, { entity: { id?: string } }>;
}

/** The first delivery of `event` whose payload holds one of `ids`; waits for the worker (polls the receiver). */
async function deliveryOf(receiver: WebhookReceiver, event: string, ids: string[], timeoutMs = 10_000): Promise<ReceivedWebhook> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.received.find((got) => {
      const envelope = JSON.parse(got.body) as Envelope;
      return envelope.event === event && Object.values(envelope.payload).some((p) => ids.includes(p.entity.id ?? ''));
    });
    if (found) return found;
    if (Date.now() > deadline) {
      const names = receiver.received.map((got) => (JSON.parse(got.body) as Envelope).event);
      throw new Error(`no ${event} about ${ids.join(', ')} within ${timeoutMs} ms; received: ${names.join(', ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Nothing in the mode: no invoice, payment, refund or downtime, test mode's clock unmoved, no event written. */
async function expectNothingCreated(gw: TestGateway, mode: 'test' | 'live'): Promise<void> {
  const client = gw.client(mode);
  expect((await client.invoices.list()).items).toEqual([]);
  expect((await client.payments.list()).items).toEqual([]);
  expect((await client.refunds.list()).items).toEqual([]);
  expect((await client.payments.listDowntimes()).items).toEqual([]);
  expect((await gw.client('test').testHelpers.fetchClock()).offset).toBe(0);
  expect(await outboxEvents(gw, mode)).toEqual([]);
}

/** A loopback port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('paisa trigger: what it refuses before talking to a gateway', () => {
  it('--list marks every webhook event of the spec "can trigger" or "not built yet", the triggerable ones exactly those this suite triggers', async () => {
    const { code, lines } = await run(['trigger', '--list']);
    expect(code).toBe(EXIT.ok);
    const listed = lines.map((line) => /^(\S+)\s+(can trigger|not built yet)(?:; --from .+)?$/.exec(line));
    expect(listed.every(Boolean), lines.join('\n')).toBe(true);
    const marked = (status: string) => listed.filter((m) => m?.[2] === status).map((m) => m?.[1] as string);
    // every webhook event of the spec can be made to happen
    expect(marked('can trigger').sort()).toEqual(SPEC_EVENTS);
    expect(marked('not built yet')).toEqual([]);
  });

  it('an unknown event exits 2 with a message listing every event it can trigger', async () => {
    const { code, lines, errors } = await run(['trigger', 'invoice.payed']);
    expect(code).toBe(EXIT.usage);
    expect(lines).toEqual([]);
    expect(errors[0]).toContain('unknown event "invoice.payed"');
    for (const event of SPEC_EVENTS) expect(errors[0]).toContain(event);
  });

  it('without a key (flags or environment) it exits 2 naming PAISA_KEY_ID and PAISA_KEY_SECRET', async () => {
    const { code, errors } = await run(['trigger', 'invoice.paid'], {});
    expect(code).toBe(EXIT.usage);
    expect(errors.join('\n')).toMatch(/PAISA_KEY_ID and PAISA_KEY_SECRET/);
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['fire', 'invoice.paid']],
    ['an unknown flag', ['trigger', 'invoice.paid', '--key', 'x']],
    ['two events', ['trigger', 'invoice.paid', 'order.paid']],
    ['a base URL that is not http(s)', ['trigger', 'invoice.paid', '--base-url', 'ftp://127.0.0.1', '--key-id', 'paisa_test_x', '--key-secret', 'y']],
  ])('%s is a usage error: exit 2', async (_name, argv) => {
    expect((await run(argv)).code).toBe(EXIT.usage);
  });
});

for (const engine of ENGINES) {
  describe(`paisa trigger [${engine}]`, () => {
    // one gateway for every event (what one recipe makes never stands in another's way: each
    // delivery is matched by its event and the ids the run printed)
    describe('each event of the spec, made to happen and delivered signed', () => {
      let gw: TestGateway;
      let receiver: WebhookReceiver;
      beforeAll(async () => {
        receiver = await startWebhookReceiver();
        gw = await startGateway({ engine, webhookUrl: receiver.url, webhookSecret: SECRET });
      }, 60_000);
      afterAll(async () => {
        await stopGateway(gw);
        await receiver.close();
      });

      it.each(SPEC_EVENTS)('trigger %s exits 0, prints the ids it made, and the gateway delivers that event about them, signed', async (event) => {
        const { code, lines, errors } = await run(['trigger', event, ...keyFlags(gw)]);
        expect(errors).toEqual([]);
        expect(code).toBe(EXIT.ok);
        expect(lines.at(-1)).toBe(`triggered ${event}`);
        expect(lines.length).toBeGreaterThan(1);
        for (const line of lines.slice(0, -1)) expect(line).toMatch(STEP);

        const delivery = await deliveryOf(receiver, event, idsIn(lines));
        expect(verifiesSignature(delivery), 'X-Paisa-Signature verifies').toBe(true);

        // ids only: no key secret and no card number reaches the output
        const printed = [...lines, ...errors].join('\n');
        expect(printed).not.toContain(gw.keys.test.secret);
        for (const card of TEST_CARDS) expect(printed).not.toContain(card.number);
      });

      it('--fixture prints only what the event left behind, as JSON, each object there to use', async () => {
        const { code, lines, errors } = await run(['trigger', 'refund.failed', '--fixture', ...keyFlags(gw)]);
        expect([code, errors]).toEqual([EXIT.ok, []]);
        expect(lines).toHaveLength(1);
        const fixture = JSON.parse(lines[0] as string) as { event: string; made: Record<string, string[]> };
        expect(fixture.event).toBe('refund.failed');
        expect(Object.keys(fixture.made).sort()).toEqual(['invoice', 'order', 'payment', 'refund']);
        const [refundId] = fixture.made.refund ?? [];
        expect(await gw.client().refunds.fetch(refundId as string)).toMatchObject({ status: 'failed', payment_id: fixture.made.payment?.[0] });
      });

      it('refund.processed refunds the whole payment, its fee first added to test mode balance (createTestTopUp)', async () => {
        const { code, lines, errors } = await run(['trigger', 'refund.processed', '--fixture', ...keyFlags(gw)]);
        expect([code, errors]).toEqual([EXIT.ok, []]);
        const fixture = JSON.parse(lines[0] as string) as { event: string; made: Record<string, string[]> };
        expect(Object.keys(fixture.made).sort()).toEqual(['invoice', 'order', 'payment', 'refund', 'top_up']);
        expect(fixture.made.top_up?.[0]).toMatch(/^topup_[0-9A-Za-z]{14}$/);
        const payment = await gw.client().payments.fetch(fixture.made.payment?.[0] as string);
        expect(payment).toMatchObject({ status: 'refunded', amount_refunded: payment.amount });
        expect(await gw.client().refunds.fetch(fixture.made.refund?.[0] as string)).toMatchObject({ status: 'processed', amount: payment.amount });
      });
    });

    describe('refusals', () => {
      let gw: TestGateway;
      beforeAll(async () => {
        gw = await startGateway({ engine });
      });
      afterAll(() => stopGateway(gw));

      it('a live key is refused with exit 2, and nothing is created in either mode', async () => {
        const { code, lines, errors } = await run(['trigger', 'invoice.paid', ...keyFlags(gw, 'live')]);
        expect(code).toBe(EXIT.usage);
        expect(lines).toEqual([]);
        expect(errors.join('\n')).toMatch(/refusing a live key/);
        expect(errors.join('\n')).not.toContain(gw.keys.live.secret);
        await expectNothingCreated(gw, 'live');
        await expectNothingCreated(gw, 'test');
      });

      it('a test key with the wrong secret: the API error (status, code, description) is printed, exit 1, and the secret is not', async () => {
        const wrong = 'AAAAAAAAAAAAAAAAAAAAAAAA';
        const { code, lines, errors } = await run(['trigger', 'payment.downtime.started', ...keyFlags(gw).slice(0, 4), '--key-secret', wrong]);
        expect(code).toBe(EXIT.failed);
        expect(lines).toEqual([]);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/createTestDowntime answered HTTP 401: BAD_REQUEST_ERROR: \S/);
        expect(errors[0]).not.toContain(wrong);
      });

      it('an unreachable gateway exits 1 naming the address it tried', async () => {
        const url = `http://127.0.0.1:${await closedPort()}`;
        const { code, errors } = await run(['trigger', 'payment.downtime.started', ...keyFlags(gw).slice(2), '--base-url', url]);
        expect(code).toBe(EXIT.failed);
        expect(errors[0]).toContain(`cannot reach the gateway at ${url}/v1`);
      });
    });
  });
}
