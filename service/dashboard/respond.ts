/**
 * The dashboard's answers. Every page carries a Content-Security-Policy that allows only this
 * origin's stylesheet and script (no inline script or style, no other origin, no frames, forms
 * posting here only), and is never cached (it shows a signed-in user's data).
 */
import type { ServerResponse } from 'node:http';

export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

export function sendHtml(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...HEADERS, ...headers });
  res.end(body);
}

/** RFC 9110 15.4.4: 303 sends the browser on with a GET. */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', ...headers });
  res.end();
}
