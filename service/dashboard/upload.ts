/**
 * A dashboard form that carries a file (`enctype="multipart/form-data"`, RFC 7578): read with the
 * gateway's own multipart reader and the limits of the operation the file is for (spec
 * createDocument: one `file` part of at most 10 MB, the whole request at most 11 MB), taken from
 * the generated routing table, so the dashboard never holds more than the API would take and
 * refuses above it in the API's words (400 file_too_large, 413 payload_too_large), before anything
 * is uploaded. The other parts are the form's text fields, its CSRF token among them.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_BODY_LIMITS, parseBody, routes, type UploadedFile } from '../../generated/server/index.js';

const createDocument = routes.find((r) => r.operationId === 'createDocument');
if (!createDocument?.body) throw new Error('spec: createDocument takes a multipart body');
const upload = createDocument.body;

/** The file part's name: createDocument's one file field. */
export const FILE_FIELD = upload.fileFields[0] ?? 'file';

export interface UploadForm {
  form: URLSearchParams;
  files: ReadonlyMap<string, UploadedFile>;
}

function isFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/** Throws the API's Refusal for a body above createDocument's limits or one that is not multipart. */
export async function readUpload(req: IncomingMessage): Promise<UploadForm> {
  const parsed = await parseBody(
    req,
    { contentTypes: ['multipart/form-data'], fileFields: upload.fileFields, ...(upload.fileMaxBytes ? { fileMaxBytes: upload.fileMaxBytes } : {}) },
    DEFAULT_BODY_LIMITS,
  );
  const form = new URLSearchParams();
  const files = new Map<string, UploadedFile>();
  for (const [name, value] of Object.entries((parsed.value ?? {}) as Record<string, unknown>)) {
    if (isFile(value)) files.set(name, value);
    else if (typeof value === 'string') form.set(name, value);
  }
  return { form, files };
}
