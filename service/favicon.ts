/**
 * `GET /favicon.ico`: the mark browsers ask for beside every page (the checkout, the consent page,
 * /docs), so they get an icon instead of a 404 in the log. An SVG (browsers take it whatever the
 * name; the pages also link it as image/svg+xml), cached for a day.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FAVICON_PATH = '/favicon.ico';
// a rupee sign on the checkout's blue, no script, no external reference
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f5fd6"/><text x="16" y="23" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">₹</text></svg>',
);

export function handleFavicon(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path !== FAVICON_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': SVG.byteLength,
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : SVG);
  return true;
}
