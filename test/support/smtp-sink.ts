/**
 * A minimal SMTP server for tests (RFC 5321 happy path only): listens on 127.0.0.1, accepts
 * every message and keeps it (at most 100, each at most 1 MiB). No TLS, no AUTH. While `down`
 * is true it turns every connection away as a server going out of service does (RFC 5321 3.8
 * and 4.2.3: `421 Service not available, closing transmission channel`, then the connection is
 * closed), so a test can take SMTP down and bring it back on the same address.
 */

import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';

export interface SmtpMessage {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  messages: SmtpMessage[];
  /** true: every new connection is greeted with 421 and closed */
  down: boolean;
  close(): Promise<void>;
}

const MAX_MESSAGE = 1024 * 1024;

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<Socket>();
  const state = { down: false };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (state.down) {
      socket.end('421 paisa-test-sink Service not available, closing transmission channel\r\n');
      return;
    }
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: SmtpMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 paisa-test-sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_MESSAGE) return socket.destroy();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (messages.length < 100) messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 paisa-test-sink');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
