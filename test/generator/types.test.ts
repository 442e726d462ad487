import { describe, expect, test } from 'vitest';
import { hasBanner } from '../../generator/emit/banner.js';
import { emitTypes } from '../../generator/emit/types.js';
import { emitValidators } from '../../generator/emit/validators.js';
import { fixtureModel } from './helpers.js';
import { typecheck } from './typecheck.js';

const FIXTURES = [
  'one-of.yaml',
  'nullable.yaml',
  'enums.yaml',
  'array-of-objects.yaml',
  'path-params.yaml',
  'form-body.yaml',
  'multipart.yaml',
  'webhooks.yaml',
  'state-machine.yaml',
  'oauth-server.yaml',
  'validation-rules.yaml',
];

describe('generated types and validators type-check under the strict settings', () => {
  test.each(FIXTURES)('%s', async (fixture) => {
    const model = await fixtureModel(fixture);
    const files = [...(await emitTypes(model)), ...(await emitValidators(model))];
    for (const file of files) expect(hasBanner(file.contents)).toBe(true);
    expect(typecheck(files)).toEqual([]);
  });
});

describe('friendly aliases', () => {
  const cases: [string, { given: string; want: string[]; absent?: RegExp[] }][] = [
    [
      'schemas, body $ref reuses the component name, response alias',
      {
        given: 'array-of-objects.yaml',
        want: [
          'export type LineItem = components["schemas"]["LineItem"];',
          'export type CreateInvoiceBody = components["schemas"]["CreateInvoiceBody"];',
          'export type CreateInvoiceResponse = operations["createInvoice"]["responses"][200]["content"]["application/json"];',
          'export type OperationId = "createInvoice";',
          'export const operationIds = ["createInvoice"] as const',
        ],
        absent: [/CreateInvoiceBody = NonNullable/],
      },
    ],
    [
      'path params and query of an operation',
      {
        given: 'path-params.yaml',
        want: [
          'export type ListOrderPaymentsPathParams = operations["listOrderPayments"]["parameters"]["path"];',
          'export type ListOrderPaymentsQuery = NonNullable<operations["listOrderPayments"]["parameters"]["query"]>;',
          'export type FetchPaymentCardResponse =',
        ],
        absent: [/ListPaymentsQuery/, /ListPaymentsResponse/],
      },
    ],
    [
      'inline form body gets a Body alias',
      {
        given: 'oauth-server.yaml',
        want: [
          'export type CreateOAuthTokenBody = NonNullable<operations["createOAuthToken"]["requestBody"]>["content"]["application/x-www-form-urlencoded"];',
        ],
      },
    ],
    [
      'webhooks: payload aliases, names and map',
      {
        given: 'webhooks.yaml',
        want: [
          'export type PaymentDisputeCreatedEvent = NonNullable<webhooks["payment.dispute.created"]["post"]["requestBody"]>["content"]["application/json"];',
          'export type WebhookEventName = "invoice.paid" | "payment.dispute.created" | "payment_link.paid";',
          '\n"invoice.paid": InvoicePaidEvent;',
        ],
        absent: [/InvoicePaidEvent = NonNullable/],
      },
    ],
    [
      'state machine unions',
      {
        given: 'state-machine.yaml',
        want: [
          'export type OrderStatus = "created" | "attempted" | "paid";',
          'export type OrderTrigger = "create" | "attempt" | "pay";',
          'export type AccountTrigger = "suspend";',
        ],
      },
    ],
    ['currency minor units', { given: 'enums.yaml', want: ['export const currencyMinorUnits = {\n"INR": 2,\n"JPY": 0,\n"KWD": 3,\n"USD": 2\n} as const;'] }],
    ['nullable fields', { given: 'nullable.yaml', want: ['gstin: string | null;', 'closed_at?: number | null;'] }],
    ['oneOf becomes a union', { given: 'one-of.yaml', want: ['Method: components["schemas"]["Card"] | components["schemas"]["Upi"];'] }],
  ];
  // emitTypes' own text, before Biome formats every generated file (generator/format.mjs)
  test.each(cases)('%s', async (_name, { given, want, absent = [] }) => {
    const [file] = await emitTypes(await fixtureModel(given));
    for (const line of want) expect(file.contents).toContain(line);
    for (const pattern of absent) expect(file.contents).not.toMatch(pattern);
  });
});

test("a component named after TypeScript's or the types file's own names (Record, SchemaName) or a reserved word (function, class) takes no alias, and everything type-checks", async () => {
  const model = await fixtureModel('global-names.yaml');
  const files = await emitTypes(model);
  expect(typecheck(files)).toEqual([]);
  const text = files[0].contents;
  expect(text).not.toMatch(/export type (Record|SchemaName|Partial|function|class) = components/);
  expect(text).toContain('export type GetRecordsResponse =');
});
