/**
 * conformance/schema-checker.ts and conformance/sample.ts on schemas no value or only a merged
 * one satisfies: a `oneOf` whose members accept the same values (readme-legacy's error schemas,
 * differing in `default` only) does not blame an answer valid against each, yet still refuses a
 * request so made and an answer valid against none; a sample of an `allOf` carries what each
 * member requires.
 */
import { describe, expect, test } from 'vitest';
import { sampleValue } from '../../conformance/sample.js';
import { SchemaChecker } from '../../conformance/schema-checker.js';
import type { JsonSchema } from '../../generator/model/types.js';

const base: JsonSchema = { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } } };
const variant = (code: string): JsonSchema => ({
  allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { error: { type: 'string', default: code } } }],
});
const checker = new SchemaChecker({ Base: base, Empty: variant('EMPTY'), Duplicate: variant('DUPLICATE') });
const same: JsonSchema = { oneOf: [{ $ref: '#/components/schemas/Empty' }, { $ref: '#/components/schemas/Duplicate' }] };

describe('a oneOf of members that accept the same values', () => {
  test('an answer valid against each member is not blamed', () => {
    expect(checker.explainAt(same, { error: 'EMPTY', message: 'no' }, 'strict', 'response')).toBeUndefined();
  });

  test('an answer valid against none still is', () => {
    expect(checker.explainAt(same, { error: 1 }, 'strict', 'response')?.message).toMatch(/must/);
  });

  test('a request valid against each member is still invalid, as a validator of the document says', () => {
    expect(checker.explainAt(same, { error: 'EMPTY' }, 'strict', 'request')?.message).toMatch(/exactly one/);
  });

  test('members that differ in an assertion keep oneOf as written', () => {
    const distinct: JsonSchema = { oneOf: [{ type: 'object' }, { type: 'object', required: ['error'] }] };
    expect(checker.explainAt(distinct, { error: 'x' }, 'strict', 'response')?.message).toMatch(/exactly one/);
  });
});

test('a sample of an allOf carries what every member requires (readme-legacy createCategory)', () => {
  const schemas: Record<string, JsonSchema> = {
    Category: { type: 'object', properties: { title: { type: 'string' }, type: { type: 'string', enum: ['guide'] } } },
  };
  const body: JsonSchema = { allOf: [{ $ref: '#/components/schemas/Category' }, { required: ['title'] }] };
  const value = sampleValue(body, schemas);
  expect(value).toEqual({ title: 'sample' });
  expect(new SchemaChecker(schemas).explain(body, value, 'request')).toBeUndefined();
});
