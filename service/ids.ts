/**
 * Identifiers: a resource prefix plus 14 base62 characters from the CSPRNG
 * (spec info.description, Entities: "a resource prefix ... followed by 14 case-sensitive
 * alphanumeric characters"). 62^14 ≈ 1.2e25, about 83 bits: unguessable and collision-free
 * for any realistic volume.
 */
import { randomBytes } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ID_RANDOM_LENGTH = 14;

// Rejection sampling: a byte is used only when it falls below 248 = 4 * 62, so `byte % 62`
// is uniform; bytes 248..255 are thrown away (taking `byte % 62` of all 256 values would make
// the first 8 characters about 25% more likely than the rest).
const ACCEPT_BELOW = 256 - (256 % BASE62.length);

/** `length` uniformly random base62 characters. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    // ask for a little more than needed: ~3% of bytes are rejected
    const bytes = randomBytes(length - out.length + 4);
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      out += BASE62[byte % BASE62.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** `newId(idPrefixes.Payment)` -> `pay_` + 14 base62 characters (prefixes: the spec's id patterns, generated/server/registry.ts). */
export function newId(prefix: string): string {
  return prefix + randomBase62(ID_RANDOM_LENGTH);
}

/** true when `id` is `prefix` followed by exactly 14 base62 characters. */
export function isId(id: string, prefix: string): boolean {
  if (!id.startsWith(prefix) || id.length !== prefix.length + ID_RANDOM_LENGTH) return false;
  return /^[0-9A-Za-z]+$/.test(id.slice(prefix.length));
}
