/**
 * The interface as documents, outside `/v1` and without auth: `/openapi.yaml` (the spec bundled
 * into one document; `application/yaml`, RFC 9512), `/openapi.json` (the same document as JSON), and
 * `/docs`, Redoc's API reference built from it (bundle/docs.mjs) with Redoc's script inlined,
 * so the page loads nothing from any other origin. Each is read once and kept; the page is read
 * again when its file changes (a restart after `npm run generate` is not needed for it).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import type { MountedRoutes } from '../mounted-routes.js';

/** The repository root: the nearest directory above this module with the spec (the same from service/ and from the dist/ bundle). */
function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'spec', 'openapi.yaml'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('docs: spec/openapi.yaml not found above the service');
    dir = up;
  }
  return dir;
}

const ROOT = repositoryRoot();
export const SPEC_FILE = join(ROOT, 'spec', 'openapi.yaml');
export const DOCS_FILE = join(ROOT, 'dist', 'docs', 'index.html');
const PATHS = new Set(['/docs', '/docs/', '/openapi.yaml', '/openapi.json']);

interface Page {
  body: Buffer;
  csp: string;
  mtimeMs: number;
}

/**
 * The page's inline scripts are allowed by their hashes (CSP Level 3, 'sha256-...'): Redoc's
 * bundle and its state are the only scripts, and nothing else can run. Its styles are injected at
 * run time (styled-components), so styles are inline too.
 */
function docsPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${[...new Set(hashes)].join(' ') || "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The interface as one document, in both forms. */
interface Documents {
  yaml: Buffer;
  json: Buffer;
}

/**
 * The spec bundled into one document (its files beside the root inlined where the root refers to
 * them, every `$ref` to a component kept), as `npm run generate` reads it (generator/load.ts):
 * swagger-parser, loaded on the first request for a document.
 */
async function bundledDocuments(): Promise<Documents> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const doc = await SwaggerParser.bundle(SPEC_FILE);
  return { yaml: Buffer.from(yaml.dump(doc, { lineWidth: -1, noRefs: true })), json: Buffer.from(JSON.stringify(doc)) };
}

export function docsRoutes(): MountedRoutes {
  let documents: Promise<Documents> | undefined;
  let page: Page | undefined;

  function docsPage(): Page | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(DOCS_FILE).mtimeMs;
    } catch {
      return undefined;
    }
    if (!page || page.mtimeMs !== mtimeMs) {
      const body = readFileSync(DOCS_FILE);
      page = { body, csp: docsPolicy(body.toString('utf8')), mtimeMs };
    }
    return page;
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer, headers: Record<string, string> = {}): void {
    res.writeHead(status, {
      'content-type': type,
      'content-length': body.byteLength,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res, path) => {
    if (!PATHS.has(path)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // RFC 9110 15.5.6: a 405 lists the allowed methods
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    if (path === '/openapi.yaml' || path === '/openapi.json') {
      documents ??= bundledDocuments();
      documents.then(
        (d) =>
          path === '/openapi.yaml'
            ? send(req, res, 200, 'application/yaml; charset=utf-8', d.yaml)
            : send(req, res, 200, 'application/json; charset=utf-8', d.json),
        (error: unknown) => {
          documents = undefined;
          send(
            req,
            res,
            500,
            'text/plain; charset=utf-8',
            Buffer.from(`The interface document could not be bundled: ${(error as Error).message.split('\n')[0]}\n`),
          );
        },
      );
    } else {
      const built = docsPage();
      if (!built) {
        const text = Buffer.from('The API reference is not built. `npm start` builds it (dist/docs/index.html) with Redocly CLI, a development dependency.\n');
        send(req, res, 404, 'text/plain; charset=utf-8', text);
      } else send(req, res, 200, 'text/html; charset=utf-8', built.body, { 'content-security-policy': built.csp, 'referrer-policy': 'no-referrer' });
    }
    return true;
  };
}
