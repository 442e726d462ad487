/**
 * Edit a copy of the spec, regenerate, and the router, the client and the
 * compiler pick the new operation up: it is served, the client has its method (and
 * iterator), and a handler map written for the old spec no longer compiles.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { load as fromYaml, dump as toYaml } from 'js-yaml';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basic, generate, importGenerated, type Listening, type LooseClientModule, type LooseServerModule, listen, SERVER_FIXTURE } from './server-harness.js';

type ServerModule = LooseServerModule;
type ClientModule = LooseClientModule;

const NEW_OPERATION = {
  get: {
    operationId: 'listPaymentRefunds',
    tags: ['payments'],
    summary: 'List the refunds of a payment',
    security: [{ basic: [] }],
    parameters: [{ $ref: '#/components/parameters/PaymentId' }, { $ref: '#/components/parameters/Count' }, { $ref: '#/components/parameters/Skip' }],
    responses: {
      '200': {
        description: 'ok',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['entity', 'count', 'items'],
              properties: {
                entity: { const: 'collection' },
                count: { type: 'integer' },
                items: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } },
              },
            },
          },
        },
      },
    },
  },
};

let dir: string;
let http: Listening;
let cli: ClientModule;

beforeAll(async () => {
  const doc = fromYaml(await readFile(SERVER_FIXTURE, 'utf8')) as any;
  doc.paths['/payments/{payment_id}/refunds'] = NEW_OPERATION;
  ({ dir } = await generate('server-spec-edit', { text: toYaml(doc), file: SERVER_FIXTURE }));
  const srv = await importGenerated<ServerModule>(dir, 'server');
  cli = await importGenerated<ClientModule>(dir, 'client');
  const handlers = Object.fromEntries(srv.routes.map((r: { operationId: string }) => [r.operationId, srv.notBuilt(r.operationId)])) as Record<string, unknown>;
  handlers.listPaymentRefunds = async ({ params, query }: { params: { payment_id: string }; query: { count: number; skip: number } }) => {
    const all = [1, 2, 3].map((n) => ({ id: `rfnd_${params.payment_id.slice(-2)}_${n}` }));
    const items = all.slice(query.skip, query.skip + query.count);
    return { entity: 'collection', count: items.length, items };
  };
  http = await listen(srv.createGateway({ handlers: handlers as never, authenticate: () => ({}) }));
});

afterAll(() => http?.close());

it('the router serves the added operation, coercing its query', async () => {
  const res = await fetch(`${http.url}/v1/payments/pay_AAAAAAAAAAAAA1/refunds?count=2`, { headers: { authorization: basic('k', 's') } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ entity: 'collection', count: 2, items: [{ id: 'rfnd_A1_1' }, { id: 'rfnd_A1_2' }] });
});

it('the client has the method and its iterator', async () => {
  const c = cli.createClient({ baseUrl: `${http.url}/v1`, auth: { keyId: 'k', keySecret: 's' } }) as unknown as {
    payments: {
      listRefunds: (id: string, q?: object) => Promise<{ items: { id: string }[] }>;
      iterateRefunds: (id: string, q?: object) => AsyncIterable<{ id: string }>;
    };
  };
  expect((await c.payments.listRefunds('pay_AAAAAAAAAAAAA1', { count: 1 })).items).toEqual([{ id: 'rfnd_A1_1' }]);
  const ids: string[] = [];
  for await (const r of c.payments.iterateRefunds('pay_AAAAAAAAAAAAA1', { count: 2 })) ids.push(r.id);
  expect(ids).toEqual(['rfnd_A1_1', 'rfnd_A1_2', 'rfnd_A1_3']);
});

it('a handler map written for the old spec is a compile error naming the new operation, until it is marked notBuilt', async () => {
  const old = [
    'acceptDispute',
    'authorize',
    'capturePayment',
    'createDocument',
    'createInvoice',
    'createToken',
    'fetchDocumentContent',
    'fetchPayment',
    'fetchPaymentLink',
    'issueInvoice',
    'listPaymentDowntimes',
    'listPayments',
  ];
  const service = (extra: string) =>
    `import { notBuilt, type HandlerMap } from './generated/server/index.js';\n` +
    `export const handlers: HandlerMap<{ keyId: string }> = {\n${old.map((id) => `  ${id}: notBuilt('${id}'),`).join('\n')}\n${extra}};\n`;
  const file = path.join(dir, '..', 'service.ts');
  const diagnostics = async (source: string) => {
    await writeFile(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: ['node'],
      skipLibCheck: true,
      noEmit: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };
  const before = await diagnostics(service(''));
  expect(before.join('\n')).toContain('listPaymentRefunds');
  expect(await diagnostics(service(`  listPaymentRefunds: notBuilt('listPaymentRefunds'),\n`))).toEqual([]);
  const wrongMarker = await diagnostics(service(`  listPaymentRefunds: notBuilt('fetchPayment'),\n`));
  expect(wrongMarker.length).toBeGreaterThan(0);
  await rm(file);
}, 60_000);
