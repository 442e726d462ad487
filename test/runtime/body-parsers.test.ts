/** runtime/server/body-parsers.ts: bodies per the operation's media types, always bounded. */
import { describe, expect, it } from 'vitest';
import { type BodyLimits, parseBody } from '../../runtime/server/body-parsers.js';
import { Refusal } from '../../runtime/server/errors.js';
import { fakeRequest } from './request.js';

const LIMITS: BodyLimits = { json: 64, form: 64, multipart: 2048, file: 256 };
const ALL = { contentTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'], fileFields: ['file'] };

async function refusal(promise: Promise<unknown>): Promise<{ key: string; params: unknown; headers: unknown; field: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  const r = error as Refusal;
  return { key: r.key, params: r.params, headers: r.detail.headers, field: r.detail.field };
}

function multipart(parts: { name: string; filename?: string; type?: string; value: string }[]): { body: string; type: string } {
  const boundary = 'paisa-test-boundary';
  const body = parts
    .map((p) =>
      [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`,
        ...(p.type ? [`Content-Type: ${p.type}`] : []),
        '',
        p.value,
      ].join('\r\n'),
    )
    .join('\r\n');
  return { body: `${body}\r\n--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

describe('parseBody', () => {
  it('JSON', async () => {
    const req = fakeRequest({ 'content-type': 'application/json; charset=utf-8' }, '{"amount":100}');
    expect(await parseBody(req, ALL, LIMITS)).toEqual({ value: { amount: 100 }, kind: 'json' });
  });

  it('form-encoded with bracket notation', async () => {
    const req = fakeRequest({ 'content-type': 'application/x-www-form-urlencoded' }, 'line_items[0][name]=a&notes[k]=v');
    expect(await parseBody(req, ALL, LIMITS)).toEqual({ value: { line_items: [{ name: 'a' }], notes: { k: 'v' } }, kind: 'form' });
  });

  it('multipart: text fields and a file part', async () => {
    const { body, type } = multipart([
      { name: 'purpose', value: 'dispute_evidence' },
      { name: 'file', filename: 'a.png', type: 'image/png', value: 'PNGDATA' },
    ]);
    const parsed = await parseBody(fakeRequest({ 'content-type': type }, body), ALL, LIMITS);
    expect(parsed.kind).toBe('multipart');
    const value = parsed.value as { purpose: string; file: { filename: string; mimeType: string; size: number; data: Buffer } };
    expect(value.purpose).toBe('dispute_evidence');
    expect(value.file).toMatchObject({ filename: 'a.png', mimeType: 'image/png', size: 7 });
    expect(value.file.data.toString()).toBe('PNGDATA');
  });

  it('a media type neither JSON nor a form: its bytes, whatever they are (image/png, application/octet-stream)', async () => {
    const png = { contentTypes: ['image/png', 'application/problem+json'], fileFields: [] };
    const bytes = '\u0089PNG not JSON';
    const parsed = await parseBody(fakeRequest({ 'content-type': 'image/png' }, bytes), png, LIMITS);
    expect(parsed.kind).toBe('raw');
    expect(Buffer.isBuffer(parsed.value) && (parsed.value as Buffer).toString()).toBe(bytes);
    // a `+json` media type is JSON (RFC 6839 section 3.1)
    expect(await parseBody(fakeRequest({ 'content-type': 'application/problem+json' }, '{"a":1}'), png, LIMITS)).toEqual({ value: { a: 1 }, kind: 'json' });
    // bounded like one file part
    expect((await refusal(parseBody(fakeRequest({ 'content-type': 'image/png' }, 'x'.repeat(LIMITS.file + 1)), png, LIMITS))).key).toBe('payload_too_large');
  });

  it('multipart: an application/json part holds its JSON (OpenAPI 3.1 section 4.8.15), a text part its text', async () => {
    const { body, type } = multipart([
      { name: 'object', type: 'application/json', value: '{"foo":"a"}' },
      { name: 'object_text', value: '{"foo":"a"}' },
    ]);
    const parsed = await parseBody(fakeRequest({ 'content-type': type }, body), ALL, LIMITS);
    expect(parsed.value).toEqual({ object: { foo: 'a' }, object_text: '{"foo":"a"}' });
    const broken = multipart([{ name: 'object', type: 'application/json', value: '{"foo"' }]);
    expect((await refusal(parseBody(fakeRequest({ 'content-type': broken.type }, broken.body), ALL, LIMITS))).key).toBe('invalid_json');
  });

  it('no body at all', async () => {
    expect(await parseBody(fakeRequest({}), ALL, LIMITS)).toEqual({ value: undefined, kind: 'none' });
  });

  it.each([
    ['a declared length over the limit', { 'content-type': 'application/json', 'content-length': '1000' }, 'x', 'payload_too_large', { limit: 64 }],
    [
      'a streamed body passing the limit',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      `{"a":"${'x'.repeat(100)}"}`,
      'payload_too_large',
      { limit: 64 },
    ],
    ['JSON that does not parse', { 'content-type': 'application/json' }, '{bad', 'invalid_json', {}],
    ['a media type the operation does not take', { 'content-type': 'text/plain' }, 'hi', 'unsupported_media_type', { accepted: ALL.contentTypes.join(' or ') }],
  ])('%s: %s', async (_name, headers, body, key, params) => {
    const r = await refusal(parseBody(fakeRequest(headers, body, 16), ALL, LIMITS));
    expect(r).toMatchObject({ key, params });
  });

  it('415 lists the accepted media types in Accept (RFC 9110 15.5.16)', async () => {
    const r = await refusal(parseBody(fakeRequest({ 'content-type': 'text/plain' }, 'hi'), { contentTypes: ['application/json'], fileFields: [] }, LIMITS));
    expect(r.headers).toEqual({ accept: 'application/json' });
  });

  it.each([
    ['over the file limit', ALL, 257],
    ["over its field's own limit (spec x-max-bytes)", { ...ALL, fileMaxBytes: { file: 100 } }, 101],
  ] as const)("a file part %s is the field's error (400), not 413", async (_name, spec, bytes) => {
    const { body, type } = multipart([{ name: 'file', filename: 'big.pdf', value: 'x'.repeat(bytes) }]);
    const r = await refusal(parseBody(fakeRequest({ 'content-type': type }, body), spec, LIMITS));
    expect([r.key, r.field]).toEqual(['file_too_large', 'file']);
  });

  it('a file part of exactly the limit is taken', async () => {
    const { body, type } = multipart([{ name: 'file', filename: 'ok.pdf', value: 'x'.repeat(256) }]);
    const parsed = await parseBody(fakeRequest({ 'content-type': type }, body), ALL, LIMITS);
    expect((parsed.value as { file: { size: number } }).file.size).toBe(256);
  });

  it('a multipart body that does not parse', async () => {
    const r = await refusal(parseBody(fakeRequest({ 'content-type': 'multipart/form-data' }, 'nothing'), ALL, LIMITS));
    expect(r.key).toBe('invalid_multipart');
  });
});
