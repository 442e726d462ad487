/**
 * The generated server and client type-check under the strict tsconfig, and their types say
 * what the runtime does (openapi-typescript's habit of type-checking generated examples):
 * a service written against the fixture's `Handlers`, machines and client compiles, and the
 * mistakes the types exist to catch do not.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { generate, SERVER_FIXTURE } from './server-harness.js';

let dir: string;

beforeAll(async () => {
  ({ dir } = await generate('server-typecheck', SERVER_FIXTURE));
});

const SERVICE = `
import { createGateway, createMachines, notBuilt, refuse, type HandlerMap, type RawResponse } from './generated/server/index.js';
import { createClient, PaisaApiError } from './generated/client/index.js';

type Auth = { keyId: string; scopes?: string[] };
const machines = createMachines<{ tx: number }>({
  onTransition: (schema, entity, transition, ctx) => {
    if (schema === 'Invoice') {
      const status: 'draft' | 'issued' | 'paid' | 'cancelled' = entity.status;
      const trigger: 'create' | 'issue' | 'pay' | 'cancel' | 'remind' = transition.trigger;
      void [status, trigger, ctx.tx];
    }
  },
  onEnter: { Invoice: { paid: (entity, transition) => void [entity.id, transition.emits] } },
});

export const handlers: HandlerMap<Auth> = {
  listPayments: async ({ query, auth }) => {
    const count: number | undefined = query.count;
    const captured: '0' | '1' | undefined = query.captured;
    const keyId: string = auth.keyId;
    void [count, captured, keyId];
    return { entity: 'collection', count: 0, items: [] };
  },
  listPaymentDowntimes: async () => ({ entity: 'collection', items: [] }),
  fetchPayment: async ({ params }) => ({ id: params.payment_id, entity: 'payment', amount: 1, captured: false }),
  capturePayment: async ({ params, body }) => ({ id: params.payment_id, entity: 'payment', amount: body.amount, captured: true }),
  createInvoice: async ({ body }) => {
    const flag: '0' | '1' | undefined = body.partial_payment;
    void flag;
    const { entity } = await machines.Invoice.create({ id: 'inv_1', entity: 'invoice' as const }, 'create', { tx: 1 });
    return entity;
  },
  issueInvoice: async ({ params }) => (await machines.Invoice.fire({ id: params.invoice_id, entity: 'invoice', status: 'draft' }, 'issue', { tx: 1 })).entity,
  createDocument: async ({ body }) => {
    const bytes: Buffer = body.file.data;
    const purpose: 'dispute_evidence' = body.purpose;
    return { id: 'doc_1', name: body.file.filename ?? null, size: bytes.length, mime_type: body.file.mimeType, purpose };
  },
  fetchDocumentContent: async (): Promise<RawResponse> => ({ status: 200, body: Buffer.from('x') }),
  acceptDispute: notBuilt('acceptDispute'),
  fetchPaymentLink: async ({ params }) => {
    if (!params.id) throw refuse('id_not_found', {}, { field: 'id' });
    return { id: params.id };
  },
  createToken: async ({ auth }) => {
    const none: null = auth;
    void none;
    return { access_token: 't', token_type: 'Bearer' };
  },
  authorize: async ({ query }) => ({ status: 302, headers: { location: query.client_id } }),
};

export const gateway = createGateway<Auth>({ handlers, authenticate: () => null, validateResponses: 'warn' });
const notBuiltList: readonly string[] = gateway.notBuilt;
void notBuiltList;

export async function useClient(): Promise<void> {
  const client = createClient({ auth: { keyId: 'k', keySecret: 's' } });
  const payment = await client.payments.fetch('pay_AAAAAAAAAAAAA1');
  const amount: number = payment.amount;
  const page = await client.payments.list({ count: 20 });
  for await (const p of client.payments.iterate({ from: 1 })) void p.id;
  const bytes: ArrayBuffer = await client.documents.fetchContent('doc_1');
  const redirect: { status: number; location: string | null } = await client.oauth.authorize({ client_id: 'c' });
  await client.documents.create({ purpose: 'dispute_evidence', file: new Blob(['x']) });
  try {
    await client.invoices.create({ customer_name: 'Gaurav', line_items: [] });
  } catch (e) {
    if (e instanceof PaisaApiError) void [e.status, e.error?.field, e.oauth?.error];
  }
  void [amount, page.items.length, bytes, redirect];
}
`;

function check(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.relative(dir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

it.each([
  ['the service compiles against the generated server and client', (s: string) => s, []],
  ['a missing operation', (s: string) => s.replace("  acceptDispute: notBuilt('acceptDispute'),\n", ''), ['acceptDispute']],
  ['a marker naming another operation', (s: string) => s.replace("notBuilt('acceptDispute')", "notBuilt('fetchPayment')"), ['fetchPayment']],
  ['a response off the spec', (s: string) => s.replace('amount: body.amount, captured: true', "amount: 'ten', captured: true"), ['amount']],
  ['a trigger the machine does not have', (s: string) => s.replace("}, 'issue', { tx: 1 })", "}, 'ship', { tx: 1 })"), ['ship']],
  [
    'a client call with the wrong body',
    (s: string) => s.replace("customer_name: 'Gaurav'", 'customer_name: 42'),
    ["'number' is not assignable to type 'string'"],
  ],
])(
  '%s',
  async (_name, edit, wantMentions) => {
    const file = path.join(dir, '..', 'service-typecheck.ts');
    await writeFile(file, edit(SERVICE));
    const diagnostics = check(file);
    await rm(file);
    if (wantMentions.length === 0) expect(diagnostics).toEqual([]);
    else {
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const word of wantMentions) expect(diagnostics.join('\n')).toContain(word);
    }
  },
  60_000,
);
