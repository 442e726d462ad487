/**
 * A PostgreSQL connection ended by the server as it opens (pg_terminate_backend, a failover)
 * fails the work on it and leaves the process running (service/store/pg-pool.ts). The server
 * here answers a connection's startup with its last message and a FATAL in one write, so the
 * client reads both in one socket chunk: the FATAL arrives after pg-pool has handed the
 * connection out and before the borrower's code runs. No PostgreSQL needed.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { connectionPool } from '../../service/store/pg-pool.js';
import { isConnectionLost } from '../../service/store/postgres.js';

/** A backend message (PostgreSQL protocol, "Message Formats"): type byte, int32 length, body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const fields = (pairs: [string, string][]) => Buffer.concat([...pairs.map(([code, text]) => Buffer.from(`${code}${text}\0`)), Buffer.from([0])]);
const AUTHENTICATION_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message('Z', Buffer.from('I'));
const TERMINATED = message(
  'E',
  fields([
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '57P01'],
    ['M', 'terminating connection due to administrator command'],
  ]),
);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

it('a connection terminated in the same chunk as its startup answer: its borrower gets a lost connection, and the process lives', async () => {
  server = createServer((socket) => {
    socket.once('data', () => socket.end(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY, TERMINATED])));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const pool = connectionPool({ host: '127.0.0.1', port: address.port, user: 'paisa', database: 'paisa', max: 1 });
  try {
    // an 'error' event with no listener would end the process here (vitest reports it as an uncaught error)
    const client = await pool.connect();
    const failure = await client.query('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    client.release(true);
    expect(failure, 'the statement on the terminated connection fails').toBeInstanceOf(Error);
    expect(isConnectionLost(failure), String(failure)).toBe(true);
  } finally {
    await pool.end();
  }
});
