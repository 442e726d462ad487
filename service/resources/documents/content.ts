/**
 * What an uploaded file is (spec createDocument rules 3 and 4), decided from its bytes, never
 * from the part's declared type or name: file-type reads the signature (magic numbers) of the
 * content (https://github.com/sindresorhus/file-type), so a text file named `receipt.pdf` is
 * refused, and an SDK's `application/octet-stream` part without a filename is accepted when its
 * content is a PDF. Pure, apart from file-type's parsing of the buffer.
 */
import { fileTypeFromBuffer } from 'file-type';
import { routes } from '../../../generated/server/index.js';
import type { Document } from '../../../generated/types/index.js';

/** The media types the spec allows for createDocument's `file` (CreateDocumentBody x-allowed-media-types). */
const ALLOWED: readonly string[] = routes.find((r) => r.operationId === 'createDocument')?.body?.fileMediaTypes?.file ?? [];

/** The file's media type when it is one the spec allows; undefined otherwise (an empty file included). */
export async function detectMediaType(content: Uint8Array): Promise<Document['mime_type'] | undefined> {
  if (content.length === 0) return undefined;
  const found = await fileTypeFromBuffer(content);
  return found && ALLOWED.includes(found.mime) ? (found.mime as Document['mime_type']) : undefined;
}

/** The extension a document of `mime` gets when its part names no file (rule 4). */
const EXTENSIONS: Record<Document['mime_type'], string> = {
  'image/jpg': 'jpg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The longest name the spec keeps (Document.name maxLength). */
const MAX_NAME = 255;

/**
 * The document's `name` (rule 4): the part's filename without any directory part (a client's
 * `C:\\fakepath\\x.pdf` or `../../x.pdf`), control characters, quotes or backslashes, cut to 255
 * characters; `file.<ext>` when nothing is left.
 */
export function documentName(filename: string | undefined, mime: Document['mime_type']): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"\\]/g, '').trim();
  const name = [...clean].slice(0, MAX_NAME).join('');
  return name === '' || name === '.' || name === '..' ? `file.${EXTENSIONS[mime]}` : name;
}
