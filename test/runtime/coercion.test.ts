/** runtime/server/coercion.ts: request strings into the objects the validators coerce. */
import { describe, expect, it } from 'vitest';
import { coerceFlags, parseQuery, pickHeaders } from '../../runtime/server/coercion.js';

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
