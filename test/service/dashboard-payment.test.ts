/**
 * A payment's money in the dashboard, over HTTP as a browser without script uses it, on both
 * engines: the ledger lines a payment caused on its page (a capture and a part refund, debits
 * equal to credits), contesting a dispute with a file uploaded from its page (spec
 * createDocument then contestDispute, both in the request log with source `dashboard`), an
 * upload above the API's limit or of a type it refuses (nothing made, the API's words shown),
 * and the texts and file names of those pages escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser, hiddenIn } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { pdfFile, pngFile } from './documents-support.js';
import { capturedPayment } from './payments-support.js';

/** The table of the page's Ledger section: each row's cells as text. */
function ledgerRows(page: string): { body: string[][]; foot: string[][] } {
  const section = /<h2>Ledger<\/h2>([\s\S]*?)<\/table>/.exec(page)?.[1] ?? '';
  const rows = (part: string) =>
    [...part.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
    );
  return { body: rows(/<tbody>([\s\S]*?)<\/tbody>/.exec(section)?.[1] ?? ''), foot: rows(/<tfoot>([\s\S]*?)<\/tfoot>/.exec(section)?.[1] ?? '') };
}

/** "₹1,234.50" in paise. */
const paise = (text: string | undefined) => (text ? Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) : 0);

async function documentCount(gw: TestGateway): Promise<number> {
  const row = await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number | string }>("SELECT count(*) AS n FROM document_contents WHERE mode = 'test'"), {
    readOnly: true,
  });
  return Number(row?.n ?? 0);
}

describe.each(ENGINES)("dashboard: a payment's money (%s)", (engine) => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(() => gw?.stop());

  it('shows the ledger lines of a captured, then partly refunded payment, and they add up', async () => {
    const payment = await capturedPayment(gw, 100_000);
    const refund = await gw.client('test').payments.refund(payment.id, { amount: 40_000 });
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const page = await browser.get(`/dashboard/payments/${payment.id}`);
    const { body, foot } = ledgerRows(page.html);
    // the capture: customers, merchant, fees, tax; the refund: merchant (from its oldest funds) and customers
    const accounts = body.map((r) => r[2]);
    expect(accounts).toEqual(expect.arrayContaining(['customers', 'merchant', 'fees', 'tax']));
    const debits = body.reduce((sum, r) => sum + paise(r[3]), 0);
    const credits = body.reduce((sum, r) => sum + paise(r[4]), 0);
    expect(debits).toBe(credits);
    expect(debits).toBe(140_000);
    // the capture's credit to the merchant is the amount less the fee; the refund's lines name it
    expect(paise(body.find((r) => r[2] === 'merchant' && paise(r[4]) > 0)?.[4])).toBe(100_000 - (payment.fee ?? 0));
    expect(
      body
        .filter((r) => r[1]?.includes(refund.id))
        .map((r) => r[2])
        .sort(),
    ).toEqual(expect.arrayContaining(['customers', 'merchant']));
    expect(page.html).toContain(`href="/dashboard/refunds/${refund.id}"`);
    expect(foot).toEqual([['Total INR: balanced', expect.any(String), expect.any(String)]]);
    expect(paise(foot[0]?.[1])).toBe(140_000);
    expect(paise(foot[0]?.[2])).toBe(140_000);
  });

  it('contests a dispute with a file uploaded from its page: a document, then the contest, both logged as the dashboard', async () => {
    const payment = await capturedPayment(gw, 50_000);
    const dispute = await gw.client('test').testHelpers.createDispute(payment.id, {});
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const page = await browser.get(`/dashboard/disputes/${dispute.id}`);
    const action = `/dashboard/disputes/${dispute.id}/actions/contest`;
    expect(page.html).toContain(`action="${action}" enctype="multipart/form-data"`);
    expect(page.html).toMatch(/<input id="a-contest-file" name="file" type="file" accept="[^"]*application\/pdf/);
    const key = hiddenIn(page.html, action, 'idempotency_key') ?? '';
    const done = await browser.postMultipart(
      action,
      { summary: 'Delivered <script>alert(1)</script> on time', action: 'submit', documents: '', idempotency_key: key },
      { file: { data: pdfFile(), filename: 'proof <b>x.pdf', type: 'application/pdf' } },
      page,
    );
    expect(done.status).toBe(200);
    expect(done.html).toContain('Contest: done.');
    expect(done.html).toContain('Uploaded proof &lt;b&gt;x.pdf as document');
    expect(done.html).not.toContain('<b>x');
    expect(done.html).not.toContain('<script>alert(1)</script>');
    const documentId = /as document (doc_[0-9A-Za-z]{14})/.exec(done.html)?.[1] ?? '';
    expect(documentId).not.toBe('');
    const contested = await gw.client('test').disputes.fetch(dispute.id);
    expect(contested.status).toBe('under_review');
    expect(JSON.stringify(contested.evidence)).toContain(documentId);
    const document = await gw.client('test').documents.fetch(documentId);
    expect(document.mime_type).toBe('application/pdf');
    expect(document.name).toBe('proof <b>x.pdf');
    // under review now: the page offers no contest, and the same form sent again uploads nothing
    const before = await documentCount(gw);
    const again = await browser.postMultipart(
      action,
      { summary: 'Delivered <script>alert(1)</script> on time', action: 'submit', documents: '', idempotency_key: key },
      { file: { data: pdfFile(), filename: 'proof <b>x.pdf', type: 'application/pdf' } },
      page,
    );
    expect(again.html).toContain('That action is not offered for this object now.');
    expect(await documentCount(gw)).toBe(before);
    await gw.app.requestLog?.writer.flush();
    const read = (id: string) => gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', id, 20), { readOnly: true });
    const upload = (await read(documentId)).filter((r) => r.method === 'POST' && r.path === '/v1/documents');
    expect(upload.map((r) => [r.source, r.status])).toContainEqual(['dashboard', 200]);
    const contest = (await read(dispute.id)).filter((r) => r.method === 'PATCH');
    expect(contest.map((r) => [r.source, r.path, r.status])).toContainEqual(['dashboard', `/v1/disputes/${dispute.id}/contest`, 200]);
    const logs = await browser.get(`/dashboard/logs?q=${documentId}&source=dashboard`);
    expect(logs.html).toContain('POST /v1/documents');
  });

  it('refuses an upload above the API limit, and a file the API does not take, with its words and nothing made', async () => {
    const payment = await capturedPayment(gw, 50_000);
    const dispute = await gw.client('test').testHelpers.createDispute(payment.id, {});
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const page = await browser.get(`/dashboard/disputes/${dispute.id}`);
    const action = `/dashboard/disputes/${dispute.id}/actions/contest`;
    const key = hiddenIn(page.html, action, 'idempotency_key') ?? '';
    const before = await documentCount(gw);
    // spec createDocument rule 2: 10485760 bytes at most
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024 + 1 - pdfFile().length, 0x20)]);
    const tooBig = await browser.postMultipart(
      action,
      { action: 'submit', idempotency_key: key },
      { file: { data: big, filename: 'scan.pdf', type: 'application/pdf' } },
      page,
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.html).toContain('The file may not be greater than 10240 kilobytes.');
    expect(tooBig.html).toContain('Nothing was uploaded or changed');
    // spec createDocument rule 3: the type is the content's; a text file named .png is refused by the API
    const text = await browser.postMultipart(
      action,
      { action: 'submit', idempotency_key: `${key}-2` },
      { file: { data: Buffer.from('not an image <i>at all</i>'), filename: 'note "<i>1.png', type: 'image/png' } },
      page,
    );
    expect(text.html).toMatch(/Upload of .* refused: The file must be a file of type: jpg, jpeg, png, pdf\./);
    expect(text.html).not.toContain('<i>1');
    expect(await documentCount(gw)).toBe(before);
    expect((await gw.client('test').disputes.fetch(dispute.id)).status).toBe('open');
    // a PNG is taken as it is
    const png = await browser.postMultipart(
      action,
      { action: 'draft', idempotency_key: `${key}-3` },
      { file: { data: pngFile(), filename: 'photo.png', type: 'image/png' } },
      page,
    );
    expect(png.html).toContain('Contest: done.');
    expect(await documentCount(gw)).toBe(before + 1);
    // a draft leaves the dispute open: the same form sent again (a reload) replays the upload and the contest (one Idempotency-Key each)
    const documentId = /as document (doc_[0-9A-Za-z]{14})/.exec(png.html)?.[1] ?? '';
    const reload = await browser.postMultipart(
      action,
      { action: 'draft', idempotency_key: `${key}-3` },
      { file: { data: pngFile(), filename: 'photo.png', type: 'image/png' } },
      page,
    );
    expect(reload.html).toContain(`Uploaded photo.png as document ${documentId}.`);
    expect(reload.html).toContain('Contest: done.');
    expect(await documentCount(gw)).toBe(before + 1);
  });
});
