/**
 * Pagination, for the ways lists page (named by their query parameters): a page size (`limit`,
 * `count`, `per_page`, `page_size`...) and a way to the next page: an offset (`offset`, `skip`,
 * `start`), a page number (`page`), or a cursor (`cursor`, `after`, `starting_after`,
 * `page_token`...) that the previous page gives in its body, in an RFC 8288 `Link: <...>;
 * rel="next"` header, or as its last item's id (`starting_after`). The check: each page keeps
 * its size, two consecutive pages share no item, and together they are the first page twice
 * as long. A list that changed while it was paged is skipped, never blamed.
 */
import type { ApiModel, OperationModel, ParameterModel } from '../generator/model/types.js';
import { documentedResponse, type Failure } from './checks.js';
import type { Answer, WireRequest } from './http.js';
import { collectionItems } from './kinds.js';
import { effective, isRecord, typesOf } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult } from './types.js';

const LIMITS = ['limit', 'count', 'per_page', 'perpage', 'page_size', 'pagesize', 'size', 'max_results', 'maxresults', 'take', 'first', 'top', '$top'];
const OFFSETS = ['offset', 'skip', 'start', '$skip'];
const PAGES = ['page', 'page_number', 'pagenumber'];
const CURSORS = ['cursor', 'after', 'starting_after', 'page_token', 'pagetoken', 'next_token', 'nexttoken', 'continuation_token', 'continuationtoken', 'next'];
/** Body fields that hold the next page's cursor. */
const NEXT_FIELDS = [
  'next_cursor',
  'nextCursor',
  'next_page_token',
  'nextPageToken',
  'next_token',
  'nextToken',
  'cursor',
  'next',
  'continuation_token',
  'continuationToken',
];

const norm = (name: string) => name.toLowerCase().replace(/-/g, '_');

function integerParam(p: ParameterModel, model: ApiModel): boolean {
  const types = typesOf(effective(p.schema, model.schemas));
  return types.includes('integer') || types.includes('number');
}

export interface LimitParam {
  name: string;
  min: number;
  max: number;
}

/** The list's page-size parameter, and the sizes its schema allows (at most 100 asked). */
export function limitParam(op: OperationModel, model: ApiModel): LimitParam | undefined {
  const p = op.queryParams.find((q) => LIMITS.includes(norm(q.name)) && integerParam(q, model));
  if (!p) return undefined;
  const s = effective(p.schema, model.schemas);
  const min = typeof s.minimum === 'number' ? Math.ceil(s.minimum) : typeof s.exclusiveMinimum === 'number' ? Math.floor(s.exclusiveMinimum) + 1 : 1;
  const max = typeof s.maximum === 'number' ? Math.floor(s.maximum) : typeof s.exclusiveMaximum === 'number' ? Math.ceil(s.exclusiveMaximum) - 1 : 100;
  return { name: p.name, min: Math.max(min, 0), max: Math.min(max, 100) };
}

export type NextPage = { style: 'offset' | 'page'; name: string; first: number } | { style: 'cursor'; name: string };

export function nextPageParam(op: OperationModel, model: ApiModel): NextPage | undefined {
  const offset = op.queryParams.find((q) => OFFSETS.includes(norm(q.name)) && integerParam(q, model));
  if (offset) return { style: 'offset', name: offset.name, first: 0 };
  const page = op.queryParams.find((q) => PAGES.includes(norm(q.name)) && integerParam(q, model));
  if (page) {
    const s = effective(page.schema, model.schemas);
    return { style: 'page', name: page.name, first: typeof s.minimum === 'number' ? s.minimum : typeof s.default === 'number' ? s.default : 1 };
  }
  const cursor = op.queryParams.find((q) => CURSORS.includes(norm(q.name)) && !integerParam(q, model));
  return cursor ? { style: 'cursor', name: cursor.name } : undefined;
}

/** A list: a GET whose success answer is an array or an object holding one. */
export function isList(op: OperationModel, model: ApiModel): boolean {
  if (op.method !== 'get') return false;
  const schema = effective(documentedResponse(op, 200)?.schema, model.schemas);
  if (typesOf(schema).includes('array')) return true;
  return isRecord(schema.properties) && Object.values(schema.properties).some((p) => typesOf(effective(p, model.schemas)).includes('array'));
}

const identity = (item: unknown) => (isRecord(item) && item.id !== undefined ? JSON.stringify(item.id) : JSON.stringify(item));

/** The URL of an RFC 8288 `Link: <...>; rel="next"` header, when the answer has one. */
function nextLink(answer: Answer): string | undefined {
  const link = answer.headers.get('link');
  return (link && /<([^>]+)>\s*;[^,]*rel="?next"?/i.exec(link)?.[1]) || undefined;
}

/** The cursor the answer gives for the page after it. */
function cursorAfter(answer: Answer, name: string): string | undefined {
  if (isRecord(answer.body)) {
    for (const field of NEXT_FIELDS) {
      const v = answer.body[field];
      if (typeof v === 'string' && v) return v;
      if (isRecord(v) && typeof v.cursor === 'string') return v.cursor;
    }
  }
  // Stripe-style `starting_after` / `after`: the last item's id
  if (['starting_after', 'after'].includes(norm(name))) {
    const items = collectionItems(answer.body) ?? [];
    const last = items[items.length - 1];
    if (isRecord(last) && (typeof last.id === 'string' || typeof last.id === 'number')) return String(last.id);
  }
  return undefined;
}

export async function paginationCase(session: Session, op: OperationModel): Promise<CaseResult> {
  const model = session.model;
  const base: Omit<CaseResult, 'outcome' | 'detail'> = {
    id: `${op.operationId} pagination`,
    kind: 'stateful',
    operationId: op.operationId,
    title: 'pagination: limit kept, pages disjoint and complete',
  };
  const skip = (why: string): CaseResult => ({ ...base, outcome: 'skip', detail: `(${why})` });
  const limit = limitParam(op, model);
  const next = nextPageParam(op, model);
  if (!limit || !next) return skip('no page-size and next-page parameters');
  const size = Math.max(2, limit.min);
  if (2 * size > limit.max) return skip(`pages of ${size} and ${2 * size} do not fit ${limit.name} up to ${limit.max}`);
  const filled = await session.validRequest(op.operationId, {});
  if ('reason' in filled) return skip(filled.reason);
  const ask = async (query: Record<string, unknown>): Promise<Answer> => {
    const wire: WireRequest = { ...filled.wire, query: { ...filled.wire.query, ...query } };
    return session.send(op.operationId, wire);
  };
  // enough items for two pages, where the document says how to make them
  for (const kind of session.kinds.listedBy(op)) {
    for (let i = 0; i < 2 * size; i++) {
      const whole = await ask({ [limit.name]: 2 * size });
      if ((collectionItems(whole.body)?.length ?? 0) >= 2 * size || !session.kinds.creator(kind)) break;
      const made = await session.obtain(kind, undefined, true);
      if ('reason' in made) break;
    }
  }
  const whole = await ask({ [limit.name]: 2 * size });
  if (whole.status !== 200) return skip(`${op.operationId} answered ${whole.status}`);
  const all = collectionItems(whole.body) ?? [];
  const failures: Failure[] = [];
  if (all.length > 2 * size) failures.push({ check: 'pagination', message: `${limit.name}=${2 * size} answered ${all.length} items` });
  const first = await ask({ [limit.name]: size });
  const page1 = collectionItems(first.body) ?? [];
  if (page1.length > size) failures.push({ check: 'pagination', message: `${limit.name}=${size} answered ${page1.length} items` });
  if (all.length < 2 * size) {
    const done = failures.length ? 'fail' : 'pass';
    return {
      ...base,
      outcome: done,
      detail: failures.length ? failures.map((f) => f.message).join('; ') : `-> ${all.length} items in all (the limit kept; too few to page)`,
      ...(failures.length ? { failures } : {}),
      request: first.request,
    };
  }
  // paging is judged where a short first page is the start of a long one (a stream that answers its
  // newest items first, waitForEvents without `after`, is no paged list)
  if (JSON.stringify(page1.map(identity)) !== JSON.stringify(all.slice(0, page1.length).map(identity)))
    return skip(`${limit.name}=${size} is not the start of ${limit.name}=${2 * size}: the list does not page from its start`);
  let query: Record<string, unknown>;
  // RFC 8288: a `next` link the server gives is the way to the next page, whatever the parameters
  const linked = nextLink(first);
  if (linked) query = Object.fromEntries(new URL(linked, first.request.url).searchParams);
  else if (next.style === 'offset') query = { [next.name]: size };
  else if (next.style === 'page') query = { [next.name]: next.first + 1 };
  else {
    const cursor = cursorAfter(first, next.name);
    if (!cursor) return skip(`the first page gives no cursor for ${next.name}`);
    query = { [next.name]: cursor };
  }
  const second = await ask(linked ? query : { [limit.name]: size, ...query });
  const page2 = collectionItems(second.body) ?? [];
  const again = await ask({ [limit.name]: 2 * size });
  if (JSON.stringify((collectionItems(again.body) ?? []).map(identity)) !== JSON.stringify(all.map(identity)))
    return skip('the list changed while it was paged');
  if (second.status >= 400) failures.push({ check: 'pagination', message: `the second page (${JSON.stringify(query)}) answered ${second.status}` });
  if (page2.length > size) failures.push({ check: 'pagination', message: `${limit.name}=${size} answered ${page2.length} items on the second page` });
  const one = page1.map(identity);
  const two = page2.map(identity);
  const both = one.filter((id) => two.includes(id));
  if (both.length) failures.push({ check: 'pagination', message: `pages 1 and 2 both hold ${both.slice(0, 3).join(', ')}` });
  const expected = all.map(identity);
  const missing = expected.filter((id) => !one.includes(id) && !two.includes(id));
  if (!both.length && missing.length)
    failures.push({ check: 'pagination', message: `pages 1 and 2 miss ${missing.slice(0, 3).join(', ')} of the first ${2 * size}` });
  return {
    ...base,
    outcome: failures.length ? 'fail' : 'pass',
    detail: failures.length ? failures.map((f) => f.message).join('; ') : `-> pages of ${page1.length} and ${page2.length} over ${all.length}`,
    request: second.request,
    ...(failures.length ? { failures } : {}),
  };
}
