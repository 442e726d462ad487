/** Serving a mock on 127.0.0.1 for the mock's suites, and a fetch of a built request against it. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMock, type Mock, type MockOptions } from '../../generator/mock/index.js';
import type { BuiltRequest } from './requests.js';

export interface Served {
  mock: Mock;
  url: string;
  close(): Promise<void>;
}

export async function serveMock(options: MockOptions): Promise<Served> {
  const mock = await createMock(options);
  const server = createServer(mock);
  server.on('clientError', mock.clientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    mock,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json?: unknown;
}

export async function send(url: string, request: Pick<BuiltRequest, 'method' | 'url' | 'headers' | 'body'>): Promise<Answer> {
  const res = await fetch(url + request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await res.text();
  let json: unknown;
  if (/json/.test(res.headers.get('content-type') ?? '') && text !== '') json = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, ...(json !== undefined ? { json } : {}) };
}
