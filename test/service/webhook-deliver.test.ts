/**
 * service/webhooks/deliver.ts on its own, with an injected fetch: the signed headers it sends
 * (and tells), extra headers that cannot replace them, and the start of the answer it reads for a
 * test delivery (spec sendTestWebhook rule 7), cut at the limit, told when cut, for bodies short,
 * exactly at the limit, past it, and in several chunks.
 */
import { describe, expect, it } from 'vitest';
import { signWebhook, signWebhookTimestamped, verifyWebhook } from '../../generated/server/index.js';
import { type DeliveryTarget, deliverEvent } from '../../service/webhooks/deliver.js';

const SECRET = 'whsec_unit';
const BODY = JSON.stringify({ entity: 'event', event: 'payment.captured', contains: [], payload: {} });

function target(answer: () => Response, sent: Headers[] = []): DeliveryTarget {
  return {
    url: 'http://127.0.0.1:9/hooks',
    secrets: [SECRET],
    sign: signWebhook,
    signTimestamped: signWebhookTimestamped,
    now: () => Math.floor(Date.now() / 1000),
    timeoutMs: 1000,
    fetch: (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return answer();
    }) as typeof fetch,
  };
}

/** A body delivered in the given chunks. */
const chunked = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('deliverEvent', () => {
  it('sends and tells the signatures; extra headers cannot replace them', async () => {
    const sent: Headers[] = [];
    const outcome = await deliverEvent(
      { ...target(() => new Response('ok'), sent), extraHeaders: { 'X-Paisa-Test': 'true', 'X-Paisa-Signature': 'forged' } },
      'evt_00000000000001',
      BODY,
    );
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.answer).toBeUndefined();
    const headers = sent[0]!;
    expect(headers.get('x-paisa-test')).toBe('true');
    expect(headers.get('x-paisa-signature')).toBe(outcome.signatures['X-Paisa-Signature']);
    expect(verifyWebhook(SECRET, BODY, headers.get('x-paisa-signature') ?? '')).toBe(true);
    expect(verifyWebhook(SECRET, BODY, headers.get('x-paisa-webhook-signature') ?? '')).toBe(true);
  });

  const cases: [string, { given: () => Response; want: { text: string; truncated: boolean } }][] = [
    ['a short answer, whole', { given: () => new Response('{"ok":true}', { status: 500 }), want: { text: '{"ok":true}', truncated: false } }],
    ['exactly the limit, not cut', { given: () => new Response('x'.repeat(16)), want: { text: 'x'.repeat(16), truncated: false } }],
    ['past the limit, cut', { given: () => new Response('y'.repeat(40)), want: { text: 'y'.repeat(16), truncated: true } }],
    [
      'in chunks across the limit, cut',
      { given: () => new Response(chunked('abcdefghij', 'klmnopqrst', 'uv')), want: { text: 'abcdefghijklmnop', truncated: true } },
    ],
    ['no body', { given: () => new Response(null, { status: 204 }), want: { text: '', truncated: false } }],
  ];
  it.each(cases)('reads the start of the answer when asked: %s', async (_name, { given, want }) => {
    const outcome = await deliverEvent({ ...target(given), answerBytes: 16 }, 'evt_00000000000002', BODY);
    expect(new TextDecoder().decode(outcome.answer?.bytes)).toBe(want.text);
    expect(outcome.answer?.truncated).toBe(want.truncated);
  });
});
