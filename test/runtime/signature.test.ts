/** runtime/server/signature.ts: webhook signatures (HMAC-SHA256, RFC 2104) and constant-time compares. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secureCompare } from '../../runtime/server/secure-compare.js';
import { signWebhook, verifyWebhook } from '../../runtime/server/signature.js';

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
