/**
 * Generated state machines and webhook helpers (fixture: server-gateway.yaml, Invoice's
 * x-state-machine and the invoice.paid webhook).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generate, importGenerated, type LooseServerModule, SERVER_FIXTURE } from './server-harness.js';

type ServerModule = LooseServerModule;
let srv: ServerModule;

beforeAll(async () => {
  const { dir } = await generate('server-machines', SERVER_FIXTURE);
  srv = await importGenerated<ServerModule>(dir, 'server');
});

const draft = { id: 'inv_1', entity: 'invoice' as const, status: 'draft' as const };

describe('machines', () => {
  it('carries the spec: states, initial, transitions', () => {
    const { Invoice } = srv.createMachines();
    expect(Invoice.states).toEqual(['draft', 'issued', 'paid', 'cancelled']);
    expect(Invoice.initial).toBe('draft');
    expect(Invoice.triggers('issued').sort()).toEqual(['cancel', 'pay', 'remind']);
  });

  it.each([
    ['draft', 'issue', true],
    ['draft', 'pay', false],
    ['issued', 'pay', true],
    ['paid', 'cancel', false],
    ['cancelled', 'issue', false],
  ] as const)('can(%s, %s) = %s', (status, trigger, want) => {
    const { Invoice } = srv.createMachines();
    expect(Invoice.can({ ...draft, status }, trigger)).toBe(want);
  });

  it('fire returns a moved copy and the transition; hooks get ctx; the entity is not mutated', async () => {
    const calls: unknown[] = [];
    const tx = { name: 'tx-1' };
    const { Invoice } = srv.createMachines({
      onTransition: (schema, entity, transition, ctx) => {
        calls.push(['transition', schema, entity.status, transition.trigger, ctx.name]);
      },
      onEnter: {
        Invoice: {
          paid: async (entity, transition, ctx) => {
            calls.push(['enter paid', entity.id, transition.emits, ctx.name]);
          },
        },
      },
    });
    const issued = { ...draft, status: 'issued' as const };
    const { entity, transition } = await Invoice.fire(issued, 'pay', tx);
    expect(entity).toEqual({ ...draft, status: 'paid' });
    expect(issued.status).toBe('issued');
    expect(transition).toEqual({ from: 'issued', to: 'paid', trigger: 'pay', emits: ['invoice.paid'] });
    expect(calls).toEqual([
      ['transition', 'Invoice', 'paid', 'pay', 'tx-1'],
      ['enter paid', 'inv_1', ['invoice.paid'], 'tx-1'],
    ]);
  });

  it('a self-transition calls onTransition but not the enter hook', async () => {
    const calls: string[] = [];
    const { Invoice } = srv.createMachines({ onTransition: () => void calls.push('t'), onEnter: { Invoice: { issued: () => void calls.push('enter') } } });
    await Invoice.fire({ ...draft, status: 'issued' }, 'remind');
    expect(calls).toEqual(['t']);
  });

  it('refuses a transition the spec does not allow with a 400 in the error shape, hooks untouched', async () => {
    const calls: string[] = [];
    const { Invoice } = srv.createMachines({ onTransition: () => void calls.push('t') });
    const error = await Invoice.fire({ ...draft, status: 'paid' }, 'cancel').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(srv.Refusal);
    const e = srv.answerFor(srv.errorCatalogue, error);
    expect(e.status).toBe(400);
    expect(e.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Operation not allowed for Invoice in paid status.',
      field: null,
      reason: 'invalid_state_transition',
    });
    expect(calls).toEqual([]);
  });

  it('a hook failure propagates, so the caller rolls back its transaction', async () => {
    const { Invoice } = srv.createMachines({ onTransition: () => Promise.reject(new Error('outbox write failed')) });
    await expect(Invoice.fire(draft, 'issue')).rejects.toThrow('outbox write failed');
  });

  it('create: the creation transition (from null) sets the initial status and runs hooks', async () => {
    const seen: string[] = [];
    const { Invoice } = srv.createMachines({ onTransition: (_s, _e, t) => void seen.push(`${t.from}->${t.to}`) });
    const { entity, transition } = await Invoice.create({ id: 'inv_2', entity: 'invoice' });
    expect(entity).toEqual({ id: 'inv_2', entity: 'invoice', status: 'draft' });
    expect(transition?.trigger).toBe('create');
    expect(seen).toEqual(['null->draft']);
    // a creation the spec does not have is the caller's bug (answered 500), not a refusal of the request
    await expect(Invoice.create({ id: 'x' }, 'issue')).rejects.toThrow('Invoice: the spec has no creation by issue');
  });
});

describe('webhooks', () => {
  it('lists the spec events', () => {
    expect(srv.webhookEvents.map((e: { name: string }) => e.name)).toEqual(['invoice.paid']);
    expect(srv.isWebhookEventName('invoice.paid')).toBe(true);
    expect(srv.isWebhookEventName('invoice.lost')).toBe(false);
  });

  const secret = 'whsec_test';
  const body = JSON.stringify({ entity: 'event', event: 'invoice.paid', contains: ['invoice'], payload: {} });

  it('signWebhook is hex HMAC-SHA256 of the raw body (RFC 4231 test case 2)', () => {
    expect(srv.signWebhook('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(srv.signWebhook(secret, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(srv.signWebhook(secret, Buffer.from(body))).toBe(srv.signWebhook(secret, body));
  });

  it.each([
    ['the right signature', body, (s: string) => s, true],
    ['upper-case hex', body, (s: string) => s.toUpperCase(), true],
    ['a tampered body', body.replace('invoice.paid', 'invoice.pair'), (s: string) => s, false],
    ['another secret', body, () => srv.signWebhook('other', body), false],
    ['a truncated signature (wrong length)', body, (s: string) => s.slice(0, 62), false],
    ['an over-long signature', body, (s: string) => `${s}00`, false],
    ['non-hex characters', body, (s: string) => `zz${s.slice(2)}`, false],
    ['empty', body, () => '', false],
  ])('verifyWebhook: %s', (_name, received, signature, want) => {
    expect(srv.verifyWebhook(secret, received, signature(srv.signWebhook(secret, body)))).toBe(want);
  });
});
