/** runtime/server/signature.ts: webhook signatures (HMAC-SHA256, RFC 2104) and constant-time compares. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPaymentSignature as clientVerify } from '../../generated/client/index.js';
import { secureCompare } from '../../runtime/server/secure-compare.js';
import { signPaymentSignature, signWebhook, signWebhookTimestamped, verifyPaymentSignature, verifyWebhook } from '../../runtime/server/signature.js';

const body = '{"entity":"event","event":"invoice.paid"}';

describe('signWebhook / verifyWebhook', () => {
  it('signs the exact bytes as lower-case hex HMAC-SHA256', () => {
    expect(signWebhook('whsec', body)).toBe(createHmac('sha256', 'whsec').update(body).digest('hex'));
  });

  it.each([
    ['the right signature', 'whsec', body, () => signWebhook('whsec', body), true],
    ['upper-case hex', 'whsec', body, () => signWebhook('whsec', body).toUpperCase(), true],
    ['another secret', 'other', body, () => signWebhook('whsec', body), false],
    ['one changed byte of the body', 'whsec', `${body} `, () => signWebhook('whsec', body), false],
    ['not hex', 'whsec', body, () => 'z'.repeat(64), false],
    ['too short', 'whsec', body, () => signWebhook('whsec', body).slice(2), false],
    ['not a string', 'whsec', body, () => 42 as unknown as string, false],
  ])('%s', (_name, secret, raw, signature, want) => {
    expect(verifyWebhook(secret, raw, signature())).toBe(want);
  });
});

describe('signWebhookTimestamped / verifyWebhook with X-Paisa-Webhook-Signature', () => {
  const t = 1_735_689_600;
  const v1 = (secret: string, at: number, raw = body) => createHmac('sha256', secret).update(`${at}.${raw}`).digest('hex');

  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    expect(signWebhookTimestamped('whsec', body, t)).toBe(`t=${t},v1=${v1('whsec', t)}`);
  });

  it.each([
    ['at the moment it was signed', `t=${t},v1=${v1('whsec', t)}`, {}, true],
    ['300 s later (the default tolerance)', `t=${t},v1=${v1('whsec', t)}`, { now: t + 300 }, true],
    ['301 s later: a replay', `t=${t},v1=${v1('whsec', t)}`, { now: t + 301 }, false],
    ['301 s early', `t=${t},v1=${v1('whsec', t)}`, { now: t - 301 }, false],
    ['late, within a wider tolerance', `t=${t},v1=${v1('whsec', t)}`, { now: t + 3600, toleranceSeconds: 3600 }, true],
    ['t changed to now, v1 kept', `t=${t + 1000},v1=${v1('whsec', t)}`, { now: t + 1000 }, false],
    ['another secret', `t=${t},v1=${v1('other', t)}`, {}, false],
    ['one of two v1 (a rotation) matches', `t=${t},v1=${v1('old', t)},v1=${v1('whsec', t)}`, {}, true],
    ['an unknown key beside them', `t=${t},v1=${v1('whsec', t)},v0=abc`, {}, true],
    ['no t', `v1=${v1('whsec', t)}`, {}, false],
    ['no v1', `t=${t}`, {}, false],
    ['t not a number', `t=soon,v1=${v1('whsec', t)}`, {}, false],
    ['v1 not hex', `t=${t},v1=${'z'.repeat(64)}`, {}, false],
  ])('%s', (_name, header, options, want) => {
    expect(verifyWebhook('whsec', body, header, { now: t, ...options })).toBe(want);
  });

  it('refuses the body changed by one byte', () => {
    expect(verifyWebhook('whsec', `${body} `, signWebhookTimestamped('whsec', body, t), { now: t })).toBe(false);
  });
});

describe('signPaymentSignature / verifyPaymentSignature (checkout callback)', () => {
  const order = 'order_IluGWxBm9U8zJ8';
  const payment = 'pay_IH4NVgf4Dreq1l';

  it('is the hex HMAC-SHA256 of order_id|payment_id keyed with the key secret', () => {
    expect(signPaymentSignature('key_secret', order, payment)).toBe(createHmac('sha256', 'key_secret').update(`${order}|${payment}`).digest('hex'));
  });

  it.each([
    ['the right signature', {}, true],
    ['another secret', { secret: 'other' }, false],
    ['the ids swapped', { orderId: payment, paymentId: order }, false],
    ['another payment', { paymentId: 'pay_IH4NVgf4Dreq1m' }, false],
    ['a truncated signature', { signature: signPaymentSignature('key_secret', order, payment).slice(1) }, false],
    ['no signature', { signature: undefined }, false],
  ])('%s', (_name, change: Record<string, unknown>, want) => {
    const params = { orderId: order, paymentId: payment, signature: signPaymentSignature('key_secret', order, payment), ...change } as never;
    const secret = (change.secret as string | undefined) ?? 'key_secret';
    expect(verifyPaymentSignature(secret, params)).toBe(want);
    // the generated client exports the same check
    expect(clientVerify(secret, params)).toBe(want);
  });
});

describe('secureCompare', () => {
  it.each([
    ['equal strings', 'abc', 'abc', true],
    ['different strings', 'abc', 'abd', false],
    ['different lengths', 'abc', 'abcd', false],
    ['bytes and a string', Buffer.from('abc'), 'abc', true],
    ['empty', '', '', true],
    ['a prefix is not equal', 'abc', 'abcdef', false],
    ['long values compare by digest', 'x'.repeat(1000), 'x'.repeat(1000), true],
    ['long values that differ in the last byte', `${'x'.repeat(999)}a`, `${'x'.repeat(999)}b`, false],
    ['a long value against a short one', 'x'.repeat(1000), 'x', false],
  ])('%s', (_name, a, b, want) => {
    expect(secureCompare(a, b)).toBe(want);
  });
});
