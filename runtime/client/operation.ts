/**
 * What the generated client tells the transport about an operation, and the file parts a
 * multipart body carries: the vocabulary transport.ts and encoding.ts share (types only).
 */

/** A file for a multipart field: a Blob (or File), or bytes with a filename. */
export type FilePart = Blob | { data: Blob | ArrayBuffer | Uint8Array; filename?: string; mimeType?: string };

/** A multipart body type with the spec's file fields as FilePart. */
export type WithFileParts<B, K extends string> = Omit<B, K> & { [P in K]: FilePart };

/** What the generated client knows about one operation. */
export interface OperationDef {
  operationId: string;
  method: string;
  /** The operation's server path prefix (`/v1`, `/oauth`). */
  basePath: string;
  path: string;
  pathParams: readonly string[];
  /** GET: safe to retry (RFC 9110 section 9.2.2). */
  idempotent: boolean;
  /** Takes `Idempotency-Key`: the client sends a fresh one per call, the same on each retry, and so may retry. */
  idempotencyKey?: boolean;
  body: 'json' | 'form' | 'multipart' | null;
  fileFields: readonly string[];
  response: 'json' | 'empty' | 'binary' | 'redirect';
}
