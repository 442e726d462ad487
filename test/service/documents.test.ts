/**
 * Documents over HTTP, on every engine (spec createDocument, fetchDocument, fetchDocumentContent):
 * each accepted type is recognised from its content, whatever the part's declared type or name;
 * anything else, an oversized file and a wrong purpose are refused naming the field, with
 * nothing stored; the content comes back byte for byte with its type, an attachment disposition
 * and nosniff; the name is cleaned; the modes do not see each other's documents; documents
 * survive a restart. The razorpay SDK's documents.create (a Buffer, no file name) works as is.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { jpegFile, pdfFile, pngFile } from './documents-support.js';
import { apiError } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

/**
 * POSTs a multipart/form-data body (RFC 7578) written here byte by byte, so a part can carry no
 * filename at all, or one with control characters, as some clients send them.
 */
async function upload(
  gw: TestGateway,
  parts: { file?: { data: Uint8Array; type?: string; filename?: string }; purpose?: string },
  mode: 'test' | 'live' = 'test',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----paisa${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  if (parts.file) {
    const name = parts.file.filename === undefined ? '' : `; filename="${parts.file.filename.replace(/"/g, '%22')}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"${name}\r\nContent-Type: ${parts.file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(parts.file.data),
      Buffer.from('\r\n'),
    );
  }
  if (parts.purpose !== undefined) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${parts.purpose}\r\n`));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const key = gw.keys[mode];
  const answer = await fetch(`${gw.apiUrl}/documents`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: Buffer.concat(chunks),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function storedDocuments(gw: TestGateway): Promise<number> {
  const row = await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM document_contents'), { readOnly: true });
  return Number(row?.n ?? 0);
}

for (const engine of ENGINES) {
  describe(`documents [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    it.each([
      { kind: 'PNG', data: pngFile(), sentAs: 'image/png', filename: 'label.png', mime: 'image/png' },
      { kind: 'JPEG', data: jpegFile(), sentAs: 'image/jpeg', filename: 'receipt.jpg', mime: 'image/jpeg' },
      { kind: 'PDF', data: pdfFile(), sentAs: 'application/pdf', filename: 'delivery.pdf', mime: 'application/pdf' },
      // what SDKs send: octet-stream, or a wrong type and name, decided by the content
      { kind: 'PDF sent as octet-stream without a name', data: pdfFile(), sentAs: 'application/octet-stream', filename: undefined, mime: 'application/pdf' },
      { kind: 'PNG sent as a PDF named .pdf', data: pngFile(), sentAs: 'application/pdf', filename: 'scan.pdf', mime: 'image/png' },
    ])('stores a $kind as $mime and serves the same bytes back', async ({ data, sentAs, filename, mime }) => {
      const client = gw.client();
      const document = await client.documents.create({ file: { data, filename, mimeType: sentAs }, purpose: 'dispute_evidence' });
      expect(document).toMatchObject({ entity: 'document', purpose: 'dispute_evidence', mime_type: mime, size: data.length, name: filename ?? 'file' });
      expect(document.id).toMatch(/^doc_[0-9A-Za-z]{14}$/);
      expect(await client.documents.fetch(document.id)).toEqual(document);

      const key = gw.keys.test;
      const content = await fetch(`${gw.apiUrl}/documents/${document.id}/content`, {
        headers: { authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}` },
      });
      expect(content.status).toBe(200);
      expect(content.headers.get('content-type')).toBe(mime);
      expect(content.headers.get('x-content-type-options')).toBe('nosniff');
      expect(content.headers.get('content-disposition')).toBe(`attachment; filename="${document.name}"`);
      expect(Buffer.from(await content.arrayBuffer()).equals(data)).toBe(true);
    });

    it('names a part sent without a file name after the detected type', async () => {
      // the generated client names an unnamed part `file`; a raw multipart part may carry no filename at all
      const sent = await upload(gw, { file: { data: jpegFile() }, purpose: 'dispute_evidence' });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ name: 'file.jpg', mime_type: 'image/jpeg' });
    });

    it.each([
      {
        why: 'a text file named .pdf',
        parts: { file: { data: Buffer.from('not a pdf\n'), type: 'application/pdf', filename: 'x.pdf' }, purpose: 'dispute_evidence' },
        status: 400,
        field: 'file',
        description: 'The file must be a file of type: jpg, jpeg, png, pdf.',
      },
      {
        why: 'a GIF',
        parts: { file: { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), filename: 'a.gif' }, purpose: 'dispute_evidence' },
        status: 400,
        field: 'file',
        description: 'The file must be a file of type: jpg, jpeg, png, pdf.',
      },
      {
        why: 'an empty file',
        parts: { file: { data: Buffer.alloc(0), filename: 'empty.pdf' }, purpose: 'dispute_evidence' },
        status: 400,
        field: 'file',
        description: 'The file must be a file of type: jpg, jpeg, png, pdf.',
      },
      {
        why: 'a file one byte over 10 MB',
        parts: { file: { data: Buffer.concat([pdfFile(), Buffer.alloc(10_485_761 - pdfFile().length)]), filename: 'big.pdf' }, purpose: 'dispute_evidence' },
        status: 400,
        field: 'file',
        description: 'The file may not be greater than 10240 kilobytes.',
      },
      {
        why: 'a wrong purpose',
        parts: { file: { data: pdfFile(), filename: 'a.pdf' }, purpose: 'kyc' },
        status: 400,
        field: 'purpose',
        description: 'The selected purpose is invalid.',
      },
      {
        why: 'no purpose',
        parts: { file: { data: pdfFile(), filename: 'a.pdf' } },
        status: 400,
        field: 'purpose',
        description: 'The purpose field is required.',
      },
      { why: 'no file', parts: { purpose: 'dispute_evidence' }, status: 400, field: 'file', description: 'The file field is required.' },
    ])('refuses $why, naming the field, and stores nothing', async ({ parts, status, field, description }) => {
      const answer = await upload(gw, parts);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field, description });
      expect(await storedDocuments(gw)).toBe(0);
    });

    it('takes a file of exactly 10 MB, and refuses a request far above it as too large (413)', async () => {
      const atLimit = Buffer.concat([pdfFile(), Buffer.alloc(10_485_760 - pdfFile().length)]);
      const ok = await upload(gw, { file: { data: atLimit, filename: 'limit.pdf' }, purpose: 'dispute_evidence' });
      expect(ok.status).toBe(200);
      expect(ok.body.size).toBe(10_485_760);
      const huge = await upload(gw, { file: { data: Buffer.alloc(12 << 20), filename: 'huge.pdf' }, purpose: 'dispute_evidence' });
      expect(huge.status).toBe(413);
      expect(await storedDocuments(gw)).toBe(1);
    });

    it.each([
      { filename: '../../etc/passwd.pdf', name: 'passwd.pdf', disposition: 'attachment; filename="passwd.pdf"' },
      { filename: 'C:\\fakepath\\invoice.pdf', name: 'invoice.pdf', disposition: 'attachment; filename="invoice.pdf"' },
      { filename: 'a\tb c.pdf', name: 'ab c.pdf', disposition: 'attachment; filename="ab c.pdf"' },
      { filename: 'रसीद.pdf', name: 'रसीद.pdf', disposition: `attachment; filename="????.pdf"; filename*=UTF-8''${encodeURIComponent('रसीद')}.pdf` },
      { filename: `${'x'.repeat(300)}.pdf`, name: 'x'.repeat(255), disposition: `attachment; filename="${'x'.repeat(255)}"` },
    ])('cleans the file name $filename', async ({ filename, name, disposition }) => {
      const sent = await upload(gw, { file: { data: pdfFile(), filename }, purpose: 'dispute_evidence' });
      expect(sent.body.name).toBe(name);
      const key = gw.keys.test;
      const content = await fetch(`${gw.apiUrl}/documents/${sent.body.id}/content`, {
        headers: { authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}` },
      });
      expect(content.headers.get('content-disposition')).toBe(disposition);
    });

    it('keeps test and live documents apart, and keeps them across a restart', async () => {
      const test = await gw.client().documents.create({ file: { data: pdfFile(), filename: 'test.pdf' }, purpose: 'dispute_evidence' });
      const live = await gw.client('live').documents.create({ file: { data: pngFile(), filename: 'live.png' }, purpose: 'dispute_evidence' });
      for (const [mode, other] of [
        ['live', test.id],
        ['test', live.id],
      ] as const) {
        const refused = await apiError(gw.client(mode).documents.fetch(other));
        expect([refused.status, refused.error.description, refused.error.field]).toEqual([400, 'The id provided does not exist', 'document_id']);
        expect((await apiError(gw.client(mode).documents.fetchContent(other))).status).toBe(400);
      }
      await gw.restart();
      expect(await gw.client().documents.fetch(test.id)).toEqual(test);
      expect(Buffer.from(await gw.client().documents.fetchContent(test.id)).equals(pdfFile())).toBe(true);
    });

    it("works with the razorpay SDK's documents.create (a Buffer, no file name) and fetch", async () => {
      const rzp = sdkFor(gw);
      const created = (await rzp.documents.create({
        file: { value: pdfFile(), options: { contentType: 'application/octet-stream' } },
        purpose: 'dispute_evidence',
      } as never)) as {
        id: string;
        mime_type: string;
        name: string;
      };
      expect(created).toMatchObject({ mime_type: 'application/pdf', name: 'file.pdf' });
      expect(await rzp.documents.fetch(created.id)).toMatchObject({ id: created.id, entity: 'document', size: pdfFile().length });
    });
  });
}
