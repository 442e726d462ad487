import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE62, isId, newId, randomBase62 } from '../../service/ids.js';

// the id prefixes (spec info.description, Entities; each schema's id pattern)
const PREFIXES = [
  'order_',
  'pay_',
  'rfnd_',
  'setl_',
  'setlod_',
  'disp_',
  'cust_',
  'doc_',
  'plink_',
  'qr_',
  'item_',
  'li_',
  'inv_',
  'plan_',
  'sub_',
  'acc_',
  'sth_',
  'card_',
];

describe('newId', () => {
  it('is the prefix plus exactly 14 base62 characters, and ids never repeat', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFIXES), fc.integer({ min: 2, max: 50 }), (prefix, n) => {
        const ids = Array.from({ length: n }, () => newId(prefix));
        for (const id of ids) {
          expect(id).toMatch(new RegExp(`^${prefix}[0-9A-Za-z]{14}$`));
          expect(isId(id, prefix)).toBe(true);
        }
        expect(new Set(ids).size).toBe(n);
      }),
    );
  });

  it('sorts by creation time in byte order: an id made a millisecond later sorts after', async () => {
    const earlier = Array.from({ length: 20 }, () => newId('inv_'));
    const start = Date.now();
    while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
    const later = Array.from({ length: 20 }, () => newId('inv_'));
    // byte order, as SQLite's BINARY collation compares them
    for (const a of earlier) for (const b of later) expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(-1);
  });

  it('draws every base62 character with about equal frequency (no modulo bias)', () => {
    const counts = new Map<string, number>();
    const sample = randomBase62(62 * 2000);
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // expected 2000 each; with modulo bias the first 8 characters would sit near 2500
    for (const ch of BASE62) expect(Math.abs(counts.get(ch)! - 2000)).toBeLessThan(300);
  });

  it.each([
    { id: 'pay_ABCDEFGHIJKLMN', prefix: 'pay_', want: true },
    { id: 'pay_ABCDEFGHIJKLM', prefix: 'pay_', want: false },
    { id: 'pay_ABCDEFGHIJKLMNO', prefix: 'pay_', want: false },
    { id: 'pay_ABCDEFGHIJKL-N', prefix: 'pay_', want: false },
    { id: 'inv_ABCDEFGHIJKLMN', prefix: 'pay_', want: false },
  ])('isId($id, $prefix) is $want', ({ id, prefix, want }) => {
    expect(isId(id, prefix)).toBe(want);
  });
});
