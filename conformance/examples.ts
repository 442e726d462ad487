/**
 * Request-body examples by operation, read from the bundled document: the model keeps
 * schemas, not media-type examples, and spec/README.md "Examples" promises an `example` (or
 * `examples`) on every request body. Pure: the document is not mutated.
 * @see OpenAPI 3.1 section 4.8.14 (Media Type Object: example / examples)
 */
import type { JsonSchema } from '../generator/model/types.js';

export interface BodyExample {
  contentType: string;
  /** `examples` key, or `example` for the single form. */
  name: string;
  value: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function isRecord(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function resolve(doc: JsonSchema, value: unknown, hops = 0): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string' || hops > 32 || !value.$ref.startsWith('#/')) return value;
  let node: unknown = doc;
  for (const raw of value.$ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[key] : undefined;
  }
  return resolve(doc, node, hops + 1);
}

/** operationId -> the request body examples of every media type, in spec order. */
export function requestExamples(doc: JsonSchema): Record<string, BodyExample[]> {
  const out: Record<string, BodyExample[]> = {};
  const paths = isRecord(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    const pathItem = resolve(doc, item);
    if (!isRecord(pathItem)) continue;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isRecord(op) || typeof op.operationId !== 'string') continue;
      const body = resolve(doc, op.requestBody);
      if (!isRecord(body) || !isRecord(body.content)) continue;
      const list: BodyExample[] = [];
      for (const [contentType, rawMedia] of Object.entries(body.content)) {
        const media = resolve(doc, rawMedia);
        if (!isRecord(media)) continue;
        if (media.example !== undefined) list.push({ contentType, name: 'example', value: media.example });
        for (const [name, rawExample] of Object.entries(isRecord(media.examples) ? media.examples : {})) {
          const example = resolve(doc, rawExample);
          if (isRecord(example) && example.value !== undefined) list.push({ contentType, name, value: example.value });
        }
      }
      out[op.operationId] = list;
    }
  }
  return out;
}
