/**
 * The faults planted in the inventory server (server.ts), one at a time. The document is the
 * same for all of them: each is the server breaking test/zoo/inventory/openapi.yaml.
 */
import { idOf, type ZooClient } from '../kit/client.js';
import type { Fault } from '../kit/fault.js';

const ITEM = { sku: 'XYZ-0042', name: 'Spirit level', price: 12.5, quantity: 3, category: 'hardware' };
const create = (c: ZooClient, body: unknown = ITEM) => c.call('POST', '/items', { body });
const statusOf = async (c: ZooClient, body: unknown) => (await create(c, body)).status;

/** three items, then pages of two following Link rel="next": the ids of each page */
async function walk(c: ZooClient): Promise<unknown[]> {
  for (let i = 0; i < 3; i++) await create(c);
  const seen: unknown[][] = [];
  let path: string | null = '/items?per_page=2';
  for (let n = 0; path && n < 3; n++) {
    const page: Awaited<ReturnType<ZooClient['call']>> = await c.call('GET', path);
    seen.push((page.body as { id: number }[]).map((i) => i.id));
    const next = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '');
    path = next ? new URL(next[1]).pathname + new URL(next[1]).search : null;
  }
  return seen;
}

export const INVENTORY_FAULTS: Fault[] = [
  {
    id: 'inventory.server-error-on-empty-tags',
    class: 'server-error',
    check: 'not_a_server_error',
    description: 'createItem and replaceItem answer 500 when `tags` is an empty array',
    visible: 'a boundary case: tags with 0 items (minItems is 0)',
    witness: async (c) => statusOf(c, { ...ITEM, tags: [] }),
  },
  {
    id: 'inventory.price-as-string',
    class: 'wrong-field-type',
    check: 'response_schema_conformance',
    description: 'getItem answers `price` as a string ("12.50")',
    visible: 'create, fetch: the body breaks Item.price {type: number}',
    witness: async (c) => typeof ((await c.call('GET', `/items/${idOf(await create(c))}`)).body as { price: unknown }).price,
  },
  {
    id: 'inventory.create-answers-202',
    class: 'undocumented-status',
    check: 'status_code_conformance',
    description: 'createItem answers 202 where the document has only 201',
    visible: 'any valid create, the documented example included',
    witness: async (c) => (await create(c)).status,
  },
  {
    id: 'inventory.quantity-maximum-ignored',
    class: 'ignored-max',
    check: 'negative_data_rejection',
    description: 'createItem and replaceItem accept a quantity above maximum 10000',
    visible: 'a boundary case: 10001',
    witness: async (c) => statusOf(c, { ...ITEM, quantity: 10001 }),
  },
  {
    id: 'inventory.sku-required-ignored',
    class: 'ignored-required',
    check: 'negative_data_rejection',
    description: 'createItem and replaceItem accept a body without the required `sku`',
    visible: 'a case leaving out a required property',
    witness: async (c) => statusOf(c, { name: 'No sku', price: 1, quantity: 1, category: 'service' }),
  },
  {
    id: 'inventory.put-adds-quantity',
    class: 'non-idempotent-put',
    check: 'idempotent_put',
    description: 'replaceItem adds the quantity sent to the stored one instead of replacing it',
    visible: 'the same PUT twice: quantity 6, then 9',
    witness: async (c) => {
      const id = idOf(await create(c));
      const put = () => c.call('PUT', `/items/${id}`, { body: ITEM });
      return [((await put()).body as { quantity: number }).quantity, ((await put()).body as { quantity: number }).quantity];
    },
  },
  {
    id: 'inventory.put-revives-deleted',
    class: 'delete-not-deleting',
    check: 'use_after_free',
    description: 'replaceItem on a deleted item answers 200 and brings it back',
    visible: 'create, delete, PUT: 200 instead of 404',
    witness: async (c) => {
      const id = idOf(await create(c));
      await c.call('DELETE', `/items/${id}`);
      return (await c.call('PUT', `/items/${id}`, { body: ITEM })).status;
    },
  },
  {
    id: 'inventory.location-wrong',
    class: 'not-retrievable',
    check: 'ensure_resource_availability',
    description: 'the Location of a create is /item/{id} (no such path): following it gives 404',
    visible: 'create, then GET the Location answered',
    witness: async (c) => (await c.call('GET', (await create(c)).headers.get('location') ?? '')).status,
  },
  {
    id: 'inventory.error-as-text',
    class: 'wrong-content-type',
    check: 'content_type_conformance',
    description: '400 answers are sent as text/plain; the document has application/json',
    visible: 'any invalid request',
    witness: async (c) => (await create(c, { ...ITEM, quantity: -1 })).type,
  },
  {
    id: 'inventory.decimal-price-refused',
    class: 'valid-input-refused',
    check: 'positive_data_acceptance',
    description: 'a price with a fraction is refused (400): the server reads price as an integer',
    visible: 'the documented example (price 89.99) is refused',
    witness: async (c) => statusOf(c, ITEM),
  },
  {
    id: 'inventory.get-without-auth',
    class: 'ignored-auth',
    check: 'ignored_auth',
    description: 'getItem answers without credentials',
    visible: 'create, fetch without the Authorization header',
    witness: async (c) => (await c.call('GET', `/items/${idOf(await create(c))}`, { anonymous: true })).status,
  },
  {
    id: 'inventory.per-page-ignored',
    class: 'pagination',
    check: 'pagination',
    description: 'listItems answers pages of 20 whatever per_page says',
    visible: 'three items, per_page 2: three answered',
    witness: walk,
  },
  {
    id: 'inventory.link-next-same-page',
    class: 'pagination',
    check: 'pagination',
    description: 'the Link rel="next" of a page points at the same page',
    visible: 'three items, per_page 2: following next repeats page 1',
    witness: walk,
  },
  {
    id: 'inventory.no-total-count',
    class: 'missing-header',
    check: 'response_headers_conformance',
    description: 'listItems leaves out X-Total-Count, which the document marks required',
    visible: 'any list',
    witness: async (c) => (await c.call('GET', '/items')).headers.get('x-total-count'),
  },
];
