/**
 * The inventory API (test/zoo/inventory/openapi.yaml), hand-written on node:http, in memory.
 * Correct unless `fault` names one of faults.ts: each fault is one `fault === '...'` branch below.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { credentials, listen, matchPath, readJson, type Started, type StartOptions, send } from '../kit/http.js';
import { checkObject, coerceInteger, type ObjectRules, type Problem, queryInteger, sameSecret } from '../kit/input.js';
import { INVENTORY_FAULTS } from './faults.js';

export const INVENTORY_USER = 'zoo:zoo-secret';

interface Item {
  id: number;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  category: string;
  tags?: string[];
  notes?: string | null;
  created_at: string;
  updated_at: string;
}

const INPUT: ObjectRules = {
  closed: true,
  required: ['sku', 'name', 'price', 'quantity', 'category'],
  fields: {
    sku: { type: 'string', pattern: /^[A-Z]{3}-[0-9]{4}$/u },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    price: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
    quantity: { type: 'integer', minimum: 0, maximum: 10000 },
    category: { type: 'string', enum: ['hardware', 'software', 'service'] },
    tags: { type: 'array', maxItems: 5, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 20 } },
    notes: { type: 'string', maxLength: 200, nullable: true },
  },
};

export async function start(options: StartOptions = {}): Promise<Started> {
  const fault = options.fault;
  if (fault !== undefined && !INVENTORY_FAULTS.some((f) => f.id === fault)) throw new Error(`inventory: no fault ${fault}`);
  const items = new Map<number, Item>();
  let count = 0;

  const error = (res: ServerResponse, status: number, code: string, message: string) => {
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Basic realm="zoo inventory", charset="UTF-8"' } : {};
    send(res, status, { code, message }, headers, fault === 'inventory.error-as-text' && status === 400 ? 'text/plain' : 'application/json');
  };
  const invalid = (res: ServerResponse, p: Problem) => error(res, 400, 'bad_request', `${p.pointer || 'body'}: ${p.reason}`);

  function rules(): ObjectRules {
    const fields = { ...INPUT.fields };
    if (fault === 'inventory.quantity-maximum-ignored') fields.quantity = { type: 'integer', minimum: 0 };
    if (fault === 'inventory.decimal-price-refused') fields.price = { type: 'integer', exclusiveMinimum: 0, maximum: 100000 };
    const required = fault === 'inventory.sku-required-ignored' ? INPUT.required.filter((r) => r !== 'sku') : INPUT.required;
    return { ...INPUT, fields, required };
  }

  async function input(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | null> {
    const body = await readJson(req);
    if (!body.ok) {
      invalid(res, { pointer: '', reason: body.reason });
      return null;
    }
    const wrong = checkObject(body.value, rules());
    if (wrong) {
      invalid(res, wrong);
      return null;
    }
    const value = body.value as Record<string, unknown>;
    if (fault === 'inventory.server-error-on-empty-tags' && Array.isArray(value.tags) && value.tags.length === 0) throw new Error('planted: empty tags');
    return value;
  }

  const fields = (v: Record<string, unknown>) => ({
    sku: v.sku as string,
    name: v.name as string,
    price: v.price as number,
    quantity: v.quantity as number,
    category: v.category as string,
    ...(v.tags !== undefined ? { tags: v.tags as string[] } : {}),
    ...(v.notes !== undefined ? { notes: v.notes as string | null } : {}),
  });
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    send(res, status, body, headers, 'application/json');

  async function create(req: IncomingMessage, res: ServerResponse) {
    const v = await input(req, res);
    if (!v) return;
    count += 1;
    const now = new Date().toISOString();
    const item: Item = { id: count, ...fields(v), created_at: now, updated_at: now };
    items.set(item.id, item);
    const where = fault === 'inventory.location-wrong' ? `/item/${item.id}` : `/items/${item.id}`;
    json(res, fault === 'inventory.create-answers-202' ? 202 : 201, item, { location: where });
  }

  function list(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const page = queryInteger(query, 'page', { minimum: 1, maximum: 10000, fallback: 1 });
    if (!page.ok) return invalid(res, page.problem);
    const perPage = queryInteger(query, 'per_page', { minimum: 1, maximum: 100, fallback: 20 });
    if (!perPage.ok) return invalid(res, perPage.problem);
    const size = fault === 'inventory.per-page-ignored' ? 20 : perPage.value;
    const all = [...items.values()];
    const from = (page.value - 1) * size;
    const headers: Record<string, string> = fault === 'inventory.no-total-count' ? {} : { 'x-total-count': String(all.length) };
    if (from + size < all.length && page.value < 10000) {
      // RFC 8288 section 3: an absolute URI reference to the next page
      const next = fault === 'inventory.link-next-same-page' ? page.value : page.value + 1;
      headers.link = `<http://${req.headers.host ?? 'localhost'}/items?page=${next}&per_page=${perPage.value}>; rel="next"`;
    }
    json(res, 200, all.slice(from, from + size), headers);
  }

  return listen(async (req, res, url) => {
    const method = req.method ?? 'GET';
    const item = matchPath('/items/{item_id}', url.pathname);
    if (url.pathname !== '/items' && !item) return error(res, 404, 'not_found', 'no such path');
    const basic = credentials(req, 'basic');
    const user = basic === null ? '' : Buffer.from(basic, 'base64').toString('utf8');
    const exempt = fault === 'inventory.get-without-auth' && item !== null && method === 'GET';
    if (!exempt && !sameSecret(user, INVENTORY_USER)) return error(res, 401, 'unauthorized', 'HTTP Basic credentials are required');
    if (!item) {
      if (method === 'POST') return create(req, res);
      if (method === 'GET') return list(req, res, url.searchParams);
      return error(res, 405, 'bad_request', 'method not allowed');
    }
    const id = coerceInteger(item.item_id);
    if (id === null || id < 1) return invalid(res, { pointer: '/item_id', reason: 'must be an integer of at least 1' });
    const found = items.get(id);
    if (method === 'PUT' && (found || (fault === 'inventory.put-revives-deleted' && id <= count))) {
      const v = await input(req, res);
      if (!v) return;
      const quantity = fault === 'inventory.put-adds-quantity' && found ? found.quantity + (v.quantity as number) : (v.quantity as number);
      const now = new Date().toISOString();
      const next: Item = { id, ...fields(v), quantity, created_at: found?.created_at ?? now, updated_at: now };
      items.set(id, next);
      return json(res, 200, next);
    }
    if (!found) return error(res, 404, 'not_found', 'no such item');
    if (method === 'GET') {
      return json(res, 200, fault === 'inventory.price-as-string' ? { ...found, price: found.price.toFixed(2) } : found);
    }
    if (method === 'DELETE') {
      items.delete(id);
      return send(res, 204, undefined, {}, '');
    }
    error(res, 405, 'bad_request', 'method not allowed');
  }, options.port);
}
