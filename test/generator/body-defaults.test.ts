/**
 * Request-body defaults (generator/model/body-defaults.ts): the generated server fills every
 * `default` a body declares before the handler runs, an absent optional body included, and the
 * handler's body type says those properties are present; a response is checked, never filled.
 * Driven over real HTTP on 127.0.0.1 from a small document of another API.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, importGenerated, type Listening, type LooseServerModule, listen } from './server-harness.js';
import { typecheck } from './typecheck.js';
import type { ValidatorsModule } from './validators-module.js';

const SHOP = `
openapi: 3.1.0
info: { title: Shop, version: '1' }
paths:
  /carts:
    post:
      operationId: createCart
      requestBody:
        required: true
        content: { application/json: { schema: { $ref: '#/components/schemas/CartInput' } } }
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Cart' } } } }
  /carts/{id}/checkout:
    post:
      operationId: checkoutCart
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              properties:
                outcome: { type: string, enum: [paid, failed], default: paid }
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Cart' } } } }
  /gifts:
    post:
      operationId: sendGift
      requestBody:
        required: true
        content:
          application/json:
            schema:
              oneOf: [{ $ref: '#/components/schemas/Wrapped' }, { $ref: '#/components/schemas/Plain' }]
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Cart' } } } }
components:
  schemas:
    Wrapped:
      type: object
      additionalProperties: false
      required: [paper]
      properties: { paper: { type: string }, ribbon: { type: boolean, default: true } }
    Plain:
      type: object
      additionalProperties: false
      required: [note]
      properties: { note: { type: string } }
    Line:
      type: object
      required: [sku]
      properties:
        sku: { type: string }
        quantity: { type: integer, minimum: 1, default: 1 }
    CartInput:
      type: object
      additionalProperties: false
      required: [lines]
      properties:
        currency: { type: string, default: INR }
        lines: { type: array, items: { $ref: '#/components/schemas/Line' } }
        notify:
          type: object
          properties:
            sms: { type: boolean, default: false }
        tags: { type: array, items: { type: string }, default: [new] }
        gift:
          oneOf:
            - type: object
              required: [note]
              properties: { note: { type: string }, wrap: { type: boolean, default: true } }
            - type: 'null'
    Cart:
      type: object
      required: [id]
      properties:
        id: { type: string }
        currency: { type: string, default: INR }
        outcome: { type: string }
`;

const SERVICE = `
import type { HandlerBody, HandlerMap } from './generated/server/index.js';

type Cart = HandlerBody<'createCart'>;
export function filled(body: Cart): [string, string[], number[]] {
  return [body.currency, body.tags, body.lines.map((l) => l.quantity)];
}
export function conditional(body: Cart): boolean {
  // @ts-expect-error a default under oneOf is not filled: wrap may be absent
  return body.gift?.wrap;
}
export function nested(body: Cart): boolean | undefined {
  // notify itself has no default: its sms is there only when notify is
  return body.notify?.sms;
}
export function outcome(body: HandlerBody<'checkoutCart'>): 'paid' | 'failed' {
  return body.outcome;
}
export const handlers: HandlerMap<null> = {
  createCart: async ({ body }) => ({ id: body.currency }),
  checkoutCart: async ({ body }) => ({ id: 'c', outcome: body.outcome }),
  // the oneOf body's defaults are not filled: ribbon stays optional
  sendGift: async ({ body }) => ({ id: 'paper' in body ? String(body.ribbon satisfies boolean | undefined) : body.note }),
};
`;

describe('request-body defaults', () => {
  let served: Listening;
  let files: { path: string; contents: string }[];
  let validators: ValidatorsModule;
  const seen: unknown[] = [];

  beforeAll(async () => {
    let dir: string;
    ({ dir, files } = await generate('body-defaults', { text: SHOP, file: 'shop.yaml' }));
    validators = await importGenerated<ValidatorsModule>(dir, 'validators');
    const server = await importGenerated<LooseServerModule>(dir, 'server');
    const gateway = server.createGateway({
      handlers: {
        createCart: async ({ body }: { body: unknown }) => {
          seen.push(body);
          return { id: 'cart_1' };
        },
        checkoutCart: async ({ body }: { body: unknown }) => {
          seen.push(body);
          return { id: 'cart_1' };
        },
        sendGift: async ({ body }: { body: unknown }) => {
          seen.push(body);
          return { id: 'gift_1' };
        },
      },
      authenticate: () => null,
      validateResponses: 'throw',
    });
    served = await listen(gateway);
  });
  afterAll(() => served?.close());

  const post = async (path: string, body?: unknown) => {
    seen.length = 0;
    const res = await fetch(served.url + path, {
      method: 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, handled: seen[0] };
  };

  test('the handler gets every unconditional default filled in: top level, nested objects, array items, through $ref', async () => {
    const got = await post('/carts', { lines: [{ sku: 'a' }, { sku: 'b', quantity: 3 }], notify: {} });
    expect(got.status).toBe(200);
    expect(got.handled).toEqual({
      lines: [
        { sku: 'a', quantity: 1 },
        { sku: 'b', quantity: 3 },
      ],
      notify: { sms: false },
      currency: 'INR',
      tags: ['new'],
    });
  });

  test('a value sent is kept; an absent parent object gets none of its children', async () => {
    const got = await post('/carts', { lines: [], currency: 'USD', tags: [] });
    expect(got.handled).toEqual({ lines: [], currency: 'USD', tags: [] });
  });

  test('a default under oneOf is not filled (ajv cannot tell which branch holds)', async () => {
    const got = await post('/carts', { lines: [], gift: { note: 'hi' } });
    expect((got.handled as { gift: unknown }).gift).toEqual({ note: 'hi' });
  });

  test('a body whose oneOf/anyOf reaches a component with defaults is validated without filling them', async () => {
    // ajv would fill the component's defaults in every branch it tries (a referenced component is a function of its own): Plain would then refuse `ribbon`
    expect(await post('/gifts', { note: 'hi' })).toMatchObject({ status: 200, handled: { note: 'hi' } });
    expect((await post('/gifts', { paper: 'red' })).handled).toEqual({ paper: 'red' });
  });

  test('each request gets its own copy of an array default', async () => {
    const first = (await post('/carts', { lines: [] })).handled as { tags: string[] };
    first.tags.push('changed');
    const second = (await post('/carts', { lines: [] })).handled as { tags: string[] };
    expect(second.tags).toEqual(['new']);
  });

  test('an absent optional body is taken as {} with its defaults', async () => {
    expect((await post('/carts/c1/checkout')).handled).toEqual({ outcome: 'paid' });
    expect((await post('/carts/c1/checkout', { outcome: 'failed' })).handled).toEqual({ outcome: 'failed' });
  });

  test('a response is checked, never filled', () => {
    const validate = validators.operationValidators.createCart.responses['200'];
    const answer = { id: 'cart_1' };
    expect(validate(answer)).toBe(true);
    expect(answer).toEqual({ id: 'cart_1' });
    const component = { id: 'cart_2' };
    expect(validators.schemaValidators.Cart(component)).toBe(true);
    expect(component).toEqual({ id: 'cart_2' });
  });

  test('the handler body types say the defaulted properties are present; the client still may leave them out', () => {
    const all = [
      ...files.map((f) => ({ path: `body-defaults/generated/${f.path}`, contents: f.contents })),
      { path: 'body-defaults/service.ts', contents: SERVICE },
    ];
    expect(typecheck(all)).toEqual([]);
    const client = files.find((f) => f.path === 'types/index.ts')?.contents ?? '';
    expect(client).toMatch(/currency\?: string/);
  });
});
