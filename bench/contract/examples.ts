/**
 * The requests a document's own examples make: for each operation, the path with its
 * parameters' examples, the query and header parameters that have one, and the request body's
 * example. Ordered as Dredd's `--sorted` orders its transactions (POST, GET, PUT, PATCH, DELETE;
 * the document's order within a method), so a create comes before the fetch of what it made.
 */
import SwaggerParser from '@apidevtools/swagger-parser';

export interface ExampleRequest {
  operationId: string;
  method: string;
  /** path and query, e.g. `/tasks?limit=10` */
  target: string;
  headers: Record<string, string>;
  body?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { example?: unknown };
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
}

const ORDER = ['post', 'get', 'put', 'patch', 'delete'];

const exampleOf = (p: { example?: unknown; examples?: Record<string, { value?: unknown }>; schema?: { example?: unknown } }) =>
  p.example ?? Object.values(p.examples ?? {})[0]?.value ?? p.schema?.example;

export async function exampleRequests(spec: string): Promise<ExampleRequest[]> {
  const doc = (await SwaggerParser.dereference(spec)) as unknown as { paths: Record<string, Record<string, unknown>> };
  const out: (ExampleRequest & { rank: number })[] = [];
  let n = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of ORDER) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const params = [...shared.filter((s) => !op.parameters?.some((p) => p.name === s.name && p.in === s.in)), ...(op.parameters ?? [])];
      let target = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of params) {
        const value = exampleOf(p);
        if (value === undefined) continue;
        if (p.in === 'path') target = target.replace(`{${p.name}}`, encodeURIComponent(String(value)));
        else if (p.in === 'query') query.set(p.name, String(value));
        else if (p.in === 'header') headers[p.name] = String(value);
      }
      const media = Object.entries(op.requestBody?.content ?? {})[0];
      const body = media ? exampleOf(media[1]) : undefined;
      if (media) headers['content-type'] = media[0];
      const search = query.toString();
      out.push({
        operationId: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        target: search ? `${target}?${search}` : target,
        headers,
        ...(body === undefined ? {} : { body }),
        rank: ORDER.indexOf(method) * 10_000 + n++,
      });
    }
  }
  return out.sort((a, b) => a.rank - b.rank).map(({ rank: _, ...request }) => request);
}
