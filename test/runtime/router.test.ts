/** runtime/server/router.ts: the segment trie the gateway matches every request with. */
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../runtime/server/route-def.js';
import { compileRouter } from '../../runtime/server/router.js';

function route(operationId: string, method: RouteDef['method'], path: string, paramPatterns: Record<string, string> = {}): RouteDef {
  return {
    operationId,
    method,
    path,
    paramPatterns,
    queryNames: [],
    headerNames: [],
    body: null,
    security: { anonymous: false, basic: true, bearerScopes: null },
    errorFormat: 'paisa',
    success: { status: 200, kind: 'json' },
    flags: { path: [], query: [], headers: [], body: [] },
  };
}

const match = compileRouter([
  route('listPayments', 'GET', '/v1/payments'),
  route('fetchPayment', 'GET', '/v1/payments/{payment_id}', { payment_id: '^pay_[0-9A-Za-z]{14}$' }),
  route('updatePayment', 'PATCH', '/v1/payments/{payment_id}', { payment_id: '^pay_[0-9A-Za-z]{14}$' }),
  route('listPaymentDowntimes', 'GET', '/v1/payments/downtimes'),
  route('fetchQrCode', 'GET', '/v1/payments/qr_codes/{qr_code_id}', { qr_code_id: '^qr_[0-9A-Za-z]{14}$' }),
  route('fetchDowntime', 'GET', '/v1/payments/{downtime_id}/x', { downtime_id: '^down_[0-9A-Za-z]{14}$' }),
  { ...route('fetchLinkedAccount', 'GET', '/v1/accounts/{account_id}', { account_id: '^acc_[0-9A-Za-z]{14}$' }), alsoAt: ['/v2/accounts/{account_id}'] },
]);

describe('compileRouter', () => {
  it.each([
    ['a static path', 'GET', '/v1/payments', 'listPayments', {}],
    ['a static segment before a parameter', 'GET', '/v1/payments/downtimes', 'listPaymentDowntimes', {}],
    ['a parameter whose pattern fits', 'GET', '/v1/payments/pay_AAAAAAAAAAAAAA', 'fetchPayment', { payment_id: 'pay_AAAAAAAAAAAAAA' }],
    ['a value no pattern fits still reaches its route (the validator then names it)', 'GET', '/v1/payments/nope', 'fetchPayment', { payment_id: 'nope' }],
    ['a deeper static route', 'GET', '/v1/payments/qr_codes/qr_AAAAAAAAAAAAAA', 'fetchQrCode', { qr_code_id: 'qr_AAAAAAAAAAAAAA' }],
    ['the edge whose pattern fits wins among parameters', 'GET', '/v1/payments/down_AAAAAAAAAAAAAA/x', 'fetchDowntime', { downtime_id: 'down_AAAAAAAAAAAAAA' }],
    ['a route at its own path', 'GET', '/v1/accounts/acc_AAAAAAAAAAAAAA', 'fetchLinkedAccount', { account_id: 'acc_AAAAAAAAAAAAAA' }],
    ['the same route at a further path (alsoAt)', 'GET', '/v2/accounts/acc_AAAAAAAAAAAAAA', 'fetchLinkedAccount', { account_id: 'acc_AAAAAAAAAAAAAA' }],
    ['a percent-encoded value is decoded', 'GET', '/v1/payments/pay%5FAAAAAAAAAAAAAA', 'fetchPayment', { payment_id: 'pay_AAAAAAAAAAAAAA' }],
  ])('%s', (_name, method, path, operationId, params) => {
    const found = match(method, path);
    expect(found.kind).toBe('found');
    if (found.kind === 'found') {
      expect(found.route.operationId).toBe(operationId);
      expect(found.params).toEqual(params);
    }
  });

  it('a known path with another method lists the methods it has (RFC 9110 15.5.6)', () => {
    expect(match('DELETE', '/v1/payments/pay_AAAAAAAAAAAAAA')).toEqual({ kind: 'method', allow: ['GET', 'PATCH'] });
  });

  it.each([
    ['an unknown path', '/v1/nothing'],
    ['a trailing slash is another path', '/v1/payments/'],
    ['a relative path', 'v1/payments'],
    ['a malformed escape matches no parameter', '/v1/payments/%E0%A4%A'],
  ])('%s: none', (_name, path) => {
    expect(match('GET', path)).toEqual({ kind: 'none' });
  });
});
