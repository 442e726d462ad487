/**
 * generator/model/reaching.ts: which components lead to a schema that holds a property, through
 * their subschemas and `$ref`s; and the walks that skip the others (boolean flags, body defaults)
 * end on a document whose components refer to one another densely, where following every `$ref`
 * along every path would not (the count of paths doubles with each component).
 */
import { describe, expect, test } from 'vitest';
import { flagPaths } from '../../generator/emit/server/boolean-flags.js';
import { defaultsTree, fillsDefaults } from '../../generator/model/body-defaults.js';
import { componentsReaching } from '../../generator/model/reaching.js';
import { componentName } from '../../generator/model/refs.js';
import type { JsonSchema } from '../../generator/model/types.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const marked = (schema: JsonSchema) => schema['x-mark'] === true;

describe('componentsReaching', () => {
  const cases: [string, Record<string, JsonSchema>, string[]][] = [
    ['the component itself', { A: { 'x-mark': true }, B: {} }, ['A']],
    ['deep in its subschemas', { A: { properties: { a: { items: { anyOf: [{}, { 'x-mark': true }] } } } }, B: {} }, ['A']],
    [
      'back along refs, through a cycle',
      { A: { properties: { b: ref('B') } }, B: { items: ref('C') }, C: { allOf: [ref('B'), { 'x-mark': true }] }, D: ref('A'), E: {} },
      ['A', 'B', 'C', 'D'],
    ],
    ['a ref to no component, and data that looks like a schema', { A: { properties: { x: ref('Nope') }, examples: [{ 'x-mark': true }] } }, []],
    ['a component named with a slash', { 'a/b': { 'x-mark': true }, C: { $ref: '#/components/schemas/a~1b' } }, ['C', 'a/b']],
  ];
  test.each(cases)('%s', (_name, schemas, want) => {
    expect([...componentsReaching(schemas, marked, componentName)].sort()).toEqual(want);
  });
});

/** 60 components, each with two properties referring to the next two: 2^60 paths from the first. */
function dense(last: JsonSchema): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (let i = 0; i < 60; i++) schemas[`C${i}`] = { type: 'object', properties: { a: ref(`C${i + 1}`), b: ref(`C${i + 2}`) } };
  schemas.C60 = last;
  schemas.C61 = { type: 'string' };
  return schemas;
}

test('densely referring components without a flag or a default are not walked', () => {
  const schemas = dense({ type: 'string' });
  expect(flagPaths(ref('C0'), schemas, [])).toEqual([]);
  expect(fillsDefaults(ref('C0'), schemas)).toBe(false);
  expect(defaultsTree(ref('C0'), schemas)).toBeUndefined();
});

test('a default at the end of them is still found', () => {
  const schemas = dense({ type: 'object', properties: { n: { type: 'integer', default: 1 } } });
  expect(fillsDefaults(ref('C58'), schemas)).toBe(true);
  expect(defaultsTree(ref('C59'), schemas)).toEqual({ properties: { a: { properties: { n: { present: true } } } } });
});
