/**
 * The plain node:http plumbing the zoo's servers share: listening on a free port, reading a
 * JSON body, answering JSON, matching a path. Each zoo server is hand-written on it, in memory,
 * with nothing from the generator: they stand for a team's own implementation of a document.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StartOptions {
  /** one planted fault (an id from the API's faults list); absent: the correct server */
  fault?: string;
  /** 0 (default): a free port */
  port?: number;
}

export interface Started {
  baseUrl: string;
  close(): Promise<void>;
}

export type Handle = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/** Listens on 127.0.0.1; a handler that throws is answered 500 (only a planted fault should). */
export async function listen(handle: Handle, port = 0): Promise<Started> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://zoo.invalid');
    Promise.resolve()
      .then(() => handle(req, res, url))
      .catch(() => {
        if (res.headersSent) res.destroy();
        else send(res, 500, { message: 'internal error' }, {}, 'application/json');
      });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>, contentType: string): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  const all: Record<string, string | number> = { ...headers };
  if (body !== undefined) {
    all['content-type'] = contentType;
    all['content-length'] = Buffer.byteLength(text);
  }
  res.writeHead(status, all);
  res.end(text);
}

/** Bodies above this size are refused before parsing (every document caps its strings). */
const MAX_BODY = 64 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** The request's JSON body; `undefined` value when there is none. */
export async function readJson(req: IncomingMessage): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return { ok: false, reason: `the body is larger than ${MAX_BODY} bytes` };
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.length === 0) return { ok: true, value: undefined };
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) return { ok: false, reason: 'the body must be application/json' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'the body is not valid JSON' };
  }
}

/** `/tasks/{id}` against `/tasks/abc`: the path's variables, or null when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const vars: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w.startsWith('{') && w.endsWith('}')) {
      if (got[i] === '') return null;
      try {
        vars[w.slice(1, -1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (w !== got[i]) return null;
  }
  return vars;
}

/** RFC 7235 section 2.1: `Bearer zoo-token` -> the token; null when the scheme differs. */
export function credentials(req: IncomingMessage, scheme: 'bearer' | 'basic'): string | null {
  const value = req.headers.authorization ?? '';
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space).toLowerCase() !== scheme) return null;
  return value.slice(space + 1).trim();
}
