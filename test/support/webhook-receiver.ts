/**
 * A webhook endpoint for tests: listens on 127.0.0.1 only (port chosen by the OS), records
 * what it receives (bounded: bodies up to 1 MiB, at most 1000 requests kept) and answers with
 * whatever `respond` says: a status, optionally after a delay.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface ReceiverResponse {
  status: number;
  delayMs?: number;
  /** the answer's body; default `ok` */
  body?: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** decides each answer; default 200 */
  respond: (request: ReceivedWebhook, index: number) => ReceiverResponse;
  /** resolves when `count` requests have arrived (rejects after timeoutMs) */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const MAX_KEPT = 1000;

export async function startWebhookReceiver(port = 0, maxKept = MAX_KEPT): Promise<WebhookReceiver> {
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    respond: () => ({ status: 200 }),
    waitFor(count, timeoutMs = 10_000) {
      if (receiver.received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`receiver got ${receiver.received.length}/${count} requests`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const request: ReceivedWebhook = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const index = receiver.received.length;
      const answer = receiver.respond(request, index);
      if (receiver.received.length < maxKept) receiver.received.push(request);
      for (const waiter of waiters.filter((w) => receiver.received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const send = () => res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body ?? 'ok');
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return receiver;
}
