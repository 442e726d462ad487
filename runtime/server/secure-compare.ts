/**
 * Constant-time equality of secrets (key secrets, signatures, CSRF tokens, token hashes): the
 * time taken depends on neither the content nor the length of the secret. Values up to `WIDTH`
 * bytes are compared as fixed-size frames (2 bytes of length, then the bytes, zero-padded);
 * longer ones are first reduced to HMAC-SHA256 digests under a per-process random key, so the
 * frames are again equal in size. (timingSafeEqual alone throws on unequal lengths, and an early
 * length check would tell an attacker the length.) A secret compared often (a cached API key)
 * keeps its frame, and the candidate is framed in a scratch buffer: no allocation per request.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const WIDTH = 256;
const FRAME = 2 + WIDTH;
const COMPARE_KEY = randomBytes(32);
/** The candidate's frame; filled and compared synchronously, so one buffer serves every call. */
const scratch = Buffer.alloc(FRAME);

function digest(value: string | Uint8Array): Buffer {
  return createHmac('sha256', COMPARE_KEY).update(value).digest();
}

/** `value` framed into `out` (2 bytes of length, then the bytes or, past WIDTH, their digest). */
function frameInto(value: string | Uint8Array, out: Buffer): Buffer {
  out.fill(0);
  const length = typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.byteLength;
  if (length > WIDTH) {
    out.writeUInt16BE(0xffff, 0);
    digest(value).copy(out, 2);
  } else {
    out.writeUInt16BE(length, 0);
    if (typeof value === 'string') out.write(value, 2, 'utf8');
    else out.set(value, 2);
  }
  return out;
}

/** A secret kept for repeated constant-time comparison. */
export interface SecretFrame {
  readonly frame: Buffer;
}

export function secretFrame(secret: string | Uint8Array): SecretFrame {
  return { frame: frameInto(secret, Buffer.alloc(FRAME)) };
}

/** Constant-time: `candidate` equals the framed secret. */
export function matchesSecret(candidate: string | Uint8Array, secret: SecretFrame): boolean {
  return timingSafeEqual(frameInto(candidate, scratch), secret.frame);
}

export function secureCompare(a: string | Uint8Array, b: string | Uint8Array): boolean {
  return matchesSecret(a, secretFrame(b));
}
