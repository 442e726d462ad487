/**
 * Child program: bare node:http answering the two targets with fixed bodies, the gateway's own
 * answers byte for byte (read from the file named by PAISA_BENCH_BODIES). It does the least an
 * honest handler does: reads and parses a POST body, then writes a pre-serialized answer. It is
 * the floor the other servers are compared with, not a rival.
 *
 * Run by bench/server.ts as `node --import tsx bench/servers/baseline.ts`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixedBodies } from '../targets.js';
import { BODIES_ENV } from './bench-server.js';

const bodies = JSON.parse(readFileSync(process.env[BODIES_ENV] ?? '', 'utf8')) as FixedBodies;
const list = Buffer.from(bodies.listPayments);
const invoice = Buffer.from(bodies.createInvoice);

function send(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
}

function readJson(req: IncomingMessage, done: (ok: boolean) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      done(true);
    } catch {
      done(false);
    }
  });
}

const NOT_FOUND = Buffer.from('{"error":"not found"}');
const BAD_JSON = Buffer.from('{"error":"bad json"}');

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/v1/payments') return send(res, 200, list);
  if (req.method === 'POST' && path === '/v1/invoices') return readJson(req, (ok) => send(res, ok ? 200 : 400, ok ? invoice : BAD_JSON));
  send(res, 404, NOT_FOUND);
});
server.listen(0, '127.0.0.1', () => {
  process.stderr.write(`node:http listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
