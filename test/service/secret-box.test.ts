/**
 * The secret box (service/security/secret-box.ts): AES-256-GCM sealing bound to its context, and
 * the master key file's creation, permissions and reuse.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MASTER_KEY_FILE, masterKeyFile, parseMasterKey, secretBox } from '../../service/security/secret-box.js';
import { makeTempDir } from '../support/temp-dir.js';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, for any text and context', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }), (text, context) => box.open(box.seal(text, context), context) === text));
  });

  it('seals the same text differently each time, and never shows it', () => {
    const a = box.seal('s3cretValueOfTwentyFour0', 'k');
    expect(a).not.toBe(box.seal('s3cretValueOfTwentyFour0', 'k'));
    expect(a).not.toContain('s3cret');
  });

  it.each([
    ['another context', (sealed: string) => ({ sealed, context: 'other' })],
    // the character replaced is the third from the end: it must differ from what was there (1 in 64 seals has an A there)
    ['a changed byte', (sealed: string) => ({ sealed: sealed.slice(0, -3) + (sealed.at(-3) === 'A' ? 'B' : 'A') + sealed.slice(-2), context: 'k' })],
    ['an unknown version', (sealed: string) => ({ sealed: sealed.replace(/^gcm1/, 'gcm9'), context: 'k' })],
    ['garbage', () => ({ sealed: 'not sealed', context: 'k' })],
  ])('does not open with %s', (_name, change) => {
    const { sealed, context } = change(box.seal('secret', 'k'));
    expect(box.open(sealed, context)).toBeUndefined();
  });

  it('does not open with another master key', () => {
    expect(secretBox(randomBytes(32)).open(box.seal('secret', 'k'), 'k')).toBeUndefined();
  });

  it.each(['', 'abc', 'g'.repeat(64), 'a'.repeat(63)])('refuses PAISA_MASTER_KEY %j', (text) => {
    expect(() => parseMasterKey(text)).toThrow(/64 hex characters/);
  });
});

describe('master key file', () => {
  const dirs: { cleanup(): void }[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.cleanup();
  });
  const dir = () => {
    const made = makeTempDir('paisa-master-');
    dirs.push(made);
    return made.path;
  };

  it('is made once with mode 0600 and read back the same afterwards', () => {
    const where = dir();
    const first = masterKeyFile(where);
    expect(first).toHaveLength(32);
    expect(statSync(path.join(where, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(masterKeyFile(where).equals(first)).toBe(true);
    expect(readFileSync(path.join(where, MASTER_KEY_FILE)).equals(first)).toBe(true);
  });

  it('is refused when others can read it, or when it is not 32 bytes', () => {
    const open = dir();
    masterKeyFile(open);
    chmodSync(path.join(open, MASTER_KEY_FILE), 0o644);
    expect(() => masterKeyFile(open)).toThrow(/owner only/);
    const short = dir();
    writeFileSync(path.join(short, MASTER_KEY_FILE), randomBytes(16), { mode: 0o600 });
    expect(() => masterKeyFile(short)).toThrow(/exactly 32 bytes/);
  });
});
