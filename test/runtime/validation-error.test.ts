/** runtime/validators/validation-error.ts: an ajv error named the interface's way. */
import { describe, expect, it } from 'vitest';
import { describeValidation, fieldName, type ValidateFn, type ValidationIssue } from '../../runtime/validators/validation-error.js';

/** A validator that just failed with these issues (what ajv's standalone code leaves in `errors`). */
function failed(...issues: Partial<ValidationIssue>[]): ValidateFn {
  const fn = (() => false) as ValidateFn;
  fn.errors = issues.map((i) => ({ instancePath: '', schemaPath: '#', keyword: 'type', params: {}, ...i }));
  return fn;
}

describe('fieldName', () => {
  it.each([
    ['', undefined, ''],
    ['/count', undefined, 'count'],
    ['/customer/contact', undefined, 'customer.contact'],
    ['/line_items/3/amount', undefined, 'line_items[3].amount'],
    ['/line_items/3', 'name', 'line_items[3].name'],
    ['/a~1b/c~0d', undefined, 'a/b.c~d'],
  ])('%s + %s -> %s', (path, child, want) => {
    expect(fieldName(path, child)).toBe(want);
  });
});

describe('describeValidation', () => {
  it.each([
    ['required', { keyword: 'required', params: { missingProperty: 'amount' } }, 'body', { field: 'amount', description: 'The amount field is required.' }],
    [
      'type',
      { keyword: 'type', instancePath: '/count', params: { type: 'integer' } },
      'query',
      { field: 'count', description: 'The count must be an integer.' },
    ],
    [
      'maximum',
      { keyword: 'maximum', instancePath: '/count', params: { limit: 100 } },
      'query',
      { field: 'count', description: 'The count may not be greater than 100.' },
    ],
    [
      'extra property',
      { keyword: 'additionalProperties', params: { additionalProperty: 'foo' } },
      'body',
      { field: 'foo', description: 'foo is/are not required and should not be sent' },
    ],
    ['enum', { keyword: 'enum', instancePath: '/currency', params: {} }, 'body', { field: 'currency', description: 'The selected currency is invalid.' }],
    ['the whole body', { keyword: 'type', params: { type: 'object' } }, 'body', { field: 'body', description: 'The body must be an object.' }],
    [
      'mutually exclusive (not: required [a, b]) names b',
      { keyword: 'not', schema: { required: ['customer_id', 'customer'] }, data: { customer_id: 'x', customer: {} }, params: {} },
      'body',
      { field: 'customer', description: 'customer_id and customer cannot be sent together' },
    ],
  ] as const)('%s', (_name, issue, location, want) => {
    expect(describeValidation(failed(issue as Partial<ValidationIssue>), location)).toMatchObject(want);
  });

  it('a failing anyOf after its branches is the issue reported (one of two fields required)', () => {
    const fn = failed(
      { keyword: 'required', params: { missingProperty: 'line_items' } },
      { keyword: 'required', params: { missingProperty: 'amount' } },
      { keyword: 'anyOf', schema: [{ required: ['line_items'] }, { required: ['amount'] }], data: {}, params: {} },
    );
    expect(describeValidation(fn, 'body')).toMatchObject({ field: 'line_items', description: 'Either line_items or amount is required.' });
  });

  it('no issue at all still names the location', () => {
    const fn = (() => false) as ValidateFn;
    expect(describeValidation(fn, 'query')).toMatchObject({ field: '', description: 'The query is invalid.' });
  });
});
