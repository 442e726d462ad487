/** The JSON schema the fastify servers of bench:server validate POST /v1/invoices with. */
// what bench/targets.ts sends, with limits like the spec's CreateInvoiceBody
const line = {
  type: 'object',
  required: ['name', 'amount'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 256 },
    description: { type: 'string', maxLength: 2048 },
    amount: { type: 'integer', minimum: 1 },
    quantity: { type: 'integer', minimum: 1, default: 1 },
  },
};
export const createInvoiceSchema = {
  type: 'object',
  required: ['type', 'currency'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['link', 'ecod'] },
    currency: { type: 'string', enum: ['INR'] },
    receipt: { type: 'string', minLength: 1, maxLength: 40 },
    description: { type: 'string', maxLength: 2048 },
    customer: {
      type: 'object',
      required: ['name', 'contact'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 3, maxLength: 50 },
        contact: { type: 'string', pattern: '^\\+?[0-9]{8,15}$' },
        email: { type: 'string', format: 'email', maxLength: 254 },
      },
    },
    line_items: { type: 'array', minItems: 1, maxItems: 50, items: line },
  },
};
