/**
 * The dashboard's stylesheet and script, files of this folder read once at start and served from
 * /dashboard/assets/ with their content's hash in the name (so a browser may keep them a year,
 * and a new version is a new address). No build step: they are written as the browser reads them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DASHBOARD } from './paths.js';

/** The folder of the assets: found above this module (the same from service/ and from the dist/ bundle `npm start` runs). */
function assetsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, 'assets'), join(dir, 'service', 'dashboard', 'assets')])
      if (existsSync(join(candidate, 'dashboard.css'))) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error('dashboard: service/dashboard/assets not found above the service');
    dir = up;
  }
}

const DIR = assetsDir();

function asset(file: string, type: string) {
  const body = readFileSync(join(DIR, file));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const [name, ext] = file.split('.');
  return { path: `${DASHBOARD}/assets/${name}.${hash}.${ext}`, body, type };
}

const CSS = asset('dashboard.css', 'text/css; charset=utf-8');
const JS = asset('dashboard.js', 'text/javascript; charset=utf-8');

export const ASSET_PATHS = { css: CSS.path, js: JS.path } as const;

/** Answers an asset request; false when `path` is not one. */
export function serveAsset(res: ServerResponse, path: string): boolean {
  const found = path === CSS.path ? CSS : path === JS.path ? JS : undefined;
  if (!found) return false;
  res.writeHead(200, {
    'content-type': found.type,
    'content-length': found.body.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  res.end(found.body);
  return true;
}
