/**
 * Request bodies, per the media types the operation's spec accepts: JSON, form-encoded with
 * bracket notation (`line_items[0][name]=x`), and multipart/form-data for file uploads.
 * Every reader enforces a byte limit (413) before buffering more than it allows.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import qs from 'qs';
import { Refusal } from './errors.js';

export interface BodyLimits {
  /** application/json, default 1 MiB. */
  json: number;
  /** application/x-www-form-urlencoded, default 1 MiB. */
  form: number;
  /** multipart/form-data, the whole request (413 above it), default 11 MiB: a file at its limit plus the other parts. */
  multipart: number;
  /** multipart/form-data, one file part (400 on the field above it, or above the field's own spec limit), default 10 MiB. */
  file: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = { json: 1 << 20, form: 1 << 20, multipart: 11 << 20, file: 10 << 20 };

/** A multipart file part as handlers receive it. */
export interface UploadedFile {
  /** The part's filename, when the client sent one. */
  filename: string | undefined;
  /** The part's declared Content-Type (not trusted: inspect `data` to decide the type). */
  mimeType: string;
  size: number;
  data: Buffer;
}

export interface ParsedBody {
  value: unknown;
  /**
   * `json` bodies are checked with the strict body validator, `form` and `multipart` ones with
   * `bodyForm`; a `raw` body (any other media type: `image/png`, `application/octet-stream`,
   * `application/xml`) is its bytes, a Buffer, which no JSON Schema describes.
   */
  kind: 'json' | 'form' | 'multipart' | 'raw' | 'none';
}

/** A JSON media type: `application/json` (RFC 8259 section 11) or any with the `+json` suffix (RFC 6839 section 3.1). */
export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** How a body of `type` (a media type, lower case, without parameters) is read. */
function kindOf(type: string): ParsedBody['kind'] {
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return isJsonMediaType(type) ? 'json' : 'raw';
}

/** File parts one multipart request may carry. */
const MAX_FILES = 20;

/** Options of `qs.parse`: bounded depth and array size so a request cannot build huge structures. */
const QS_OPTIONS = { depth: 5, arrayLimit: 50, parameterLimit: 1000 } as const;

/** The media type of a Content-Type header, lower case, without parameters (RFC 9110 8.3.1). */
export function mediaType(header: string | undefined): string {
  if (!header) return '';
  const semi = header.indexOf(';');
  return (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
}

/** True when the request carries a body (RFC 9112 section 6.3). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

export async function parseBody(
  req: IncomingMessage,
  spec: { contentTypes: readonly string[]; fileFields: readonly string[]; fileMaxBytes?: Readonly<Record<string, number>> },
  limits: BodyLimits,
): Promise<ParsedBody> {
  // A body a framework (Express body-parser) has already read: use its parsed value.
  const preParsed = (req as IncomingMessage & { body?: unknown }).body;
  if (req.readableEnded && preParsed !== undefined) {
    return { value: preParsed, kind: kindOf(mediaType(req.headers['content-type'])) };
  }
  if (!hasBody(req)) return { value: undefined, kind: 'none' };
  const type = mediaType(req.headers['content-type']);
  if (!spec.contentTypes.includes(type)) throw unsupportedMediaType(spec.contentTypes);
  const kind = kindOf(type);
  if (kind === 'multipart') return { value: await readMultipart(req, spec, limits), kind };
  // bytes as they came, whatever their charset: an image or a document is the handler's to read, as one file part is
  if (kind === 'raw') return { value: await readRaw(req, limits.file), kind };
  // RFC 8259 section 8.1: JSON is UTF-8; a form is read as UTF-8 too, so another charset is refused, not misread
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii')
    throw unsupportedMediaType(spec.contentTypes.map((t) => `${t}; charset=utf-8`));
  if (kind === 'form') {
    const text = utf8(await readRaw(req, limits.form));
    return { value: qs.parse(text, QS_OPTIONS), kind: 'form' };
  }
  const raw = await readRaw(req, limits.json);
  if (raw.length === 0) return { value: undefined, kind: 'none' };
  const text = utf8(raw);
  try {
    return { value: JSON.parse(text), kind: 'json' };
  } catch {
    throw new Refusal('invalid_json');
  }
}

/** The charset parameter of a Content-Type header, lower case (RFC 9110 section 8.3.2). */
function charsetOf(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(header);
  return match?.[1]?.toLowerCase();
}

/** Bytes that are not UTF-8 are refused, never replaced with U+FFFD behind the client's back. */
function utf8(bytes: Buffer): string {
  if (!isUtf8(bytes)) throw new Refusal('invalid_encoding', { what: 'The request body' });
  return bytes.toString('utf8');
}

function tooLarge(limitBytes: number): Refusal {
  return new Refusal('payload_too_large', { limit: limitBytes });
}

/** RFC 9110 section 15.5.16: the body's media type is not one the operation accepts; `Accept` lists those it does. */
function unsupportedMediaType(accepted: readonly string[]): Refusal {
  return new Refusal('unsupported_media_type', { accepted: accepted.join(' or ') }, { headers: { accept: accepted.join(', ') } });
}

/** Reads the whole body, refusing with 413 as soon as it passes `limit` bytes. */
export function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    discard(req);
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        discard(req);
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Lets the rest of an refused body flow into nothing, so the 413 answer can be read. */
function discard(req: IncomingMessage): void {
  req.resume();
}

/**
 * multipart/form-data (RFC 7578). Text parts are assembled with the same bracket notation as
 * form bodies; parts named in the spec's file fields become `UploadedFile`s, also when a
 * client sends them without a filename (as some SDKs do).
 */
function readMultipart(
  req: IncomingMessage,
  { fileFields, fileMaxBytes }: { fileFields: readonly string[]; fileMaxBytes?: Readonly<Record<string, number>> },
  limits: BodyLimits,
): Promise<Record<string, unknown>> {
  // a file above its field's limit is the client's input to correct (400 on the field), not an oversized request
  const maxOf = (name: string): number => Math.min(fileMaxBytes?.[name] ?? limits.file, limits.file);
  const fileTooLarge = (name: string): Refusal => {
    const max = maxOf(name);
    return new Refusal('file_too_large', { field: name, kilobytes: Math.floor(max / 1024) }, { field: name });
  };
  const declared = Number(req.headers['content-length']);
  if (declared > limits.multipart) {
    discard(req);
    return Promise.reject(tooLarge(limits.multipart));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // busboy signals `limit` on reaching fileSize, so a file of exactly the limit needs one byte more
          fileSize: limits.file + 1,
          files: MAX_FILES,
          fields: QS_OPTIONS.parameterLimit,
          fieldSize: limits.form,
          parts: QS_OPTIONS.parameterLimit + MAX_FILES,
        },
      });
    } catch {
      discard(req);
      reject(new Refusal('invalid_multipart'));
      return;
    }
    const fields = new URLSearchParams();
    const files: [string, UploadedFile][] = [];
    const json: [string, unknown][] = [];
    let total = 0;
    let failed = false;
    const fail = (error: Refusal): void => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      discard(req);
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.multipart) fail(tooLarge(limits.multipart));
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge(limits.form));
      if (fileFields.includes(name)) {
        const data = Buffer.from(value, 'utf8');
        files.push([name, { filename: undefined, mimeType: info.mimeType, size: data.length, data }]);
      } else textPart(name, value, info.mimeType);
    });
    /**
     * A part that is not a file: its text, or the JSON it holds when it says it is JSON (OpenAPI
     * 3.1 section 4.8.15, Encoding Object: an object property's part is application/json by default).
     */
    const textPart = (name: string, text: string, mimeType: string): void => {
      if (mediaType(mimeType) !== 'application/json') {
        fields.append(name, text);
        return;
      }
      try {
        json.push([name, JSON.parse(text)]);
      } catch {
        fail(new Refusal('invalid_json'));
      }
    };
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(fileTooLarge(name)));
      stream.on('end', () => {
        if (failed) return;
        if (fileFields.includes(name) && size > maxOf(name)) return fail(fileTooLarge(name));
        const data = Buffer.concat(chunks, size);
        // A text field sent as a file part: its value is its text.
        if (fileFields.includes(name)) files.push([name, { filename: info.filename, mimeType: info.mimeType, size, data }]);
        else textPart(name, data.toString('utf8'), info.mimeType);
      });
    });
    parser.on('filesLimit', () => fail(new Refusal('too_many_parts', { limit: MAX_FILES })));
    parser.on('fieldsLimit', () => fail(new Refusal('too_many_parts', { limit: QS_OPTIONS.parameterLimit })));
    parser.on('partsLimit', () => fail(new Refusal('too_many_parts', { limit: QS_OPTIONS.parameterLimit + MAX_FILES })));
    parser.on('error', () => fail(new Refusal('invalid_multipart')));
    parser.on('close', () => {
      if (failed) return;
      const value = qs.parse(fields.toString(), QS_OPTIONS) as Record<string, unknown>;
      for (const [name, parsed] of json) {
        const prev = value[name];
        value[name] = prev === undefined ? parsed : Array.isArray(prev) ? [...prev, parsed] : [prev, parsed];
      }
      for (const [name, file] of files) {
        const prev = value[name];
        value[name] = prev === undefined ? file : Array.isArray(prev) ? [...prev, file] : [prev, file];
      }
      resolve(value);
    });
    req.pipe(parser);
  });
}
