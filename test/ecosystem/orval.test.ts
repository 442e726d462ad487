/**
 * The spec with orval as a user would run it: `orval --input <gateway>/openapi.json --output ...`
 * (the interface as one document: orval 7.13.0 does not follow a root's `$ref`s into the files
 * beside it, a TypeError in its version check) with its defaults (the axios client), a small program written against what it made is
 * type-checked under strict flags (strict, exactOptionalPropertyTypes,
 * noPropertyAccessFromIndexSignature, noUncheckedIndexedAccess, NodeNext), then run against a
 * started gateway: create an invoice, list, fetch it, list items.
 *
 * orval's functions call relative paths (`/invoices`): the spec's `servers` is not used, so the
 * program passes axios's `baseURL` (and `auth` for Basic) in the options every function takes,
 * which is how orval's documentation has it. orval 7.13.0 is the last release for Node 20; its
 * axios functions type-check with axios up to 1.18 (axios 1.19 changed what a request resolves
 * to), so axios is held at ~1.18 beside it. The README says both.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { type ConsumerProject, consumerProject, expectInvoiceRoundTrip, STRICT_CONSUMER } from './consumer-project.js';

const PROGRAM = `import { createInvoice, fetchInvoice, listInvoices, listItems } from './api.js';

export async function run(baseUrl: string, keyId: string, keySecret: string): Promise<string[]> {
  const options = { baseURL: baseUrl, auth: { username: keyId, password: keySecret } };
  const created = await createInvoice(
    { type: 'link', currency: 'INR', amount: 50_000, description: 'March', customer: { name: 'Asha Rao', contact: '+919876543210' } },
    options,
  );
  const list = await listInvoices({ count: 5 }, options);
  const one = await fetchInvoice(created.data.id, options);
  const items = await listItems(undefined, options);
  return [created.data.id, String(list.data.count), one.data.status, String(items.data.count)];
}
`;

// the libraries' own declarations (axios's) are theirs; api.ts and the program are checked in full
const COMPILER_OPTIONS = { ...STRICT_CONSUMER, skipLibCheck: true };

describe('orval against the gateway', () => {
  let gw: TestGateway;
  let project: ConsumerProject;
  beforeAll(async () => {
    project = consumerProject('orval', PROGRAM, COMPILER_OPTIONS);
    gw = await startGateway();
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    project?.remove();
  });

  it('with its defaults the program type-checks under strict flags and runs: create, list, fetch, list items', async () => {
    await project.tool('orval', ['--input', `${gw.baseUrl}/openapi.json`, '--output', join(project.dir, 'api.ts')]);
    expect(await project.typecheck()).toBe('');
    const program = await project.load();
    expectInvoiceRoundTrip(await program.run(gw.apiUrl, gw.keys.test.keyId, gw.keys.test.secret));
  }, 120_000);
});
