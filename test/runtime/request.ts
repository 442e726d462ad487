/** A request as node:http hands it to a listener, from bytes in memory (runtime unit tests). */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

export function fakeRequest(headers: IncomingHttpHeaders, body?: string | Buffer, chunkSize = 1 << 16): IncomingMessage {
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const stream = Readable.from(chunks) as unknown as IncomingMessage;
  const withLength = body === undefined || headers['transfer-encoding'] ? headers : { 'content-length': String(bytes.length), ...headers };
  return Object.assign(stream, { headers: withLength, method: 'POST', url: '/' });
}
