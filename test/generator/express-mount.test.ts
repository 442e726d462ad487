/**
 * The same generated gateway under bare node:http and mounted as Express-style middleware.
 * Express is not installed (and is not a dependency to add): the test builds the smallest
 * connect-style `app.use(path, fn)` chain with Express's mount semantics (req.url stripped of
 * the mount path, req.originalUrl kept, `next()` to fall through) and a body parser that has
 * already consumed the stream, as express.json() does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, generate, importGenerated, type Listening, type LooseServerModule, listen, SERVER_FIXTURE } from './server-harness.js';

type ServerModule = LooseServerModule;
type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage & { originalUrl?: string; body?: unknown }, res: ServerResponse, next: Next) => void;

/** connect/Express `app.use` semantics, just enough to mount middleware at a path. */
function miniApp() {
  const stack: { path: string; fn: Middleware }[] = [];
  const app = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    req.originalUrl ??= req.url;
    const original = req.originalUrl!;
    let i = 0;
    const next: Next = (error) => {
      const layer = stack[i++];
      req.url = original;
      if (!layer) {
        res.statusCode = error ? 500 : 404;
        res.end(error ? 'app error' : 'app 404');
        return;
      }
      const pathname = original.split('?')[0];
      if (layer.path !== '/' && pathname !== layer.path && !pathname.startsWith(`${layer.path}/`)) return next(error);
      if (layer.path !== '/') req.url = original.slice(layer.path.length) || '/';
      layer.fn(req, res, next);
    };
    next();
  };
  app.use = (path: string, fn: Middleware) => stack.push({ path, fn });
  return app;
}

/** What express.json() does: reads the stream, sets req.body. */
const jsonParser: Middleware = (req, _res, next) => {
  if (!String(req.headers['content-type']).startsWith('application/json')) return next();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    req.body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    next();
  });
};

const KEY = basic('paisa_test_key', 'secret');
let bare: Listening;
let mounted: Listening;

beforeAll(async () => {
  const { dir } = await generate('express-mount', SERVER_FIXTURE);
  const srv = await importGenerated<ServerModule>(dir, 'server');
  const handlers = Object.fromEntries(srv.routes.map((r: { operationId: string }) => [r.operationId, srv.notBuilt(r.operationId)])) as Record<string, unknown>;
  handlers.fetchPayment = async ({ params }: { params: { payment_id: string } }) => ({ id: params.payment_id, entity: 'payment', amount: 1, captured: false });
  handlers.capturePayment = async ({ params, body }: { params: { payment_id: string }; body: { amount: number } }) => ({
    id: params.payment_id,
    entity: 'payment',
    amount: body.amount,
    captured: true,
  });
  const gateway = srv.createGateway({ handlers: handlers as never, authenticate: (c) => (c.scheme === 'basic' && c.keySecret === 'secret' ? {} : null) });

  bare = await listen(gateway);
  const app = miniApp();
  app.use('/', jsonParser);
  app.use('/v1', gateway as unknown as Middleware);
  app.use('/checkout', (_req, res) => res.end('checkout page'));
  mounted = await listen(app);
});

afterAll(async () => {
  await bare?.close();
  await mounted?.close();
});

describe.each([
  ['bare node:http', () => bare.url],
  ['mounted at /v1 in a connect-style app', () => mounted.url],
])('%s', (_name, url) => {
  it('serves a spec route', async () => {
    const res = await fetch(`${url()}/v1/payments/pay_AAAAAAAAAAAAA1`, { headers: { authorization: KEY } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'pay_AAAAAAAAAAAAA1' });
  });

  it('reads a JSON body (also when a body parser consumed the stream first)', async () => {
    const res = await fetch(`${url()}/v1/payments/pay_AAAAAAAAAAAAA1/capture`, {
      method: 'POST',
      headers: { authorization: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 7 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amount: 7, captured: true });
  });

  it('answers 405 and notBuilt 501 itself', async () => {
    expect((await fetch(`${url()}/v1/payments/pay_AAAAAAAAAAAAA1`, { method: 'PUT', headers: { authorization: KEY } })).status).toBe(405);
    expect((await fetch(`${url()}/v1/payments`, { headers: { authorization: KEY } })).status).toBe(501);
  });
});

it('bare: an unknown path is a 404 in the error shape', async () => {
  const res = await fetch(`${bare.url}/v1/unknown`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST_ERROR');
});

it('mounted: a path the spec does not know falls through to the next middleware', async () => {
  expect(await (await fetch(`${mounted.url}/checkout`)).text()).toBe('checkout page');
  const res = await fetch(`${mounted.url}/v1/unknown`);
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('app 404');
});
