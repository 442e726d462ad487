/**
 * Prism's validation proxy (npm `@stoplight/prism-cli`, `prism proxy <spec> <upstream> --errors`)
 * in front of a zoo server, fed the document's own example requests with credentials. Prism
 * reports a violation of the document in an `sl-violations` header (and, with `--errors`, turns
 * the answer into its own 500 problem); each request's status and violations are kept, so a run
 * on a faulty server can be compared with the run on the correct one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { ExampleRequest } from './examples.js';
import { PRISM } from './install.js';
import { freePort } from './process.js';

export interface PrismExchange {
  operationId: string;
  request: string;
  status: number;
  /** the messages of Prism's violations (empty: none) */
  violations: string[];
}

export interface PrismRun {
  exchanges: PrismExchange[];
  error?: string;
}

async function startProxy(spec: string, upstream: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'proxy', spec, upstream, '--errors', '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s: ${log.slice(-400)}`)), 60_000);
    const seen = (d: Buffer) => {
      log += d.toString('utf8');
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`Prism exited (${code}): ${log.slice(-400)}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return { child, url: `http://127.0.0.1:${port}` };
}

function violationsOf(res: Response, body: string): string[] {
  const header = res.headers.get('sl-violations');
  if (header) {
    try {
      return (JSON.parse(header) as { message: string; severity: string }[]).filter((v) => v.severity === 'Error').map((v) => v.message);
    } catch {
      return [header];
    }
  }
  return body.includes('prism/errors#VIOLATIONS') ? ['VIOLATIONS'] : [];
}

export async function runPrism(spec: string, upstream: string, requests: readonly ExampleRequest[], auth: Record<string, string>): Promise<PrismRun> {
  let proxy: { child: ChildProcess; url: string };
  try {
    proxy = await startProxy(spec, upstream);
  } catch (error) {
    return { exchanges: [], error: (error as Error).message };
  }
  const exchanges: PrismExchange[] = [];
  try {
    for (const r of requests) {
      const res = await fetch(proxy.url + r.target, {
        method: r.method,
        headers: { ...auth, ...r.headers },
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
      });
      const body = await res.text();
      exchanges.push({ operationId: r.operationId, request: `${r.method} ${r.target}`, status: res.status, violations: violationsOf(res, body) });
    }
  } catch (error) {
    return { exchanges, error: (error as Error).message };
  } finally {
    proxy.child.kill('SIGTERM');
  }
  return { exchanges };
}
