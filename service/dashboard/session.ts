/**
 * Dashboard sessions. Signing in with a key pair makes a session of the key's mode: a random
 * token (32 bytes from the CSPRNG) in an HttpOnly, SameSite=Strict cookie scoped to /dashboard
 * that expires (PAISA_DASHBOARD_SESSION_MINUTES), stored only as its hash (security/secret-hash.ts,
 * as API key secrets are), so a copy of the database signs nobody in. Every form of a session
 * carries a CSRF token, an HMAC under the server's form key of the session's hash (OWASP CSRF
 * Prevention Cheat Sheet, "Synchronizer Token Pattern" made stateless): checked in constant time
 * on every POST, beside the SameSite cookie a cross-site request does not carry.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { secureCompare } from '../../generated/server/index.js';
import { cookieValue } from '../security/form-token.js';
import { hashSecret } from '../security/secret-hash.js';
import type { Mode, Store } from '../store/store.js';
import { DASHBOARD } from './paths.js';

export const SESSION_COOKIE = 'paisa_dashboard';

export interface Session {
  mode: Mode;
  keyId: string;
  tokenHash: string;
  expiresAtMs: number;
}

export interface SessionDeps {
  store: Store;
  formKey: Buffer;
  nowMs(): number;
  minutes: number;
  secure: boolean;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=${DASHBOARD}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A new session for a verified key: its row and the Set-Cookie that carries its token. */
export async function startSession(deps: SessionDeps, mode: Mode, keyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.nowMs();
  await deps.store.transaction((tx) =>
    tx.dashboardSessions.create({ token_hash: hashSecret(token), mode, key_id: keyId, created_at_ms: now, expires_at_ms: now + deps.minutes * 60_000 }),
  );
  return cookie(token, deps.minutes * 60, deps.secure);
}

/** The request's session, when its cookie names one that has not expired. */
export async function sessionOf(deps: SessionDeps, req: IncomingMessage): Promise<Session | undefined> {
  const token = cookieValue(req, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashSecret(token);
  const row = await deps.store.transaction((tx) => tx.dashboardSessions.get(tokenHash, deps.nowMs()), { readOnly: true });
  return row ? { mode: row.mode, keyId: row.key_id, tokenHash, expiresAtMs: row.expires_at_ms } : undefined;
}

/** Ends the session: its row goes, and the answer's Set-Cookie empties the cookie. */
export async function endSession(deps: SessionDeps, session: Session | undefined): Promise<string> {
  if (session) await deps.store.transaction((tx) => tx.dashboardSessions.delete(session.tokenHash));
  return cookie('', 0, deps.secure);
}

/** The CSRF token of the session's forms. */
export function csrfToken(formKey: Buffer, session: Session): string {
  return createHmac('sha256', formKey).update(`paisa dashboard csrf v1\0${session.tokenHash}`, 'utf8').digest('base64url');
}

export function csrfValid(formKey: Buffer, session: Session, submitted: string | null): boolean {
  return submitted !== null && secureCompare(csrfToken(formKey, session), submitted);
}
