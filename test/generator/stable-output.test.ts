/**
 * Generated output is a reviewable diff (DESIGN.md, "Generated code says so and never drifts"):
 * ajv's functions and constants are named after what they validate, not numbered by position
 * (generator/emit/stable-names.ts), so one field added to one schema changes a few dozen lines,
 * a new operation only adds lines, and no generated line is over 2,000 characters.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, test } from 'vitest';
import { generateFromText } from '../../generator/generate.js';
import type { GeneratedFile } from '../../generator/model/types.js';
import { EMITTERS, SERVER_FIXTURE } from './server-harness.js';

let text: string;
let base: GeneratedFile[];

beforeAll(async () => {
  text = await readFile(SERVER_FIXTURE, 'utf8');
  base = await generateFromText(text, 'spec.yaml', EMITTERS);
});

/** Lines removed from and added to `before` (a longest-common-subsequence diff per file). */
function changed(before: GeneratedFile[], after: GeneratedFile[]): { removed: number; added: number } {
  let removed = 0;
  let added = 0;
  const old = new Map(before.map((f) => [f.path, f.contents.split('\n')]));
  for (const file of after) {
    const a = old.get(file.path) ?? [];
    const b = file.contents.split('\n');
    // common prefix and suffix, then an LCS over the middle (small here)
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start]) start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
    const x = a.slice(start, a.length - end);
    const y = b.slice(start, b.length - end);
    const lcs: number[] = new Array(y.length + 1).fill(0);
    for (const line of x) {
      let previous = 0;
      for (let j = 1; j <= y.length; j++) {
        const kept = lcs[j];
        lcs[j] = line === y[j - 1] ? previous + 1 : Math.max(lcs[j], lcs[j - 1]);
        previous = kept;
      }
    }
    removed += x.length - lcs[y.length];
    added += y.length - lcs[y.length];
  }
  return { removed, added };
}

test('one field added to one schema changes under 300 generated lines', async () => {
  const edited = text.replace(
    '        name: {type: string, maxLength: 40}\n        amount: {type: integer, minimum: 0}',
    '        name: {type: string, maxLength: 40}\n        hsn_code: {type: string, maxLength: 8}\n        amount: {type: integer, minimum: 0}',
  );
  expect(edited).not.toBe(text);
  const { removed, added } = changed(base, await generateFromText(edited, 'spec.yaml', EMITTERS));
  expect(added).toBeGreaterThan(0);
  expect(removed + added).toBeLessThan(300);
});

test("a new operation adds lines and changes no other operation's", async () => {
  const edited = text.replace(
    '  /payments/{payment_id}:\n',
    [
      '  /payments/health:',
      '    get:',
      '      operationId: fetchPaymentsHealth',
      '      tags: [payments]',
      '      summary: Health of the payments service',
      '      security: [{basic: []}]',
      '      responses:',
      "        '200':",
      '          description: ok',
      '          content: {application/json: {schema: {type: object, required: [up], properties: {up: {type: boolean}}}}}',
      '  /payments/{payment_id}:',
      '',
    ].join('\n'),
  );
  expect(edited).not.toBe(text);
  const { removed, added } = changed(base, await generateFromText(edited, 'spec.yaml', EMITTERS));
  expect(added).toBeGreaterThan(0);
  expect(removed).toBe(0);
});

test('no generated line is over 2,000 characters', () => {
  for (const file of base) for (const line of file.contents.split('\n')) expect(line.length, file.path).toBeLessThanOrEqual(2000);
});
