/**
 * A UTF-8 text file read into a string, faster than Node's own way for the files the generator
 * reads back most: its outputs and the cache's parts, 5 MB a run on our spec, all ASCII. Node
 * 20's `readFileSync(file, 'utf8')` took 30 to 40 ms for the 2.2 MB strict validators module,
 * reading the bytes and decoding them apart 5 to 20 ms. A buffer that is all ASCII
 * (`buffer.isAscii`, https://nodejs.org/api/buffer.html#bufferisasciiinput) is the same text
 * in Latin-1, which V8 takes as a one-byte string without decoding; any other is decoded as
 * UTF-8, as `readFileSync(file, 'utf8')` decodes it (a byte-order mark kept, bad sequences as
 * U+FFFD).
 *
 * Plain JavaScript, typed by text-file.d.mts: cache.mjs, which the types worker runs without a
 * TypeScript loader, reads with it.
 */
import { isAscii } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * `bytes` as text, as `toString('utf8')` reads them.
 * @param {Buffer} bytes
 */
export function decodeText(bytes) {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** `file`'s text, as `readFileSync(file, 'utf8')` reads it. */
export function readTextSync(file) {
  return decodeText(readFileSync(file));
}

/** `file`'s text, as `readFile(file, 'utf8')` reads it. */
export async function readText(file) {
  return decodeText(await readFile(file));
}
