import { describe, expect, test } from 'vitest';
import { EMITTERS } from '../../generator/emitters.js';
import { emitAll } from '../../generator/generate.js';
import { readSpec } from '../../generator/load.js';
import { clientMethodName } from '../../generator/model/client-method.js';
import { buildModel } from '../../generator/model/index.js';
import { operationNames } from '../../generator/model/operation-names.js';
import type { ApiModel, JsonSchema, OperationModel } from '../../generator/model/types.js';
import { webhookModels } from '../../generator/model/webhooks.js';
import { fixtureModel } from './helpers.js';

function op(model: ApiModel, operationId: string): OperationModel {
  const found = model.operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

describe('clientMethodName', () => {
  const cases: [string, { given: [string, string, string?]; want: string }][] = [
    ['singular noun removed', { given: ['createInvoice', 'invoices'], want: 'create' }],
    ['plural noun removed', { given: ['listInvoices', 'invoices'], want: 'list' }],
    ['noun in the middle', { given: ['listOrderPayments', 'orders'], want: 'listPayments' }],
    ['noun before a sub-resource', { given: ['fetchPaymentCard', 'payments'], want: 'fetchCard' }],
    ['snake tag', { given: ['createPaymentLink', 'payment_links'], want: 'create' }],
    ['qr codes', { given: ['closeQrCode', 'qr_codes'], want: 'close' }],
    ['linked accounts', { given: ['fetchLinkedAccount', 'linked_accounts'], want: 'fetch' }],
    ['case-insensitive noun', { given: ['createOAuthToken', 'oauth'], want: 'createToken' }],
    ['noun absent', { given: ['authorize', 'oauth'], want: 'authorize' }],
    ['word boundary respected', { given: ['createOrderly', 'orders'], want: 'createOrderly' }],
    ['-ies plural', { given: ['listEntities', 'entities'], want: 'list' }],
    ['x-client-method wins', { given: ['notifyPaymentLink', 'payment_links', 'resendNotification'], want: 'resendNotification' }],
  ];
  test.each(cases)('%s', (_name, { given, want }) => {
    expect(clientMethodName(...given)).toBe(want);
  });
});

describe('operations', () => {
  test('path-item and operation parameters merge; the operation wins; cookies dropped', async () => {
    const model = await fixtureModel('path-params.yaml');
    const list = op(model, 'listOrderPayments');
    expect(list.pathParams.map((p) => [p.name, p.required])).toEqual([['order_id', true]]);
    // The operation's $ref'd Count overrides the path item's plain `count`.
    expect(list.queryParams).toEqual([{ name: 'count', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } }]);
    expect(list.headerParams.map((p) => p.name)).toEqual(['x-request-id']);
    expect(op(model, 'fetchPaymentCard').pathParams[0]).toMatchObject({ name: 'payment_id', description: 'the payment id' });
  });

  const methods: [string, { given: string; want: [string, string] }][] = [
    ['orders', { given: 'listOrderPayments', want: ['orders', 'listPayments'] }],
    ['payments card', { given: 'fetchPaymentCard', want: ['payments', 'fetchCard'] }],
    ['payments list', { given: 'listPayments', want: ['payments', 'list'] }],
    ['override', { given: 'notifyPaymentLink', want: ['payment_links', 'resendNotification'] }],
    ['qr codes', { given: 'closeQrCode', want: ['qr_codes', 'close'] }],
    ['linked accounts', { given: 'fetchLinkedAccount', want: ['linked_accounts', 'fetch'] }],
  ];
  test.each(methods)('tag and client method: %s', async (_name, { given, want }) => {
    const o = op(await fixtureModel('path-params.yaml'), given);
    expect([o.tag, o.clientMethod]).toEqual(want);
  });

  test('sorted by tag, then fullPath, then method', async () => {
    const model = await fixtureModel('oauth-server.yaml');
    expect(model.operations.map((o) => `${o.tag} ${o.method} ${o.fullPath}`)).toEqual([
      'oauth get /oauth/authorize',
      'oauth post /oauth/token',
      'payments get /v1/payments',
      'payments post /v1/payments',
    ]);
  });

  // the fixture has no `x-errors` catalogue: its other operations answer RFC 9457 problem details
  const bases: [string, { given: string; want: Partial<OperationModel> }][] = [
    ['path-level server', { given: 'createOAuthToken', want: { basePath: '/oauth', fullPath: '/oauth/token', errorFormat: 'oauth2' } }],
    ['operation-level relative server', { given: 'authorize', want: { basePath: '/oauth', fullPath: '/oauth/authorize', errorFormat: 'oauth2' } }],
    ['document server', { given: 'listPayments', want: { basePath: '/v1', fullPath: '/v1/payments', errorFormat: 'problem', idempotent: true } }],
    ['post is not idempotent', { given: 'createPayment', want: { idempotent: false } }],
  ];
  test.each(bases)('servers and error format: %s', async (_name, { given, want }) => {
    expect(op(await fixtureModel('oauth-server.yaml'), given)).toMatchObject(want);
  });

  const security: [string, { given: string; want: OperationModel['security'] }][] = [
    ['anonymous (security: [])', { given: 'createOAuthToken', want: { anonymous: true, basic: false, bearerScopes: null, requirements: [] } }],
    [
      'basic or bearer with scope',
      { given: 'listPayments', want: { anonymous: false, basic: true, bearerScopes: ['read_only'], requirements: [{ basic: [] }, { oauth2: ['read_only'] }] } },
    ],
    ['document security', { given: 'createPayment', want: { anonymous: false, basic: true, bearerScopes: null, requirements: [{ basic: [] }] } }],
  ];
  test.each(security)('security: %s', async (_name, { given, want }) => {
    expect(op(await fixtureModel('oauth-server.yaml'), given).security).toEqual(want);
  });

  test('security schemes as a client presents them', async () => {
    expect((await fixtureModel('oauth-server.yaml')).securitySchemes).toEqual({
      basic: { type: 'http', scheme: 'basic' },
      oauth2: { type: 'oauth2', scopes: ['read_only'], tokenUrl: 'http://127.0.0.1:8080/oauth/token' },
    });
    const model = buildModel({
      openapi: '3.1.0',
      info: { title: 'keys', version: '1' },
      paths: {},
      components: {
        securitySchemes: {
          headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
          token: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' },
        },
      },
    });
    expect(model.securitySchemes).toEqual({
      cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
      headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      oidc: { type: 'openIdConnect' },
      token: { type: 'http', scheme: 'bearer' },
    });
  });
});

describe('bodies and responses', () => {
  const bodies: [string, { given: [string, string]; want: object }][] = [
    [
      'json $ref body',
      {
        given: ['array-of-objects.yaml', 'createInvoice'],
        want: { required: true, contentTypes: ['application/json'], schemaName: 'CreateInvoiceBody', fileFields: [] },
      },
    ],
    [
      'json and form',
      {
        given: ['form-body.yaml', 'createOrder'],
        want: { contentTypes: ['application/json', 'application/x-www-form-urlencoded'], schemaName: 'CreateOrderBody' },
      },
    ],
    ['multipart file fields', { given: ['multipart.yaml', 'createDocument'], want: { contentTypes: ['multipart/form-data'], fileFields: ['file'] } }],
    [
      'inline form body',
      { given: ['oauth-server.yaml', 'createOAuthToken'], want: { contentTypes: ['application/x-www-form-urlencoded'], schema: { type: 'object' } } },
    ],
  ];
  test.each(bodies)('%s', async (_name, { given: [fixture, id], want }) => {
    expect(op(await fixtureModel(fixture), id).body).toMatchObject(want);
  });

  test('responses keep component names and inline schemas', async () => {
    const fetch = op(await fixtureModel('nullable.yaml'), 'fetchCustomer');
    expect(fetch.responses).toEqual([
      {
        status: '200',
        description: 'ok',
        mediaType: 'application/json',
        schema: { $ref: '#/components/schemas/Customer' },
        schemaName: 'Customer',
        headers: [],
        contentTypes: ['application/json'],
        headerSchemas: {},
        links: [],
      },
    ]);
    const list = op(await fixtureModel('path-params.yaml'), 'listPayments');
    expect(list.responses).toEqual([{ status: '200', description: 'ok', headers: [], contentTypes: [], headerSchemas: {}, links: [] }]);
  });

  test('responses keep every media type, header schemas and links; parameters their examples', () => {
    const model = buildModel({
      openapi: '3.1.0',
      info: { title: 'links', version: '1' },
      paths: {
        '/pets': {
          post: {
            operationId: 'createPet',
            responses: {
              '201': {
                description: 'made',
                headers: { Location: { required: true, schema: { type: 'string' } }, 'X-Rate': { content: { 'text/plain': { schema: { type: 'integer' } } } } },
                content: { 'application/json': { schema: { type: 'object' } }, 'application/xml': { schema: { type: 'object' } } },
                links: { GetPet: { operationId: 'getPet', parameters: { petId: '$response.body#/id' } } },
              },
            },
          },
        },
        '/pets/{petId}': {
          get: {
            operationId: 'getPet',
            parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, examples: { one: { value: 1 } }, example: 7 }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const made = op(model, 'createPet').responses[0];
    expect(made).toMatchObject({
      contentTypes: ['application/json', 'application/xml'],
      headerSchemas: { location: { required: true, schema: { type: 'string' } }, 'x-rate': { required: false, schema: { type: 'integer' } } },
      links: [{ name: 'GetPet', operationId: 'getPet', parameters: { petId: '$response.body#/id' } }],
    });
    expect(op(model, 'getPet').pathParams[0].examples).toEqual([7, 1]);
  });

  test('schemas are sorted by name and keep their $refs', async () => {
    const model = await fixtureModel('one-of.yaml');
    expect(Object.keys(model.schemas)).toEqual(['Card', 'CreateMethodBody', 'Method', 'Upi']);
    expect(model.schemas.Method.oneOf).toEqual([{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Upi' }]);
  });
});

describe('state machines', () => {
  test('list-valued from is expanded, null is creation, sorted by schema', async () => {
    const model = await fixtureModel('state-machine.yaml');
    expect(model.machines.map((m) => m.schema)).toEqual(['Account', 'Order']);
    const order = model.machines[1];
    expect(order).toMatchObject({ field: 'status', entity: 'order', initial: 'created', states: ['created', 'attempted', 'paid'] });
    expect(order.transitions).toEqual([
      { from: null, to: 'created', trigger: 'create', emits: [], designed: false },
      { from: 'created', to: 'attempted', trigger: 'attempt', guard: 'a payment attempt fails', emits: [], designed: true },
      { from: 'created', to: 'paid', trigger: 'pay', emits: ['order.paid'], designed: false },
      { from: 'attempted', to: 'paid', trigger: 'pay', emits: ['order.paid'], designed: false },
    ]);
  });

  test('states default to the status enum of the named field', async () => {
    const account = (await fixtureModel('state-machine.yaml')).machines[0];
    // no `entity` const on the schema: null (events then key the snapshot by schema name)
    expect(account).toMatchObject({ field: 'state', entity: null, states: ['active', 'suspended'], initial: 'active' });
  });
});

describe('webhooks', () => {
  const events: [string, { given: string; want: object }][] = [
    [
      '$ref body with contains enum',
      {
        given: 'invoice.paid',
        want: {
          typeName: 'InvoicePaidEvent',
          schemaName: 'InvoicePaidEvent',
          contains: ['payment', 'order', 'invoice'],
          headers: ['x-paisa-signature', 'x-paisa-event-id'],
        },
      },
    ],
    [
      'inline allOf with const contains',
      { given: 'payment.dispute.created', want: { typeName: 'PaymentDisputeCreatedEvent', contains: ['payment', 'dispute'], headers: [] } },
    ],
    [
      'underscored name, no contains enum',
      { given: 'payment_link.paid', want: { typeName: 'PaymentLinkPaidEvent', schemaName: 'EventEnvelope', contains: [] } },
    ],
  ];
  test.each(events)('%s', async (_name, { given, want }) => {
    const model = await fixtureModel('webhooks.yaml');
    expect(model.webhooks.find((w) => w.name === given)).toMatchObject(want);
  });

  test('sorted by event name', async () => {
    expect((await fixtureModel('webhooks.yaml')).webhooks.map((w) => w.name)).toEqual(['invoice.paid', 'payment.dispute.created', 'payment_link.paid']);
  });

  // the payload a test delivery sends without one of its own (spec sendTestWebhook rule 1)
  const payload = { item: { entity: { id: 'item_1' } } };
  const examples: [string, { given: JsonSchema; want: JsonSchema | undefined }][] = [
    ['the media type example', { given: { example: { event: 'item.created', payload } }, want: payload }],
    ['else the first of examples', { given: { examples: { one: { value: { payload } }, two: { value: { payload: {} } } } }, want: payload }],
    ['an example without payload', { given: { example: { event: 'item.created' } }, want: undefined }],
    ['no example', { given: {}, want: undefined }],
  ];
  test.each(examples)('examplePayload: %s', (_name, { given, want }) => {
    const doc = { webhooks: { 'item.created': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' }, ...given } } } } } } };
    expect(webhookModels(doc)[0]?.examplePayload).toEqual(want);
  });
});

describe('further servers of a path', () => {
  test('the reference path /v2 of linked accounts and stakeholders is an alsoAt of each of their operations, /v1 stays their path', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parseSpec } = await import('../../generator/load.js');
    const { buildModel } = await import('../../generator/model/index.js');
    const model = buildModel((await parseSpec(await readFile('spec/openapi.yaml', 'utf8'), 'spec/openapi.yaml')).doc);
    const aliased = model.operations.filter((o) => o.alsoAt).map((o) => [o.operationId, o.fullPath, o.alsoAt]);
    expect(aliased).toContainEqual(['fetchLinkedAccount', '/v1/accounts/{account_id}', ['/v2/accounts/{account_id}']]);
    expect(aliased).toContainEqual([
      'updateStakeholder',
      '/v1/accounts/{account_id}/stakeholders/{stakeholder_id}',
      ['/v2/accounts/{account_id}/stakeholders/{stakeholder_id}'],
    ]);
    expect(new Set(model.operations.filter((o) => o.alsoAt).map((o) => o.tag))).toEqual(new Set(['linked_accounts', 'stakeholders']));
  });
});

describe('the document read is not changed', () => {
  const freeze = (node: unknown): unknown => {
    if (node !== null && typeof node === 'object') {
      for (const value of Object.values(node)) freeze(value);
      Object.freeze(node);
    }
    return node;
  };
  // the model shares the parts of the document it does not rewrite (model/openapi30.ts), and checkSpec reads the same document after the emitters start
  test.each(['spec/openapi.yaml', 'node_modules/@readme/oas-examples/3.0/json/star-trek.json'])(
    '%s: every emitter runs on a frozen document and makes what it makes of a thawed one',
    async (file) => {
      const thawed = await emitAll(buildModel((await readSpec(file)).doc), EMITTERS);
      const frozen = await emitAll(buildModel(freeze((await readSpec(file)).doc) as JsonSchema), EMITTERS);
      expect(frozen).toEqual(thawed);
    },
    120_000,
  );
});

describe('operationNames', () => {
  test("two operationIds that make one name (Clicksend's `List rules` and `List Rules`): the second takes a suffix, with a warning naming both", () => {
    const warnings: { pointer: string; reason: string }[] = [];
    const names = operationNames(
      [
        { specOperationId: 'List Rules', method: 'get', path: '/automations/fax/receipts', pointer: '/paths/~1automations~1fax~1receipts/get' },
        { specOperationId: 'List rules', method: 'get', path: '/automations/sms/inbound', pointer: '/paths/~1automations~1sms~1inbound/get' },
        { method: 'get', path: '/list-rules', pointer: '/paths/~1list-rules/get' },
      ],
      warnings,
    );
    expect(names).toEqual(['listRules', 'listRules2', 'getListRules']);
    expect(warnings).toEqual([
      {
        pointer: '/paths/~1automations~1sms~1inbound/get/operationId',
        reason:
          'operationId "List rules" (GET /automations/sms/inbound) and operationId "List Rules" (GET /automations/fax/receipts, /paths/~1automations~1fax~1receipts/get) both make the name ListRules in generated code: this one is named listRules2 (ListRules2)',
      },
    ]);
  });
});

describe('client methods', () => {
  test("two operations of one tag whose methods meet on one name, the operationId too (Motaword's getComments and getActivityComments): the second takes a number, with a warning; the client is made", async () => {
    const get = (operationId: string) => ({ get: { operationId, tags: ['activity'], responses: { '200': { description: 'ok' } } } });
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/activities/{id}/comments': { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], ...get('getActivityComments') },
        '/projects/{projectId}/comments': {
          parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }],
          ...get('getComments'),
        },
        '/comments': get('listActivities'),
      },
    };
    const model = buildModel(doc as JsonSchema);
    expect(model.operations.map((o) => [o.operationId, o.clientMethod])).toEqual([
      ['getActivityComments', 'getComments'],
      ['listActivities', 'listActivities'],
      ['getComments', 'getComments2'],
    ]);
    expect(model.warnings).toContainEqual({
      pointer: '/paths/~1projects~1{projectId}~1comments/get/operationId',
      reason:
        'the client method activity.getComments would serve both getComments (GET /projects/{projectId}/comments) and getActivityComments (GET /activities/{id}/comments, /paths/~1activities~1{id}~1comments/get): this one is activity.getComments2 (x-client-method names it)',
    });
    const files = await emitAll(model, EMITTERS);
    const client = files.find((f) => f.path === 'client/index.ts')?.contents ?? '';
    expect(client).toMatch(/getComments: \(id: /);
    expect(client).toMatch(/getComments2: \(projectId: /);
  });
});
