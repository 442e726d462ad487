/**
 * Constant-time string comparison for secrets (key secrets, signatures, token hashes).
 * Both sides are first reduced to HMAC-SHA256 digests under a per-process random key, so the
 * buffers handed to timingSafeEqual always have equal length and neither the content nor the
 * length of the expected value leaks through timing (timingSafeEqual alone throws on unequal
 * lengths, and an early length check would tell an attacker the length).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COMPARE_KEY = randomBytes(32);

function digest(value: string): Buffer {
  return createHmac('sha256', COMPARE_KEY).update(value, 'utf8').digest();
}

export function secureCompare(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
