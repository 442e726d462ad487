/**
 * Secrets the gateway must be able to read back, encrypted at rest: API key secrets, which sign
 * the checkout's callback (`paisa_signature`, HMAC keyed with the key secret). AES-256-GCM
 * (NIST SP 800-38D) with a 96-bit random IV per value and the key id as additional data, so a
 * sealed value copied onto another key's row does not open. The master key is 32 bytes from
 * PAISA_MASTER_KEY (64 hex characters), or, when that is unset, from a file in the data
 * directory created at first start with mode 0600. It is never stored in the database.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'gcm1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const MASTER_KEY_FILE = 'master.key';

/** Whether a stored value is sealed (a value kept before sealing began is not). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}$`);

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** undefined when the value was not sealed with this master key (or was tampered with) */
  open(sealed: string, context: string): string | undefined;
}

export function secretBox(masterKey: Buffer): SecretBox {
  if (masterKey.length !== KEY_BYTES) throw new Error(`the master key must be ${KEY_BYTES} bytes`);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('$');
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('$');
      if (version !== VERSION || !iv || body === undefined || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** PAISA_MASTER_KEY as bytes: 64 hex characters; anything else is a configuration error. */
export function parseMasterKey(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('PAISA_MASTER_KEY must be 64 hex characters (32 bytes)');
  return Buffer.from(hex, 'hex');
}

/**
 * The master key kept in `dataDir`: read when the file exists (refused unless it is 32 bytes and
 * readable by its owner only), else made with mode 0600 in a file of its own and linked into
 * place, so two processes starting together never read a half-written key or write two.
 */
export function masterKeyFile(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, MASTER_KEY_FILE);
  if (!existsSync(file)) {
    const staging = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(staging, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(staging, file);
    } catch (error) {
      // another process linked its key first: that one is the key
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(staging);
    }
  }
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) throw new Error(`${file} must be readable by its owner only (mode 0600, found ${mode.toString(8)})`);
  const key = readFileSync(file);
  if (key.length !== KEY_BYTES) throw new Error(`${file} must hold exactly ${KEY_BYTES} bytes`);
  return key;
}
