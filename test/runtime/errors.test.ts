/** runtime/server/errors.ts: refusals become answers only through the catalogue. */
import { describe, expect, it } from 'vitest';
import { answerFor, type ErrorCatalogue, fill, Refusal, toOAuthBody } from '../../runtime/server/errors.js';

const catalogue: ErrorCatalogue = {
  not_capturable: {
    status: 400,
    code: 'BAD_REQUEST_ERROR',
    reason: 'invalid_state_transition',
    source: 'business',
    description: 'Only an authorized payment can be captured; this payment is {status}.',
  },
  acquirer: { status: 502, code: 'GATEWAY_ERROR', reason: '{reason}', source: '{source}', step: '{step}', description: '{description}', field: 'amount' },
  unauthorized: { status: 401, code: 'BAD_REQUEST_ERROR', reason: 'NA', description: 'The api key provided is invalid', oauth: 'invalid_client' },
  server_error: { status: 500, code: 'SERVER_ERROR', reason: 'server_error', source: 'internal', description: 'The server encountered an error.' },
};

describe('answerFor', () => {
  it('fills the placeholders and defaults source, step, field and metadata', () => {
    const answer = answerFor(catalogue, new Refusal('not_capturable', { status: 'failed' }));
    expect(answer).toEqual({
      status: 400,
      headers: {},
      oauthError: 'invalid_request',
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Only an authorized payment can be captured; this payment is failed.',
          field: null,
          source: 'business',
          step: 'NA',
          reason: 'invalid_state_transition',
          metadata: {},
        },
      },
    });
  });

  it('the refusal may name the field, add metadata and headers; reason, source and step may be templated', () => {
    const refusal = new Refusal(
      'acquirer',
      { reason: 'bank_down', source: 'gateway', step: 'payment_capture', description: 'The bank did not answer.' },
      { field: null, metadata: { payment_id: 'pay_1' }, headers: { 'retry-after': '3' } },
    );
    const answer = answerFor(catalogue, refusal);
    expect(answer.status).toBe(502);
    expect(answer.headers).toEqual({ 'retry-after': '3' });
    expect(answer.body.error).toMatchObject({
      field: null,
      reason: 'bank_down',
      source: 'gateway',
      step: 'payment_capture',
      metadata: { payment_id: 'pay_1' },
    });
    expect(answerFor(catalogue, new Refusal('acquirer', {})).body.error.field).toBe('amount');
  });

  it('an unknown key is the caller bug: it answers as server_error', () => {
    expect(answerFor(catalogue, new Refusal('no_such_key')).status).toBe(500);
  });

  it('OAuth operations answer RFC 6749 section 5.2 bodies', () => {
    expect(toOAuthBody(answerFor(catalogue, new Refusal('unauthorized')))).toEqual({
      error: 'invalid_client',
      error_description: 'The api key provided is invalid',
    });
    expect(toOAuthBody(answerFor(catalogue, new Refusal('server_error'))).error).toBe('server_error');
  });
});

describe('fill', () => {
  it.each([
    ['The {a} and {b}.', { a: 1, b: 'two' }, 'The 1 and two.'],
    ['{missing} stays', {}, '{missing} stays'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
    ['{a}{a}', { a: 'x' }, 'xx'],
  ])('%s', (template, params, want) => {
    expect(fill(template, params)).toBe(want);
  });
});
