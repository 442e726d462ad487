/**
 * The strict validator module compiled by segments (generator/emit/strict-segments.ts): a ref to
 * another component is a call of its function, cycles and `unevaluatedProperties` across refs
 * validate as ajv compiling the whole module does, a document whose refs reach inside another
 * component is compiled whole, and a segment is compiled again when what a callee evaluates
 * changes, not only when its own schema does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cacheStats, useCache } from '../../generator/cache.mjs';
import { compileModules, createAjv } from '../../generator/emit/ajv-standalone.js';
import type { JsonSchema } from '../../generator/model/types.js';
import { FIXTURES } from './helpers.js';

const OUT = path.join(FIXTURES, 'out', 'strict-segments');
let loaded = 0;

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** The strict module of `components` (every component exported as `schema__<name>`, as validators.ts names them), imported as the server imports it. */
async function strictModule(components: Record<string, JsonSchema>): Promise<{ code: string; fns: Record<string, Validate> }> {
  const units = Object.keys(components).map((name) => ({ exportName: `schema__${name}`, component: name }));
  const [code] = compileModules(createAjv('strict'), components, [{ flavour: 'strict', units }]);
  // inside the repository, so the module resolves ajv's runtime helpers
  const file = path.join(OUT, `strict-${++loaded}.js`);
  writeFileSync(file, code);
  return { code, fns: (await import(file)) as Record<string, Validate> };
}

beforeAll(() => mkdirSync(OUT, { recursive: true }));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('segments validate as the whole module', () => {
  const components: Record<string, JsonSchema> = {
    Amount: { type: 'integer', minimum: 100 },
    Line: { type: 'object', required: ['amount'], properties: { amount: ref('Amount'), name: { type: 'string', maxLength: 5 } } },
    // a cycle through two components, and one through itself
    Node: { type: 'object', properties: { value: { type: 'integer' }, next: ref('Link') } },
    Link: { anyOf: [{ type: 'null' }, ref('Node')] },
    Tree: { type: 'object', properties: { label: { type: 'string' }, children: { type: 'array', items: ref('Tree') } } },
    // unevaluatedProperties sees what the called component evaluated
    Base: { type: 'object', properties: { id: { type: 'string' } } },
    Closed: { allOf: [ref('Base')], properties: { extra: { type: 'boolean' } }, unevaluatedProperties: false },
  };
  let fns: Record<string, Validate>;
  let code: string;
  beforeAll(async () => {
    ({ fns, code } = await strictModule(components));
  });

  test('each component is a function of its own; a ref is a call by name', () => {
    expect(code).toMatch(/^function validate_c_Line\(/m);
    expect(code).toContain('validate_c_Amount(');
  });

  test.each([
    ['Line', { amount: 100 }, true],
    ['Line', { amount: 99 }, false],
    ['Line', { amount: 100, name: 'toolong' }, false],
    ['Node', { value: 1, next: { value: 2, next: null } }, true],
    ['Node', { value: 1, next: { value: 'two', next: null } }, false],
    ['Tree', { label: 'a', children: [{ label: 'b', children: [] }] }, true],
    ['Tree', { label: 'a', children: [{ label: 2 }] }, false],
    ['Closed', { id: 'x', extra: true }, true],
    ['Closed', { id: 'x', other: 1 }, false],
  ] as const)('%s %j -> %s', (name, data, valid) => {
    expect(fns[`schema__${name}`](data)).toBe(valid);
  });

  test("a callee's error keeps its place in the data", () => {
    expect(fns.schema__Line({ amount: 5 })).toBe(false);
    expect(fns.schema__Line.errors?.[0]).toMatchObject({ instancePath: '/amount', keyword: 'minimum' });
  });
});

test("a property named like a data keyword (Airbyte's `properties: {default: {$ref}}`): its ref is called, and validated", async () => {
  const { code, fns } = await strictModule({
    Requirements: { type: 'object', properties: { cpu: { type: 'string' } } },
    Defaults: { type: 'object', properties: { default: ref('Requirements'), enum: ref('Requirements') } },
  });
  expect(code).toContain('validate_c_Requirements(');
  expect(fns.schema__Defaults({ default: { cpu: '1' }, enum: {} })).toBe(true);
  expect(fns.schema__Defaults({ default: { cpu: 1 } })).toBe(false);
});

test('only the components the units reach are compiled: none for a document whose components are compiled on first use', async () => {
  const components: Record<string, JsonSchema> = {
    Amount: { type: 'integer', minimum: 100 },
    Line: { type: 'object', properties: { amount: ref('Amount') } },
    Unused: { type: 'object', properties: { note: { type: 'string' } } },
  };
  // a body that reaches Line, and through it Amount (validators.ts: the units of such a document are its operations' alone)
  const units = [{ exportName: 'createThing__body', schema: { type: 'object', properties: { line: { $ref: 'paisa#/components/schemas/Line' } } } }];
  const [code] = compileModules(createAjv('strict'), components, [{ flavour: 'strict', units }]);
  expect(code).toMatch(/^function validate_c_Line\(/m);
  expect(code).toMatch(/^function validate_c_Amount\(/m);
  expect(code).not.toContain('validate_c_Unused');
  const file = path.join(OUT, `strict-${++loaded}.js`);
  writeFileSync(file, code);
  const fns = (await import(file)) as Record<string, Validate>;
  expect(fns.createThing__body({ line: { amount: 100 } })).toBe(true);
  expect(fns.createThing__body({ line: { amount: 99 } })).toBe(false);
  const [none] = compileModules(createAjv('strict'), components, [{ flavour: 'strict', units: [] }]);
  expect(none).not.toMatch(/^function validate_c_/m);
});

test('a ref into the inside of another component: the module is compiled whole, and validates', async () => {
  const { code, fns } = await strictModule({
    Money: { type: 'object', properties: { amount: { type: 'integer', minimum: 1 } } },
    Fee: { type: 'object', properties: { value: { $ref: '#/components/schemas/Money/properties/amount' } } },
  });
  expect(code).not.toMatch(/^function validate_c_/m);
  expect(fns.schema__Fee({ value: 1 })).toBe(true);
  expect(fns.schema__Fee({ value: 0 })).toBe(false);
});

test('a caller is compiled again when what its callee evaluates changes, and read back when it does not', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-segments-'));
  try {
    useCache({ dir, revision: 'strict-segments.test' });
    const open = { Base: { type: 'object', properties: { id: { type: 'string' } } }, Closed: { allOf: [ref('Base')], unevaluatedProperties: false } };
    await strictModule(open);
    // Base now evaluates `name` too: Closed's own schema is unchanged, but it must admit `name`
    const widened = { ...open, Base: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } };
    useCache({ dir, revision: 'strict-segments.test' });
    const { fns } = await strictModule(widened);
    expect(cacheStats()?.hits).toBe(0);
    expect(fns.schema__Closed({ id: 'a', name: 'b' })).toBe(true);
    // a limit that changes nothing the caller sees: Closed is read back
    const limited = { ...widened, Base: { ...widened.Base, maxProperties: 5 } };
    useCache({ dir, revision: 'strict-segments.test' });
    const again = await strictModule(limited);
    expect(cacheStats()).toMatchObject({ hits: 1, misses: 1 });
    expect(again.fns.schema__Closed({ id: 'a', name: 'b' })).toBe(true);
    expect(again.fns.schema__Base({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toBe(false);
  } finally {
    useCache(undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
