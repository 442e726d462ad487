/**
 * Request encoding: bodies as JSON, form-encoded with bracket notation (`line_items[0][name]`,
 * as the server's form parser reads it) or multipart with file parts; query strings; the Basic
 * credentials. Only the platform's `FormData`, `Blob`, `URLSearchParams` and `btoa`.
 */
import type { FilePart, OperationDef } from './operation.js';

export function encodeBody(op: OperationDef, body: unknown, headers: Record<string, string>): string | FormData | undefined {
  if (body === undefined || op.body === null) return undefined;
  if (op.body === 'json') {
    headers['content-type'] = 'application/json';
    return JSON.stringify(body);
  }
  if (op.body === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(flatten(body)).toString();
  }
  // multipart: fetch sets the Content-Type with its boundary itself.
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (op.fileFields.includes(key)) appendFile(form, key, value as FilePart);
    else for (const [name, text] of flatten(value, key)) form.append(name, text);
  }
  return form;
}

function appendFile(form: FormData, key: string, file: FilePart): void {
  if (file instanceof Blob) {
    form.append(key, file, (file as Blob & { name?: string }).name ?? 'file');
    return;
  }
  const blob = file.data instanceof Blob ? file.data : new Blob([file.data as ArrayBuffer], { type: file.mimeType ?? 'application/octet-stream' });
  form.append(key, blob, file.filename ?? 'file');
}

/** Bracket notation (`line_items[0][name]`), as the server's form parser reads it. */
export function flatten(value: unknown, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, key: string): void => {
    if (v === undefined) return;
    if (v === null) out.push([key, '']);
    else if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) walk(item, `${key}[${i}]`);
    } else if (typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, key ? `${key}[${k}]` : k);
    else out.push([key, String(v)]);
  };
  walk(value, prefix);
  return out;
}

/** Query strings: arrays as repeated keys, objects in bracket notation. */
export function encodeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else for (const [name, text] of flatten(value, key)) params.append(name, text);
  }
  return params.toString();
}

export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
