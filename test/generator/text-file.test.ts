/**
 * generator/text-file.mjs reads a file into the string `readFileSync(file, 'utf8')` makes, by
 * its fast path (all ASCII) or the other (anything else), whatever the bytes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { readText, readTextSync } from '../../generator/text-file.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-text-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'f');

const cases: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['ASCII', Buffer.from('export const a = "b";\n')],
  ['UTF-8, two- to four-byte characters', Buffer.from('é ₹ 𝄞 — done\n')],
  ['a byte-order mark', Buffer.from('\ufeffa: 1\n')],
  ['Latin-1 bytes that are no UTF-8 (U+FFFD)', Buffer.from([0x61, 0xe9, 0x62, 0xff])],
  ['a NUL and control bytes', Buffer.from([0, 1, 0x1f, 0x7f, 0x0a])],
];
test.each(cases)('%s', async (_name, bytes) => {
  writeFileSync(file, bytes);
  expect(readTextSync(file)).toBe(readFileSync(file, 'utf8'));
  expect(await readText(file)).toBe(readFileSync(file, 'utf8'));
});

test('any bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      writeFileSync(file, bytes);
      expect(readTextSync(file)).toBe(readFileSync(file, 'utf8'));
    }),
  );
});
