/**
 * `GET /health` answers 200 without auth (README.md, Running the gateway): outside `/v1`, so it is
 * not an operation of the spec and the gateway never sees it. It says the process is up and
 * answering; it does not touch the database, so a load balancer probing it costs nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_PATH = '/health';
const BODY = JSON.stringify({ status: 'ok' });

/** Answers and returns true when the request is the health check; false otherwise. */
export function handleHealth(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path !== HEALTH_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // RFC 9110 15.5.6: a 405 lists the allowed methods
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' }).end();
    return true;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY), 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : BODY);
  return true;
}
