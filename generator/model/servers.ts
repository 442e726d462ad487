/**
 * Base paths from `servers` (spec/README.md "Paths and servers"): an operation's or path
 * item's own server wins (the OAuth server, `/oauth`), else the document's. The document's base
 * path is the path every one of its servers' URLs shares (`https://api.example.com/v1` and
 * `https://sandbox.example.com/v1` share `/v1`; a mock server at another path shares less), or
 * what `--base-path` says: a server list often names somebody else's host, so no one entry of it
 * decides where this server answers.
 *
 * @see https://spec.openapis.org/oas/v3.1.0#server-object
 */
import { isRecord } from './refs.js';

/** A server's URL with its `{variables}` replaced by their defaults (OpenAPI 3.1 section 4.8.5), or undefined. */
export function serverUrl(server: unknown): string | undefined {
  if (!isRecord(server) || typeof server.url !== 'string') return undefined;
  const variables = isRecord(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isRecord(variable) && typeof variable.default === 'string' ? variable.default : whole;
  });
}

/** URL of the first server (variables at their defaults), or undefined. */
export function firstServerUrl(servers: unknown): string | undefined {
  return serverUrl(Array.isArray(servers) ? servers[0] : undefined);
}

/** URLs of the servers after the first (where the operation is also served), in order. */
export function furtherServerUrls(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return servers.slice(1).flatMap((s) => {
    const url = serverUrl(s);
    return url === undefined ? [] : [url];
  });
}

/** `http://127.0.0.1:8080/v1/` -> `/v1`; `/oauth` -> `/oauth`; `http://host` -> ``. */
export function urlPath(url: string | undefined): string {
  if (!url) return '';
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return withoutOrigin.replace(/[?#].*$/, '').replace(/\/+$/, '');
}

/** A base path as the router matches it: `/` and `` are ``, `v1/` is `/v1`. */
export function normalBasePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The document's base path and why, in words for the generator's info line. */
export interface BasePathChoice {
  path: string;
  reason: string;
}

/** The document's base path: `override` (`--base-path`) when given, else the path its servers' URLs share. */
export function documentBasePath(servers: unknown, override?: string): BasePathChoice {
  if (override !== undefined) return { path: normalBasePath(override), reason: 'given by --base-path' };
  const paths = (Array.isArray(servers) ? servers : []).flatMap((server) => {
    const url = serverUrl(server);
    return url === undefined ? [] : [normalBasePath(urlPath(url))];
  });
  if (paths.length === 0) return { path: '', reason: 'the document names no server (--base-path sets one)' };
  const shared = commonPath(paths);
  const distinct = [...new Set(paths)];
  if (distinct.length === 1)
    return { path: shared, reason: `the path of ${paths.length === 1 ? 'its server' : `all its ${paths.length} servers`} (--base-path overrides)` };
  return {
    path: shared,
    reason: `the path its ${paths.length} servers share (${distinct.map((p) => p || '/').join(', ')}; --base-path overrides)`,
  };
}

/** The leading path segments every path has: `/api/v1`, `/api/v2` -> `/api`. */
export function commonPath(paths: readonly string[]): string {
  const split = paths.map((p) => p.split('/').filter(Boolean));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && split.every((segments) => segments[n] === first[n])) n++;
  return first.length && n ? `/${first.slice(0, n).join('/')}` : '';
}
