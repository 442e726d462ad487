/**
 * `x-runs-last` (spec/README.md, Operations run last): against a server whose wipe deletes every
 * thing, the runner sends every request of the marked operation after every request of the others
 * made with the right credentials (only the wrong-credential guesses follow), so no case of
 * another operation meets a thing wiped under it; the run passes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunReport, runConformance } from '../../conformance/run.js';
import { loadConformanceSpec } from '../../conformance/spec-source.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'runs-last.yaml');
const AUTH = `Basic ${Buffer.from('user:secret').toString('base64')}`;

/** Every request as it came: its path and whether it carried the right credentials. */
const seen: { path: string; authorized: boolean }[] = [];
let server: Server;
let report: RunReport;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  const things = new Map<string, string>();
  let n = 0;
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const authorized = req.headers.authorization === AUTH;
      seen.push({ path: url.pathname, authorized });
      if (!authorized) return answer(res, 401, { title: 'unauthorized' });
      if (req.method === 'POST' && url.pathname === '/v1/wipe') {
        things.clear();
        return answer(res, 200, { wiped: true });
      }
      if (req.method === 'POST' && url.pathname === '/v1/things') {
        let body: { name?: unknown };
        try {
          body = JSON.parse(raw) as { name?: unknown };
        } catch {
          return answer(res, 400, { title: 'not JSON' });
        }
        if (typeof body !== 'object' || body === null || Object.keys(body).some((k) => k !== 'name') || typeof body.name !== 'string' || body.name.length > 20)
          return answer(res, 400, { title: 'bad body' });
        const id = `thg_${String(n++).padStart(14, '0')}`;
        things.set(id, body.name);
        return answer(res, 200, { id, name: body.name });
      }
      const one = /^\/v1\/things\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const name = things.get(one[1] ?? '');
        return name === undefined ? answer(res, 400, { title: 'no such thing' }) : answer(res, 200, { id: one[1], name });
      }
      return answer(res, 404, { title: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const spec = await loadConformanceSpec(FIXTURE);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  report = await runConformance({
    ...spec,
    target: { baseUrl, basePath: spec.model.basePath, credentials: { basic: { user: 'user', password: 'secret' }, headers: {} } },
    seed: 7,
    propertyRuns: 1,
  });
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('sends the marked operation’s requests after every authorized request of the others', () => {
  const authorized = seen.filter((s) => s.authorized);
  const firstWipe = authorized.findIndex((s) => s.path === '/v1/wipe');
  const lastOther = authorized.map((s) => s.path !== '/v1/wipe').lastIndexOf(true);
  expect(firstWipe).toBeGreaterThan(0);
  expect(lastOther).toBeLessThan(firstWipe);
  expect(report.results.filter((r) => r.operationId === 'wipeThings' && r.outcome === 'pass').length).toBeGreaterThan(0);
});

it('passes: no case of another operation met a thing wiped under it', () => {
  expect(report.results.filter((r) => r.outcome === 'fail')).toEqual([]);
});
