/**
 * `npm start`'s process (service/start.mjs, which runs service/main.ts bundled) as a child: it prints where it listens and, on
 * SIGTERM, stops accepting, lets the request in flight finish, and exits 0 (README.md, Running
 * the gateway: "Stopping"). The in-flight request is a slow
 * client: its headers arrive in two parts, with the signal in between.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// what `npm start` runs, without npm in between, so the child's pid is the server's: a signal
// reaches it directly and a SIGKILL in `finally` leaves no orphan behind. It bundles
// service/main.ts first when the bundle is missing or stale.
const MAIN = ['service/start.mjs'];
const BANNER_WAIT_MS = 60_000; // a cold start compiles the generated validators; CI machines may be busy

function waitFor<T>(what: string, ms: number, poll: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const value = poll();
      if (value !== undefined) {
        clearInterval(timer);
        resolve(value);
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 20);
  });
}

describe('service/main.ts process', () => {
  it('prints the URL, the first-start key once and the not-built list; on SIGTERM finishes the request in flight and exits 0', async () => {
    const dir = makeTempDir('paisa-main-');
    const child = spawn(process.execPath, MAIN, {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    let again: ChildProcess | undefined;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // the banner ends with the not-built line; stderr may arrive in several chunks
      await waitFor('the whole banner', BANNER_WAIT_MS, () => (stderr.includes('not built yet') ? true : undefined));
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)![1]!;
      expect(stderr).toMatch(/key id: {5}paisa_test_[0-9A-Za-z]{14}/);
      expect(stderr).toMatch(/not built yet \(answer 501\): /);
      const { port } = new URL(url);

      // a slow client: the request line and a header now, the end of the headers later
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (c: Buffer) => (answer += c.toString()));
      const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((r) => setTimeout(r, 100));

      child.kill('SIGTERM');
      await waitFor('the draining line', 10_000, () => (stderr.includes('SIGTERM: draining') ? true : undefined));
      // no new connections once draining
      const refused = await new Promise<boolean>((resolve) => {
        const probe = connect(Number(port), '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);

      socket.write('\r\n');
      await socketClosed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer.endsWith('{"status":"ok"}')).toBe(true);
      expect(await exited).toBe(0);
      expect(stderr).toContain('stopped');
      // one JSON request line on stdout for the drained request
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ method: 'GET', path: '/health', status: 200 })]);

      // the key pair is printed at the first start only
      const restarted = spawn(process.execPath, MAIN, {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      again = restarted;
      let second = '';
      restarted.stderr.on('data', (c: Buffer) => (second += c.toString()));
      const againExited = new Promise<number | null>((resolve) => restarted.on('exit', (code) => resolve(code)));
      await waitFor('the second banner', BANNER_WAIT_MS, () => (second.includes('not built yet') ? true : undefined));
      restarted.kill('SIGTERM');
      expect(await againExited).toBe(0);
      expect(second).not.toContain('key secret');
    } finally {
      for (const p of [child, again]) if (p && p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
      dir.cleanup();
    }
  }, 180_000);
});
