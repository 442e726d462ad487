import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { secureCompare } from '../../generated/server/index.js';
import { maskCard, redactOptions, scrubText } from '../../service/security/redact.js';
import { hashSecret, verifySecret } from '../../service/security/secret-hash.js';

describe('secureCompare', () => {
  it.each([
    { a: 'secret', b: 'secret', want: true },
    { a: 'secret', b: 'secreT', want: false },
    { a: 'secret', b: 'secret2', want: false },
    { a: '', b: '', want: true },
    { a: '', b: 'x', want: false },
    { a: 'ünï', b: 'ünï', want: true },
  ])('secureCompare($a, $b) is $want, whatever the lengths', ({ a, b, want }) => {
    expect(secureCompare(a, b)).toBe(want);
  });
});

describe('secret hashing', () => {
  it('stores no plain secret and verifies only the right one', () => {
    const hash = hashSecret('abcdefghijklmnopqrstuvwx');
    expect(hash).not.toContain('abcdefghijklmnopqrstuvwx');
    expect(hash).toMatch(/^hs1\$[0-9a-f]{64}$/);
    expect(verifySecret('abcdefghijklmnopqrstuvwx', hash)).toBe(true);
    expect(verifySecret('abcdefghijklmnopqrstuvwy', hash)).toBe(false);
  });
});

describe('redaction', () => {
  it.each([
    { given: '4111111111111111', want: '************1111' },
    { given: '4111 1111 1111 1111', want: '************1111' },
    { given: '378282246310005', want: '***********0005' },
    { given: '123', want: '***' },
  ])('maskCard($given) keeps only the last four digits', ({ given, want }) => {
    expect(maskCard(given)).toBe(want);
  });

  it('scrubs card numbers out of free text but leaves short numbers alone', () => {
    expect(scrubText('card 4111-1111-1111-1111 failed for amount 50000')).toBe('card ************1111 failed for amount 50000');
  });

  it('keeps key secrets, card numbers, CVVs and the Authorization header out of pino lines', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _e, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(redactOptions, sink);
    log.info({
      req: { headers: { authorization: 'Basic cGFpc2FfdGVzdF94eHg6c2VjcmV0' } },
      body: { card: { number: '4111111111111111', cvv: '123', name: 'A' }, key_secret: 'S3CR3T' },
      card: { number: '4012888888881881', cvv: '999' },
    });
    const line = lines.join('');
    for (const secret of ['cGFpc2FfdGVzdF94eHg6c2VjcmV0', '4111111111111111', '4012888888881881', '"123"', '"999"', 'S3CR3T']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
    expect(line).toContain('"name":"A"');
  });
});
