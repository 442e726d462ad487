/**
 * Payment and refund races through the gateway as `npm start` runs it: many customers paying
 * one invoice at once, through the checkout form each opened (exactly one payment is captured),
 * then more refunds at once than the payment can bear (exactly as many succeed as fit). On
 * SQLite one process; on PostgreSQL two processes sharing the database (and the master key, so
 * either answers the other's checkout form), with the requests spread over both.
 * Rounds: 5 of 20 payments (PAISA_CHAOS=full: 15 of 50).
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { makeTempDir } from '../support/temp-dir.js';
import { type Answer, call, FULL, freshDatabase, type Running, startGateway, stopGateway } from './gateway-process.js';

const ROUNDS = FULL ? 15 : 5;
const PAYERS = FULL ? 50 : 20;
const AMOUNT = 40_000;
const REFUND = AMOUNT / 4;
const REFUNDERS = 12;
/** paid once before the rounds: more than every round's fee (2.36% of AMOUNT) */
const FLOAT = 100_000;
const CARD = { method: 'card', card_number: '4111 1111 1111 1111', card_expiry: '12/40', card_cvv: '123', card_name: 'Gaurav Kumar' };

interface Opened {
  port: number;
  cookie: string;
  action: string;
  hidden: Record<string, string>;
}

/** GET the checkout page as a browser would: its cookie, its form's action and hidden fields. */
async function open(agent: Agent, port: number, invoiceId: string): Promise<Opened> {
  const page = await call(agent, port, 'GET', `/checkout/invoices/${invoiceId}`);
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const hidden = Object.fromEntries([...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  if (!cookie || !action || !hidden.csrf_token) throw new Error(`no checkout form: ${page.status} ${page.text.slice(0, 300)}`);
  return { port, cookie, action: action.replace(/&amp;/g, '&'), hidden };
}

function submit(agent: Agent, opened: Opened): Promise<Answer> {
  const body = new URLSearchParams({ ...opened.hidden, ...CARD }).toString();
  return call(agent, opened.port, 'POST', opened.action, body, { 'content-type': 'application/x-www-form-urlencoded', cookie: opened.cookie });
}

async function rounds(gateways: Running[]): Promise<string> {
  const agent = new Agent({ keepAlive: true, maxSockets: PAYERS + REFUNDERS });
  const ports = gateways.map((g) => g.port);
  let captured = 0;
  let refused = 0;
  let refunds = 0;
  try {
    // a refund takes its whole amount from the balance and the payment's fee is never given back
    // (spec refundPayment rule 5): refunding a payment whole costs its fee on top of what it
    // credited, so a float paid first covers every round's fee
    const float = await call(
      agent,
      ports[0] ?? 0,
      'POST',
      '/v1/invoices',
      JSON.stringify({ type: 'link', currency: 'INR', amount: FLOAT, description: 'Float for the refunds', sms_notify: '0', email_notify: '0' }),
    );
    expect(float.status, float.text).toBe(200);
    const floatPaid = await submit(agent, await open(agent, ports[0] ?? 0, (JSON.parse(float.text) as { id: string }).id));
    expect(floatPaid.text, 'the float is paid').toContain('Payment successful');
    for (let round = 0; round < ROUNDS; round++) {
      const created = await call(
        agent,
        ports[0] ?? 0,
        'POST',
        '/v1/invoices',
        JSON.stringify({ type: 'link', currency: 'INR', amount: AMOUNT, description: `Race ${round}`, sms_notify: '0', email_notify: '0' }),
      );
      expect(created.status, created.text).toBe(200);
      const invoice = JSON.parse(created.text) as { id: string; order_id: string };
      const forms = await Promise.all(Array.from({ length: PAYERS }, (_, i) => open(agent, ports[i % ports.length] ?? 0, invoice.id)));
      const answers = await Promise.all(forms.map((form) => submit(agent, form)));
      expect(answers.filter((a) => a.status >= 500).map((a) => a.text.slice(0, 200))).toEqual([]);
      const paid = answers.filter((a) => a.text.includes('Payment successful'));
      expect(paid, `round ${round}: payments that said they succeeded`).toHaveLength(1);
      captured += paid.length;
      refused += answers.length - paid.length;
      const payments = JSON.parse((await call(agent, ports[0] ?? 0, 'GET', `/v1/orders/${invoice.order_id}/payments`)).text) as {
        items: { id: string; status: string }[];
      };
      const capturedPayments = payments.items.filter((p) => p.status === 'captured');
      expect(capturedPayments, `round ${round}: captured payments of the order`).toHaveLength(1);
      const paymentId = capturedPayments[0]?.id ?? '';

      const refundAnswers = await Promise.all(
        Array.from({ length: REFUNDERS }, (_, i) =>
          call(agent, ports[i % ports.length] ?? 0, 'POST', `/v1/payments/${paymentId}/refund`, JSON.stringify({ amount: REFUND })),
        ),
      );
      expect(refundAnswers.filter((a) => a.status >= 500).map((a) => a.text.slice(0, 200))).toEqual([]);
      expect(
        refundAnswers.filter((a) => a.status === 200),
        `round ${round}: refunds that fit`,
      ).toHaveLength(AMOUNT / REFUND);
      refunds += AMOUNT / REFUND;
      const payment = JSON.parse((await call(agent, ports[0] ?? 0, 'GET', `/v1/payments/${paymentId}`)).text) as {
        amount_refunded: number;
        refund_status: string;
      };
      expect(payment).toMatchObject({ amount_refunded: AMOUNT, refund_status: 'full' });
    }
  } finally {
    agent.destroy();
  }
  return `${ROUNDS} rounds of ${PAYERS} concurrent payments over ${gateways.length} process(es): ${captured} captured (1 per round), ${refused} refused; ${ROUNDS * REFUNDERS} concurrent refunds: ${refunds} made, amount_refunded never past the amount`;
}

describe('payment and refund races', () => {
  it('SQLite, one process: one capture per invoice, refunds never past the amount', async () => {
    const dir = makeTempDir('paisa-races-');
    const running = await startGateway({ PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' });
    try {
      console.log(`races [sqlite]: ${await rounds([running])}`);
    } finally {
      await stopGateway(running);
      dir.cleanup();
    }
  }, 180_000);

  it.skipIf(!PG_TEST_URL)(
    `PostgreSQL, two processes: the same${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`,
    async () => {
      const db = await freshDatabase('paisa_chaos_races');
      const env = { PAISA_DATABASE_URL: db?.url ?? '', PAISA_MASTER_KEY: randomBytes(32).toString('hex') };
      const first = await startGateway(env);
      const second = await startGateway(env);
      try {
        console.log(`races [postgres]: ${await rounds([first, second])}`);
      } finally {
        await Promise.all([stopGateway(first), stopGateway(second)]);
        await db?.drop();
      }
    },
    180_000,
  );
});
