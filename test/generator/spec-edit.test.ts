/**
 * Editing a copy of a spec flows through generation: a new field, a new
 * operation and a new enum value show up in the regenerated types and validators.
 * Generator 2 extends `EDITS` checks for the router and client.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { emitTypes } from '../../generator/emit/types.js';
import { emitValidators } from '../../generator/emit/validators.js';
import { emitAll } from '../../generator/generate.js';
import { parseSpec } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import type { GeneratedFile } from '../../generator/model/types.js';
import { FIXTURES, fixturePath } from './helpers.js';
import { typecheck } from './typecheck.js';
import type { ValidatorsModule } from './validators-module.js';

const ORIGINAL = readFileSync(fixturePath('enums.yaml'), 'utf8');

/** The edits, applied to a copy of fixtures/enums.yaml. */
const EDITS = {
  field: (spec: string) =>
    spec.replace(
      '        speed: {type: string, enum: [normal, optimum]}\n',
      '        speed: {type: string, enum: [normal, optimum]}\n        receipt: {type: string, maxLength: 40}\n',
    ),
  enumValue: (spec: string) => spec.replace('speed: {type: string, enum: [normal, optimum]}', 'speed: {type: string, enum: [normal, optimum, instant]}'),
  operation: (spec: string) =>
    spec.replace(
      'components:\n',
      // A function replacement: the pattern's `$'` must not be read as a replace token.
      () => `  /refunds/{refund_id}:
    get:
      operationId: fetchRefund
      tags: [refunds]
      summary: Fetch a refund
      parameters:
        - {name: refund_id, in: path, required: true, schema: {type: string, pattern: '^rfnd_[0-9A-Za-z]{14}$'}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Refund'}
components:
`,
    ),
};

async function generate(text: string, emitters = [emitTypes, emitValidators]): Promise<GeneratedFile[]> {
  const spec = await parseSpec(text, 'spec/openapi.yaml');
  return emitAll(buildModel(spec.doc), emitters);
}

const OUT = path.join(FIXTURES, 'out', 'spec-edit');
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

async function load(files: GeneratedFile[], name: string) {
  const dir = path.join(OUT, name);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.contents);
  }
  return (await import(path.join(dir, 'validators', 'index.ts'))) as ValidatorsModule;
}

function contents(files: GeneratedFile[], file: string): string {
  return files.find((f) => f.path === file)!.contents;
}

describe('an edited copy of the spec regenerates', () => {
  test('the edits change the spec (guards against a silent no-op replace)', () => {
    for (const edit of Object.values(EDITS)) expect(edit(ORIGINAL)).not.toBe(ORIGINAL);
  });

  test('a new field: in the body type; accepted by the body validator instead of "not required"', async () => {
    const before = await load(await generate(ORIGINAL), 'before-field');
    const body = before.operationValidators.createRefund.body!;
    expect(body({ amount: 100, receipt: 'r1' })).toBe(false);
    expect(before.describeValidation(body, 'body').description).toBe('receipt is/are not required and should not be sent');
    const files = await generate(EDITS.field(ORIGINAL));
    expect(contents(files, 'types/index.ts')).toMatch(/receipt\?: string;/);
    const after = await load(files, 'after-field');
    expect(after.operationValidators.createRefund.body!({ amount: 100, receipt: 'r1' })).toBe(true);
    expect(typecheck(files)).toEqual([]);
  });

  test('a new enum value: in the union type; accepted by the validator', async () => {
    const files = await generate(EDITS.enumValue(ORIGINAL));
    expect(contents(files, 'types/index.ts')).toContain('speed?: "normal" | "optimum" | "instant";');
    const after = await load(files, 'after-enum');
    expect(after.operationValidators.createRefund.body!({ amount: 100, speed: 'instant' })).toBe(true);
  });

  test('a new operation: operationId, aliases and validators', async () => {
    const files = await generate(EDITS.operation(ORIGINAL));
    const types = contents(files, 'types/index.ts');
    expect(types).toContain('export type OperationId = "createRefund" | "fetchRefund";');
    expect(types).toContain('export type FetchRefundPathParams = operations["fetchRefund"]["parameters"]["path"];');
    expect(types).toContain('export type FetchRefundResponse =');
    const after = await load(files, 'after-operation');
    expect(after.operationValidators.fetchRefund.path!({ refund_id: 'rfnd_0123456789abcd' })).toBe(true);
    expect(after.operationValidators.fetchRefund.path!({ refund_id: 'pay_0123456789abcd' })).toBe(false);
    expect(typecheck(files)).toEqual([]);
  });
});
