/**
 * The spec with @hey-api/openapi-ts as it comes (its default plugins: types, SDK, fetch client):
 * a program using the generated SDK is type-checked (strict, NodeNext; the generated client
 * itself needs DOM.Iterable and does not compile under exactOptionalPropertyTypes, which is the
 * tool's code, not the spec's) and run against a started gateway: create an invoice, list, fetch
 * it, list items. 0.95.0 is the tool's last release for Node 20.
 *
 * One line is needed, and README.md says so: reads accept Basic or a bearer token (security
 * alternatives, OpenAPI 3.1 section 4.8.30), but the generated client applies every scheme it gets
 * a token for, so a plain `auth: 'key:secret'` ends as `Bearer key:secret` (401); an auth callback
 * that answers for `basic` only works. The last case pins that.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { type ConsumerProgram, type ConsumerProject, consumerProject, expectInvoiceRoundTrip } from './consumer-project.js';

const PROGRAM = `import { client } from './client/client.gen.js';
import { createInvoice, fetchInvoice, listInvoices, listItems } from './client/sdk.gen.js';

export async function run(baseUrl: string, keyId: string, keySecret: string): Promise<string[]> {
  client.setConfig({ baseUrl, auth: (auth) => (auth.scheme === 'basic' ? \`\${keyId}:\${keySecret}\` : undefined) });
  const created = await createInvoice({
    body: { type: 'link', currency: 'INR', amount: 50_000, description: 'March', customer: { name: 'Asha Rao', contact: '+919876543210' } },
  });
  if (!created.data) throw new Error(\`create: \${JSON.stringify(created.error)}\`);
  const list = await listInvoices({ query: { count: 5 } });
  if (!list.data) throw new Error(\`list: \${JSON.stringify(list.error)}\`);
  const one = await fetchInvoice({ path: { invoice_id: created.data.id } });
  if (!one.data) throw new Error(\`fetch: \${JSON.stringify(one.error)}\`);
  const items = await listItems();
  if (!items.data) throw new Error(\`items: \${JSON.stringify(items.error)}\`);
  return [created.data.id, String(list.data.count), one.data.status, String(items.data.count)];
}

/** The auth a user writes first: one token for every scheme. */
export async function listWithPlainAuth(baseUrl: string, keyId: string, keySecret: string): Promise<number> {
  client.setConfig({ baseUrl, auth: \`\${keyId}:\${keySecret}\` });
  return (await listInvoices({ query: { count: 1 } })).response.status;
}
`;

const COMPILER_OPTIONS = { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'] };

interface Program extends ConsumerProgram {
  listWithPlainAuth(baseUrl: string, keyId: string, keySecret: string): Promise<number>;
}

describe('@hey-api/openapi-ts against the gateway', () => {
  let gw: TestGateway;
  let project: ConsumerProject;
  let program: Program;
  beforeAll(async () => {
    project = consumerProject('hey-api', PROGRAM, COMPILER_OPTIONS);
    // `./`: a bare `spec/openapi.yaml` is read as a Hey API registry name (organization/project)
    await project.tool('openapi-ts', ['-i', './spec/openapi.yaml', '-o', join(project.dir, 'client')]);
    gw = await startGateway();
  }, 120_000);
  afterAll(async () => {
    await gw?.stop();
    project?.remove();
  });

  it('the generated SDK type-checks and runs: create, list, fetch, list items', async () => {
    expect(await project.typecheck()).toBe('');
    program = await project.load<Program>();
    expectInvoiceRoundTrip(await program.run(gw.apiUrl, gw.keys.test.keyId, gw.keys.test.secret));
  }, 120_000);

  it('a plain auth string sends Bearer on reads that accept Basic or Bearer (why the README names the callback)', async () => {
    expect(await program.listWithPlainAuth(gw.apiUrl, gw.keys.test.keyId, gw.keys.test.secret)).toBe(401);
  });
});
