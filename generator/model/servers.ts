/**
 * Base paths from `servers` (spec/README.md "Paths and servers"): an operation's or path
 * item's own server wins (the OAuth server, `/oauth`), else the document's (`/v1`).
 */
import { isRecord } from './refs.js';

/** URL as written in the first server, or undefined. */
export function firstServerUrl(servers: unknown): string | undefined {
  const first = Array.isArray(servers) ? servers[0] : undefined;
  return isRecord(first) && typeof first.url === 'string' ? first.url : undefined;
}

/** URLs of the servers after the first (where the operation is also served), in order. */
export function furtherServerUrls(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return servers.slice(1).flatMap((s) => (isRecord(s) && typeof s.url === 'string' ? [s.url] : []));
}

/** `http://127.0.0.1:8080/v1/` -> `/v1`; `/oauth` -> `/oauth`; `http://host` -> ``. */
export function urlPath(url: string | undefined): string {
  if (!url) return '';
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return withoutOrigin.replace(/\/+$/, '');
}
