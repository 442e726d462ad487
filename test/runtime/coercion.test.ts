/** runtime/server/coercion.ts: request strings into the objects the validators coerce. */
import { describe, expect, it } from 'vitest';
import { coerceFlags, parseQuery, pickHeaders } from '../../runtime/server/coercion.js';
import { Refusal } from '../../runtime/server/errors.js';

describe('coerceFlags: the interface 0/1 booleans (spec BooleanFlag)', () => {
  it.each([
    [true, '1'],
    [1, '1'],
    ['1', '1'],
    ['true', '1'],
    [false, '0'],
    [0, '0'],
    ['0', '0'],
    ['false', '0'],
    ['yes', 'yes'],
    [2, 2],
  ])('%j -> %j', (given, want) => {
    const body = { sms_notify: given, lines: [{ taxable: given }] };
    coerceFlags(body, [['sms_notify'], ['lines', '*', 'taxable']]);
    expect(body).toEqual({ sms_notify: want, lines: [{ taxable: want }] });
  });

  it('leaves absent properties and non-objects alone', () => {
    const body = { other: 1 };
    coerceFlags(body, [['sms_notify'], ['lines', '*', 'x']]);
    expect(body).toEqual({ other: 1 });
    expect(() => coerceFlags(null, [['a']])).not.toThrow();
  });
});

describe('parseQuery', () => {
  it.each([
    ['plain values', 'count=5&skip=0', [], { count: '5', skip: '0' }],
    ['repeated keys become arrays', 'id=a&id=b', [], { id: ['a', 'b'] }],
    ['name[] is read as name', 'status[]=a&status[]=b', [], { status: ['a', 'b'] }],
    ['a declared bracket name stays itself', 'expand[]=a', ['expand[]'], { 'expand[]': 'a' }],
    ['percent-decoding and +', 'q=a%20b+c', [], { q: 'a b c' }],
  ])('%s', (_name, search, declared, want) => {
    const got = parseQuery(search, declared);
    expect(Object.getPrototypeOf(got)).toBeNull();
    expect({ ...got }).toEqual({ ...want });
  });
});

// spec info.description, Lists: a list parameter's brackets as a form decoder reads them
describe('parseQuery: bracketed list parameters', () => {
  const LIST = ['expand[]'];
  it.each([
    ['expand[]=a&expand[]=b', { 'expand[]': ['a', 'b'] }],
    ['expand[0]=a', { 'expand[]': ['a'] }],
    ['expand[0]=a&expand[1]=b', { 'expand[]': ['a', 'b'] }],
    ['expand[expand]=a', { 'expand[]': ['a'] }],
    // razorpay-node's settlements.fetchAllOndemandSettlement({'expand[]': 'ondemand_payouts'})
    ['expand%5B%5D=ondemand_payouts&expand%5Bexpand%5D=ondemand_payouts', { 'expand[]': ['ondemand_payouts', 'ondemand_payouts'] }],
    ['expand[]=a&expand[x]=b&expand[]=c', { 'expand[]': ['a', 'b', 'c'] }],
    ['expand[%5F_proto__]=a', { 'expand[]': ['a'] }],
    ['expand[]=', { 'expand[]': '' }],
  ])('%s (expand[] a declared list)', (search, want) => {
    const got = parseQuery(search, LIST, LIST);
    expect({ ...got }).toEqual(want);
  });

  it.each([
    ['status[0]=a', ['status'], ['status'], { status: ['a'] }],
    ['status[k]=a&status=b', ['status'], ['status'], { status: ['a', 'b'] }],
    ['count[]=5', ['count'], [], { count: ['5'] }],
    ['other[x]=1', ['count'], [], { 'other[x]': '1' }],
  ])('%s (declared %j, lists %j)', (search, declared, lists, want) => {
    expect({ ...parseQuery(search, declared, lists) }).toEqual(want);
  });

  it.each([
    ['expand[][a]=1', LIST, LIST, 'expand[]', 'is a list of strings'],
    ['expand[a][b]=1', LIST, LIST, 'expand[]', 'is a list of strings'],
    ['expand[expand][0]=a', LIST, LIST, 'expand[]', 'is a list of strings'],
    ['expand[][__proto__]=1', LIST, LIST, 'expand[]', 'is a list of strings'],
    ['expand[]=a&expand[0][x]=b', LIST, LIST, 'expand[]', 'is a list of strings'],
    ['count[x]=1', ['count'], [], 'count', 'must be sent as count=value or count[]=value'],
    ['count[0]=1', ['count'], [], 'count', 'must be sent as count=value or count[]=value'],
  ])('%s is refused naming the parameter', (search, declared, lists, field, words) => {
    let refusal: unknown;
    try {
      parseQuery(search, declared, lists);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ key: 'validation_failed', detail: { field } });
    expect((refusal as Refusal).params.description).toContain(words);
  });
});

it('parseQuery: a __proto__ key is data, never a prototype', () => {
  const got = parseQuery('__proto__=x&a=1', []);
  expect(Object.getPrototypeOf(got)).toBeNull();
  expect(Object.keys(got)).toEqual(['__proto__', 'a']);
  expect(Object.getOwnPropertyDescriptor(got, '__proto__')?.value).toBe('x');
});

describe('pickHeaders', () => {
  it('only the declared headers, under the names the spec writes', () => {
    const got = pickHeaders({ 'x-refund-idempotency': 'k1', authorization: 'secret', 'x-multi': ['a', 'b'] }, ['X-Refund-Idempotency', 'X-Multi', 'X-Absent']);
    expect({ ...got }).toEqual({ 'X-Refund-Idempotency': 'k1', 'X-Multi': 'a, b' });
  });
});

describe('parseQuery reads a query string as URLSearchParams does', () => {
  it.each(['count=10&skip=0', 'q=a+b%20c&q=%E2%82%AC', 'a=&b&=c&&d=1', 'bad=%E0%A4%A&ok=%41', 'x=1%2B1&y=%25', 'status[]=a&status[]=b'])('%s', (search) => {
    const ours = parseQuery(search, []);
    const theirs: Record<string, string | string[]> = {};
    for (const [rawKey, value] of new URLSearchParams(search)) {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      const prev = theirs[key];
      if (prev === undefined) theirs[key] = rawKey === key ? value : [value];
      else if (Array.isArray(prev)) prev.push(value);
      else theirs[key] = [prev, value];
    }
    expect({ ...ours }).toEqual(theirs);
  });
});
