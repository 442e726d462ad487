/**
 * Documents (spec tag `documents`: createDocument, fetchDocument, fetchDocumentContent): files
 * uploaded as dispute evidence. The row (the spec's Document, in `documents`) and the bytes
 * (`document_contents`, store/migrations.ts) are written in one transaction (rule 5), so every
 * gateway process on the database serves every document and a crash leaves neither without the
 * other. A document is visible only in the mode of the key that uploaded it.
 */
import contentDisposition from 'content-disposition';
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Document } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { defineResource } from '../resource.js';
import { detectMediaType, documentName } from './content.js';

/** The stored bytes of a document of `mode`. */
async function contentOf(tx: Tx, mode: Mode, id: string): Promise<Buffer | undefined> {
  const row = await tx.sql.get<{ content: Uint8Array }>('SELECT content FROM document_contents WHERE mode = ? AND id = ?', [mode, id]);
  return row ? Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) : undefined;
}

export const resource = defineResource('documents', (ctx: ServiceContext) => ({
  async createDocument({ body, auth }) {
    const { file } = body;
    const mime = await detectMediaType(file.data);
    if (!mime) throw refuse('document_type_not_allowed'); // rule 3
    const document: Document = {
      id: newId(idPrefixes.Document),
      entity: 'document',
      purpose: body.purpose,
      name: documentName(file.filename, mime),
      mime_type: mime,
      size: file.size,
      created_at: ctx.clocks.of(auth.mode).now(),
    };
    await ctx.store.transaction(async (tx) => {
      await tx.entities('documents').insert(auth.mode, document);
      await tx.sql.run('INSERT INTO document_contents (mode, id, content) VALUES (?, ?, ?)', [auth.mode, document.id, file.data]);
    });
    return document;
  },

  async fetchDocument({ params, auth }) {
    const found = await ctx.store.transaction((tx) => tx.entities('documents').get(auth.mode, params.document_id), { readOnly: true });
    if (!found) throw refuse('id_not_found', {}, { field: 'document_id' });
    return found;
  },

  async fetchDocumentContent({ params, auth }) {
    const found = await ctx.store.transaction(
      async (tx) => {
        const document = await tx.entities('documents').get(auth.mode, params.document_id);
        const content = document ? await contentOf(tx, auth.mode, document.id) : undefined;
        return document && content ? { document, content } : undefined;
      },
      { readOnly: true },
    );
    if (!found) throw refuse('id_not_found', {}, { field: 'document_id' });
    const { document, content } = found;
    return {
      status: 200,
      headers: {
        // rule 1: `image/jpg` is not a registered type; browsers and clients know image/jpeg
        'content-type': document.mime_type === 'image/jpg' ? 'image/jpeg' : document.mime_type,
        // RFC 6266: always an attachment, `filename*` (RFC 8187) for a name outside ASCII
        'content-disposition': contentDisposition(document.name),
        'x-content-type-options': 'nosniff',
        'content-length': content.length,
      },
      body: content,
    };
  },
}));
