import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emitTypes } from '../../generator/emit/types.js';
import { emitValidators } from '../../generator/emit/validators.js';
import { FIXTURES, fixtureModel } from './helpers.js';
import type { ValidatorsModule } from './validators-module.js';

/**
 * The validators are generated into test/generator/fixtures/out/ (inside the repo so the
 * standalone code resolves ajv's runtime) and imported like the server imports them.
 */
const OUT = path.join(FIXTURES, 'out', 'validation-rules');
let v: ValidatorsModule;

beforeAll(async () => {
  const model = await fixtureModel('validation-rules.yaml');
  rmSync(OUT, { recursive: true, force: true });
  for (const file of [...(await emitTypes(model)), ...(await emitValidators(model))]) {
    mkdirSync(path.dirname(path.join(OUT, file.path)), { recursive: true });
    writeFileSync(path.join(OUT, file.path), file.contents);
  }
  v = (await import(path.join(OUT, 'validators', 'index.ts'))) as ValidatorsModule;
});
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const ok = { amount: 100 };

describe('body: field names and descriptions follow the interface', () => {
  const cases: [string, { given: unknown; want: { field: string; description: string } }][] = [
    ['required', { given: {}, want: { field: 'amount', description: 'The amount field is required.' } }],
    ['integer, JSON string is not coerced', { given: { amount: '100' }, want: { field: 'amount', description: 'The amount must be an integer.' } }],
    ['integer, fraction', { given: { amount: 100.5 }, want: { field: 'amount', description: 'The amount must be an integer.' } }],
    ['minimum', { given: { amount: 99 }, want: { field: 'amount', description: 'The amount must be at least 100.' } }],
    ['maximum', { given: { amount: 1000001 }, want: { field: 'amount', description: 'The amount may not be greater than 1000000.' } }],
    ['exclusiveMinimum', { given: { ...ok, rate: 0 }, want: { field: 'rate', description: 'The rate must be greater than 0.' } }],
    ['multipleOf', { given: { ...ok, rate: 0.7 }, want: { field: 'rate', description: 'The rate must be a multiple of 0.5.' } }],
    ['maxLength', { given: { ...ok, name: 'abcdefghijk' }, want: { field: 'name', description: 'The name may not be greater than 10 characters.' } }],
    ['minLength', { given: { ...ok, name: 'ab' }, want: { field: 'name', description: 'The name must be at least 3 characters.' } }],
    ['enum', { given: { ...ok, currency: 'EUR' }, want: { field: 'currency', description: 'The selected currency is invalid.' } }],
    ['const', { given: { ...ok, entity: 'other' }, want: { field: 'entity', description: 'The entity must be "thing".' } }],
    ['pattern', { given: { ...ok, code: 'abc' }, want: { field: 'code', description: 'The code format is invalid.' } }],
    ['format', { given: { ...ok, customer: { email: 'nope' } }, want: { field: 'customer.email', description: 'The customer.email format is invalid.' } }],
    [
      'nested object field',
      {
        given: { ...ok, customer: { contact: '123' } },
        want: { field: 'customer.contact', description: 'The customer.contact must be at least 8 characters.' },
      },
    ],
    [
      'array item field',
      {
        given: {
          ...ok,
          line_items: [
            { name: 'a', amount: 1 },
            { name: 'b', amount: 'x' },
          ],
        },
        want: { field: 'line_items[1].amount', description: 'The line_items[1].amount must be an integer.' },
      },
    ],
    [
      'required inside an array item',
      { given: { ...ok, line_items: [{ name: 'a' }] }, want: { field: 'line_items[0].amount', description: 'The line_items[0].amount field is required.' } },
    ],
    ['maxItems', { given: { ...ok, line_items: [1, 2, 3] }, want: { field: 'line_items', description: 'The line_items may not have more than 2 items.' } }],
    ['minItems', { given: { ...ok, line_items: [] }, want: { field: 'line_items', description: 'The line_items must have at least 1 items.' } }],
    [
      'additionalProperties at the root',
      { given: { ...ok, extra: 1 }, want: { field: 'extra', description: 'extra is/are not required and should not be sent' } },
    ],
    [
      'additionalProperties nested',
      { given: { ...ok, customer: { x: 1 } }, want: { field: 'customer.x', description: 'customer.x is/are not required and should not be sent' } },
    ],
    [
      'maxProperties',
      { given: { ...ok, notes: { a: '1', b: '2', c: '3' } }, want: { field: 'notes', description: 'The notes may not have more than 2 keys.' } },
    ],
    [
      'propertyNames maxLength',
      { given: { ...ok, notes: { toolong: '1' } }, want: { field: 'notes', description: 'The notes keys may not be greater than 5 characters.' } },
    ],
    [
      'map value maxLength',
      { given: { ...ok, notes: { a: '123456789' } }, want: { field: 'notes.a', description: 'The notes.a may not be greater than 8 characters.' } },
    ],
    ['uniqueItems', { given: { ...ok, tags: ['a', 'a'] }, want: { field: 'tags', description: 'The tags may not contain duplicate items.' } }],
    ['nullable type', { given: { ...ok, optional: 1 }, want: { field: 'optional', description: 'The optional must be a string or null.' } }],
    [
      'boolean type',
      { given: { ...ok, partial: 'yes', first_min_partial_amount: 1 }, want: { field: 'partial', description: 'The partial must be a boolean.' } },
    ],
    [
      'mutually exclusive (not required a, b) names b',
      {
        given: { ...ok, expire_by: 1, reminder_enable: true },
        want: { field: 'reminder_enable', description: 'expire_by and reminder_enable cannot be sent together' },
      },
    ],
    [
      'dependentRequired',
      {
        given: { ...ok, partial: true },
        want: { field: 'first_min_partial_amount', description: 'The first_min_partial_amount field is required when partial is present.' },
      },
    ],
    ['schema description fallback', { given: { ...ok, vague: 1.5 }, want: { field: 'vague', description: 'The vague must be one thing or another.' } }],
    ['not an object', { given: [], want: { field: 'body', description: 'The body must be an object.' } }],
  ];
  test.each(cases)('%s', (_name, { given, want }) => {
    const body = v.operationValidators.updateThing.body!;
    expect(body(given)).toBe(false);
    // code, source, step and reason come from the catalogue's validation_failed (server tests check the whole body)
    expect(v.describeValidation(body, 'body')).toMatchObject(want);
  });

  // Decimal steps are compared with a tolerance (ajv multipleOfPrecision): 33.33 / 0.01 is
  // 3332.9999999999995 in binary floating point, and a stakeholder owning 33.33% is valid.
  test.each([
    [33.33, true],
    [0.07, true],
    [99.99, true],
    [12.5, true],
    [33.333, false],
    [0.001, false],
  ])('multipleOf 0.01 accepts %s: %s', (share, valid) => {
    const body = v.operationValidators.updateThing.body!;
    expect(body({ ...ok, share })).toBe(valid);
  });

  test('a valid body passes', () => {
    expect(v.operationValidators.updateThing.body!({ amount: 500, line_items: [{ name: 'a', amount: 1 }], customer: { contact: '+919876543210' } })).toBe(true);
  });

  test('anyOf of required alternatives names the first', () => {
    const fn = v.schemaValidators.ThingWithEither;
    expect(fn({})).toBe(false);
    expect(v.describeValidation(fn, 'body')).toMatchObject({ field: 'customer_id', description: 'Either customer_id or customer is required.' });
  });
});

describe('path, query, headers and form bodies are coerced', () => {
  test('query strings become integers and arrays; defaults are filled in', () => {
    const query = v.operationValidators.updateThing.query!;
    const given: Record<string, unknown> = { expand: 'card' };
    expect(query(given)).toBe(true);
    expect(given).toEqual({ expand: ['card'], count: 10 });
    const count: Record<string, unknown> = { count: '20' };
    expect(query(count)).toBe(true);
    expect(count.count).toBe(20);
  });

  const rejects: [string, { given: Record<string, unknown>; want: { field: string; description: string } }][] = [
    ['count not a number', { given: { count: 'ten' }, want: { field: 'count', description: 'The count must be an integer.' } }],
    ['count above the limit', { given: { count: '101' }, want: { field: 'count', description: 'The count may not be greater than 100.' } }],
    ['count below the limit', { given: { count: '0' }, want: { field: 'count', description: 'The count must be at least 1.' } }],
    // the parameter as the client sent it, not the item's index (spec: "a 400 on `expand[]`")
    ['array item enum', { given: { expand: ['x'] }, want: { field: 'expand', description: 'The selected expand is invalid.' } }],
  ];
  test.each(rejects)('query: %s', (_name, { given, want }) => {
    const query = v.operationValidators.updateThing.query!;
    expect(query(given)).toBe(false);
    expect(v.describeValidation(query, 'query')).toMatchObject(want);
  });

  test('path parameters', () => {
    const pathFn = v.operationValidators.updateThing.path!;
    expect(pathFn({ thing_id: 'thing_0123456789abcd' })).toBe(true);
    expect(pathFn({ thing_id: 'nope' })).toBe(false);
    expect(v.describeValidation(pathFn, 'path')).toMatchObject({ field: 'thing_id', description: 'The thing_id format is invalid.' });
  });

  test('headers use lower-case names', () => {
    const headers = v.operationValidators.updateThing.headers!;
    expect(headers({ 'x-mode': 'test' })).toBe(true);
    expect(headers({ 'x-mode': 'prod' })).toBe(false);
    expect(v.describeValidation(headers, 'header').field).toBe('x-mode');
  });

  test('form body coerces strings; the JSON body does not', () => {
    const form: Record<string, unknown> = { amount: '150', partial: 'true', first_min_partial_amount: '5' };
    expect(v.operationValidators.updateThing.bodyForm!(form)).toBe(true);
    expect(form).toMatchObject({ amount: 150, partial: true, first_min_partial_amount: 5 });
    expect(v.operationValidators.updateThing.body!({ amount: '150' })).toBe(false);
  });
});

describe('responses and schemas', () => {
  test('every JSON response has a validator', () => {
    expect(Object.keys(v.operationValidators.updateThing.responses)).toEqual(['200', '400']);
    const ok200 = v.operationValidators.updateThing.responses['200'];
    expect(ok200({ id: 'x', amount: 1 })).toBe(true);
    expect(ok200({ id: 'x' })).toBe(false);
    expect(v.describeValidation(ok200, 'response')).toMatchObject({ field: 'amount', description: 'The amount field is required.' });
  });

  test('a response that is a plain component ref shares the component validator', () => {
    expect(v.operationValidators.updateThing.responses['200']).toBe(v.schemaValidators.Thing);
  });
});

describe('multipart', () => {
  test('file fields are left to the server: schema true, not required', async () => {
    const model = await fixtureModel('multipart.yaml');
    const files = await emitValidators(model);
    const coerce = files.find((f) => f.path === 'validators/standalone-coerce.js')!.contents;
    expect(coerce).toContain('createDocument__bodyForm');
    expect(coerce).toContain('"required":["purpose"]');
    expect(coerce).toContain('"file":true');
  });
});
