/**
 * Child program: fastify 5 answering the two targets with the same fixed bodies as the baseline
 * (the gateway's answers, from the file named by PAISA_BENCH_BODIES), written like a typical
 * fastify app: a JSON schema validates the querystring and the POST body (ajv, compiled at
 * start), response schemas serialize the answers (fast-json-stringify), and the default logger
 * writes its request lines to stdout, which the harness sends to /dev/null as it does the
 * gateway's (https://fastify.dev/docs/latest/Reference/Validation-and-Serialization/).
 *
 * Run by bench/server.ts as `node --import tsx bench/servers/fastify.ts`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { FixedBodies } from '../targets.js';
import { BODIES_ENV } from './bench-server.js';
import { inferSchema } from './infer-schema.js';
import { createInvoiceSchema } from './invoice-schema.js';

const bodies = JSON.parse(readFileSync(process.env[BODIES_ENV] ?? '', 'utf8')) as FixedBodies;
const list = JSON.parse(bodies.listPayments) as unknown;
const invoice = JSON.parse(bodies.createInvoice) as unknown;

const app = Fastify({ logger: true });
app.get(
  '/v1/payments',
  {
    schema: {
      querystring: { type: 'object', properties: { count: { type: 'integer', minimum: 1, maximum: 100 }, skip: { type: 'integer', minimum: 0 } } },
      response: { 200: inferSchema(list) },
    },
  },
  async () => list,
);
app.post('/v1/invoices', { schema: { body: createInvoiceSchema, response: { 200: inferSchema(invoice) } } }, async () => invoice);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stderr.write(`fastify listening on ${address}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
