/**
 * The conventions of spec/README.md, checked as invariants over the bundled spec.
 * Table-driven: every operation, state machine, id property, webhook and example is a case.
 *
 * PAISA_SPEC=/tmp/merged.yaml runs the same suite over another document (for example the
 * root merged with spec/parts/*.yaml before the lead merges them).
 */
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';

type Doc = Record<string, any>;
type Schema = Record<string, any>;

const SPEC = process.env.PAISA_SPEC ?? fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** `$ref`s kept (to check what points where). */
const bundled = (await SwaggerParser.bundle(SPEC)) as Doc;
/** `$ref`s replaced by their targets (to validate examples). */
const deref = (await SwaggerParser.dereference(SPEC)) as Doc;

// ------------------------------------------------------------------ tables

interface OpCase {
  label: string;
  path: string;
  method: string;
  op: Doc;
  pathItem: Doc;
  derefOp: Doc;
}
const operations: OpCase[] = Object.entries<Doc>(bundled.paths ?? {}).flatMap(([path, pathItem]) =>
  METHODS.filter((m) => pathItem[m]).map((method) => ({
    label: `${method.toUpperCase()} ${path}`,
    path,
    method,
    op: pathItem[method],
    pathItem,
    derefOp: deref.paths[path][method],
  })),
);
const isOAuth = (c: OpCase) => c.op.tags?.[0] === 'oauth';
/** Tags whose reads take the key pair only: who may act for the merchant (spec/README.md, Security). */
const KEY_PAIR_ONLY_TAGS = ['test_helpers', 'api_keys', 'oauth_clients'];

interface MachineCase {
  name: string;
  schema: Schema;
  machine: Doc;
}
const schemas = Object.entries<Schema>(bundled.components?.schemas ?? {});
const machines: MachineCase[] = schemas.filter(([, s]) => s['x-state-machine']).map(([name, schema]) => ({ name, schema, machine: schema['x-state-machine'] }));

const webhooks = Object.entries<Doc>(deref.webhooks ?? {});
const hasWebhooks = webhooks.length > 0;

/**
 * Id prefixes the spec must keep (spec info.description, Entities), with `down_` and `setlodp_` as
 * Razorpay has them (https://razorpay.com/docs/api/payments/downtime,
 * https://razorpay.com/docs/api/settlements/instant/create).
 */
const ID_PREFIX: Record<string, string> = {
  order_id: 'order_',
  payment_id: 'pay_',
  refund_id: 'rfnd_',
  settlement_id: 'setl_',
  dispute_id: 'disp_',
  customer_id: 'cust_',
  document_id: 'doc_',
  payment_link_id: 'plink_',
  plink_id: 'plink_',
  qr_code_id: 'qr_',
  item_id: 'item_',
  line_item_id: 'li_',
  invoice_id: 'inv_',
  plan_id: 'plan_',
  subscription_id: 'sub_',
  account_id: 'acc_',
  linked_account_id: 'acc_',
  stakeholder_id: 'sth_',
  card_id: 'card_',
  downtime_id: 'down_',
};
/** The `id` prefix of each entity schema. */
const ENTITY_PREFIX: Record<string, string> = {
  Order: 'order_',
  Payment: 'pay_',
  Refund: 'rfnd_',
  Settlement: 'setl_',
  InstantSettlement: 'setlod_',
  InstantSettlementPayout: 'setlodp_',
  Dispute: 'disp_',
  Customer: 'cust_',
  Document: 'doc_',
  PaymentLink: 'plink_',
  QrCode: 'qr_',
  Item: 'item_',
  InvoiceLineItem: 'li_',
  Invoice: 'inv_',
  Plan: 'plan_',
  Subscription: 'sub_',
  LinkedAccount: 'acc_',
  Stakeholder: 'sth_',
  Card: 'card_',
  CardDetails: 'card_',
  PaymentDowntime: 'down_',
};
const idPattern = (prefix: string) => `^${prefix}[0-9A-Za-z]{14}$`;

/** Walks a (bundled) schema through properties, items and combinators; yields [pointer, name, schema]. */
function* walkProperties(schema: unknown, at: string): Generator<[string, string, Schema]> {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  for (const [name, p] of Object.entries<Schema>(s.properties ?? {})) {
    yield [`${at}/properties/${name}`, name, p];
    yield* walkProperties(p, `${at}/properties/${name}`);
  }
  if (s.items) yield* walkProperties(s.items, `${at}/items`);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    yield* walkProperties(s.additionalProperties, `${at}/additionalProperties`);
  }
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const [i, sub] of (s[k] ?? []).entries()) yield* walkProperties(sub, `${at}/${k}/${i}`);
  }
}

/** Every inline schema in paths and components, with where it is. */
function* allSchemas(): Generator<[string, Schema]> {
  for (const [name, s] of schemas) yield [`#/components/schemas/${name}`, s];
  for (const [name, p] of Object.entries<Doc>(bundled.components?.parameters ?? {})) {
    if (p.schema) yield [`#/components/parameters/${name}`, { properties: { [p.name]: p.schema } }];
  }
  for (const c of operations) {
    for (const p of [...(c.pathItem.parameters ?? []), ...(c.op.parameters ?? [])]) {
      if (p.schema) yield [`${c.label} parameter`, { properties: { [p.name]: p.schema } }];
    }
    const body = c.op.requestBody?.content?.['application/json']?.schema;
    if (body) yield [`${c.label} body`, body];
  }
}

interface IdCase {
  label: string;
  name: string;
  schema: Schema;
  want: string | null;
}
const idCases: IdCase[] = [];
for (const [at, root] of allSchemas()) {
  const entity = at.startsWith('#/components/schemas/') ? at.slice('#/components/schemas/'.length) : '';
  for (const [ptr, name, prop] of walkProperties(root, at)) {
    if (prop.$ref) continue; // a referenced component is checked where it is defined
    if (name === 'id') {
      const direct = ptr === `${at}/properties/id` || /^.+\/allOf\/\d+\/properties\/id$/.test(ptr.replace(at, ''));
      const prefix = direct ? ENTITY_PREFIX[entity] : undefined;
      idCases.push({ label: ptr, name, schema: prop, want: prefix ? idPattern(prefix) : null });
    } else if (ID_PREFIX[name] && (prop.type === 'string' || (Array.isArray(prop.type) && prop.type.includes('string')))) {
      idCases.push({ label: ptr, name, schema: prop, want: idPattern(ID_PREFIX[name]) });
    }
  }
}

interface ExampleCase {
  label: string;
  schema: Schema;
  value: unknown;
}
const exampleCases: ExampleCase[] = [];
const missingExamples: string[] = [];
for (const c of operations) {
  const media: Array<[string, Doc | undefined]> = [
    [`${c.label} request body`, c.derefOp.requestBody?.content?.['application/json']],
    [`${c.label} 200 response`, c.derefOp.responses?.['200']?.content?.['application/json']],
  ];
  for (const [label, mt] of media) {
    if (!mt?.schema) continue;
    const values: Array<[string, unknown]> = [];
    if ('example' in mt) values.push(['example', mt.example]);
    for (const [k, ex] of Object.entries<Doc>(mt.examples ?? {})) values.push([`examples.${k}`, ex.value]);
    if (values.length === 0) missingExamples.push(label);
    for (const [k, value] of values) exampleCases.push({ label: `${label} ${k}`, schema: mt.schema, value });
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);

/** Properties an object schema declares, across allOf. */
function declaredProperties(schema: Schema): Set<string> {
  const out = new Set(Object.keys(schema.properties ?? {}));
  for (const sub of schema.allOf ?? []) for (const k of declaredProperties(sub)) out.add(k);
  return out;
}

/** Every `required` list inside a schema (top level and combinators), resolved to names. */
function* requiredLists(schema: Schema, at: string): Generator<[string, string[]]> {
  if (Array.isArray(schema.required)) yield [at, schema.required];
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const [i, sub] of (schema[k] ?? []).entries()) yield* requiredLists(sub, `${at}/${k}/${i}`);
  }
  for (const k of ['not', 'if', 'then', 'else'] as const) if (schema[k]) yield* requiredLists(schema[k], `${at}/${k}`);
  for (const [dep, names] of Object.entries<string[]>(schema.dependentRequired ?? {})) yield [`${at}/dependentRequired`, [dep, ...names]];
}

/** Unbounded strings, arrays and objects inside a request body schema (dereferenced). */
function unbounded(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const closed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && !closed && schema.maxLength === undefined && schema.format !== 'binary') out.push(`${at}: string without maxLength`);
  if (types.includes('array') && schema.maxItems === undefined) out.push(`${at}: array without maxItems`);
  if (types.includes('object') && schema.additionalProperties !== false && schema.maxProperties === undefined) out.push(`${at}: object without a bound`);
  for (const [k, p] of Object.entries<Schema>(schema.properties ?? {})) out.push(...unbounded(p, `${at}.${k}`, seen));
  if (schema.items) out.push(...unbounded(schema.items, `${at}[]`, seen));
  if (typeof schema.additionalProperties === 'object') out.push(...unbounded(schema.additionalProperties, `${at}{}`, seen));
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of schema[k] ?? []) out.push(...unbounded(sub, at, seen));
  return out;
}

/** Can a path parameter (by its schema) take this literal segment? */
function paramMatches(paramSchema: Schema | undefined, literal: string): boolean {
  if (!paramSchema) return true;
  if (paramSchema.enum) return paramSchema.enum.includes(literal);
  if (paramSchema.pattern) return new RegExp(paramSchema.pattern, 'u').test(literal);
  return true;
}
function pathParamSchema(c: OpCase, name: string): Schema | undefined {
  const p = [...(c.derefOp.parameters ?? []), ...(deref.paths[c.path].parameters ?? [])].find((x: Doc) => x.in === 'path' && x.name === name);
  return p?.schema;
}
/** Two templated paths of the same method that one concrete URL could match. */
function ambiguous(a: OpCase, b: OpCase): boolean {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  if (sa.length !== sb.length) return false;
  return sa.every((x, i) => {
    const y = sb[i];
    const px = /^\{(.+)\}$/.exec(x)?.[1];
    const py = /^\{(.+)\}$/.exec(y)?.[1];
    if (!px && !py) return x === y;
    if (px && py) {
      const pa = pathParamSchema(a, px)?.pattern;
      const pb = pathParamSchema(b, py)?.pattern;
      const prefix = (p?: string) => /^\^([a-z]+_)/.exec(p ?? '')?.[1];
      return !(prefix(pa) && prefix(pb) && prefix(pa) !== prefix(pb));
    }
    // A literal beats a template when routing; ambiguity remains only if the template could take it.
    return px ? paramMatches(pathParamSchema(a, px), y) : paramMatches(pathParamSchema(b, py!), x);
  });
}

// ------------------------------------------------------------------ document

describe('document', () => {
  it('is OpenAPI 3.1.0, version 1.0.0, served under /v1', () => {
    expect(bundled.openapi).toBe('3.1.0');
    expect(bundled.info.version).toBe('1.0.0');
    expect(bundled.servers?.[0]?.url).toMatch(/\/v1$/);
  });
  it('has the basic and oauth2 (read_only) security schemes', () => {
    const s = bundled.components.securitySchemes;
    expect(s.basic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(s.oauth2.type).toBe('oauth2');
    for (const flow of ['authorizationCode', 'clientCredentials']) expect(Object.keys(s.oauth2.flows[flow].scopes)).toEqual(['read_only']);
  });
  it('has the shared components of spec/README.md', () => {
    const c = bundled.components;
    for (const p of ['From', 'To', 'Count', 'Skip']) expect(c.parameters, p).toHaveProperty(p);
    for (const s of ['Notes', 'Error', 'ErrorBody', 'Currency', 'UnixTime', 'Amount', 'BooleanFlag']) expect(c.schemas, s).toHaveProperty(s);
    for (const r of ['BadRequest', 'Unauthorized', 'Forbidden', 'TooManyRequests', 'ServerError', 'NotImplemented']) expect(c.responses, r).toHaveProperty(r);
    expect(c.responses.TooManyRequests.headers).toHaveProperty('Retry-After');
  });
  it('gives every currency its ISO 4217 exponent', () => {
    const cur = bundled.components.schemas.Currency;
    expect(Object.keys(cur['x-minor-units']).sort()).toEqual([...cur.enum].sort());
  });
  it('has unique operationIds', () => {
    const ids = operations.map((c) => c.op.operationId);
    expect(ids.length - new Set(ids).size).toBe(0);
  });
  it('has every request body and 200 response example', () => {
    expect(missingExamples).toEqual([]);
  });
  it('has no two paths one URL could match (path parameter patterns considered)', () => {
    // One operation per path is enough: a router matches the path first, then the method.
    const byPath = [...new Map(operations.map((c) => [c.path, c])).values()];
    const clashes: string[] = [];
    for (const [i, a] of byPath.entries()) {
      for (const b of byPath.slice(i + 1)) if (ambiguous(a, b)) clashes.push(`${a.path} ~ ${b.path}`);
    }
    expect(clashes).toEqual([]);
  });
});

// ------------------------------------------------------------------ operations

describe.each(operations)('operation $label', (c) => {
  it('has operationId, exactly one declared tag, a summary', () => {
    expect(c.op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(c.op.tags).toHaveLength(1);
    expect((bundled.tags ?? []).map((t: Doc) => t.name)).toContain(c.op.tags[0]);
    expect(c.op.summary?.length).toBeGreaterThan(0);
  });

  it('answers 200 and 400/401/429/500 through the shared responses', () => {
    const r = c.op.responses;
    if (isOAuth(c)) {
      // The OAuth server follows its RFCs: a redirect (RFC 6749 4.1.2), 201 Created
      // (RFC 7591 3.2.1), RFC 6749 5.2 error bodies; only the rate limit and server error
      // are the gateway's own.
      expect(
        Object.keys(r).some((k) => /^[23]\d\d$/.test(k)),
        'a 2xx or 3xx response',
      ).toBe(true);
      const takesInput = Boolean(c.op.requestBody) || [...(c.pathItem.parameters ?? []), ...(c.op.parameters ?? [])].length > 0;
      if (takesInput) expect(r).toHaveProperty('400');
      // documented in the shape they are answered in: RFC 6749 5.2's (x-error-format: oauth2)
      expect(r['429']?.$ref).toBe('#/components/responses/OAuthTooManyRequests');
      expect(r['500']?.$ref).toBe('#/components/responses/OAuthFailure');
      return;
    }
    expect(r).toHaveProperty('200');
    expect(r['400']?.$ref).toBe('#/components/responses/BadRequest');
    expect(r['401']?.$ref).toBe('#/components/responses/Unauthorized');
    expect(r['429']?.$ref).toBe('#/components/responses/TooManyRequests');
    expect(r['500']?.$ref).toBe('#/components/responses/ServerError');
  });

  it('has the security its method calls for', () => {
    // The OAuth endpoints authenticate the client in the request itself (RFC 6749 2.3); the
    // merchant signs in on the consent page's form (decideOAuthAuthorization), not with a header.
    if (isOAuth(c)) expect(c.op.security).toEqual([]);
    // test helpers are the merchant's own test tool, not data a connected application reads; who may
    // act for the merchant (its keys, its connected applications) is not read with a token either (spec/README.md, Security)
    else if (c.method === 'get' && !KEY_PAIR_ONLY_TAGS.some((tag) => c.op.tags?.includes(tag)))
      expect(c.op.security).toEqual([{ basic: [] }, { oauth2: ['read_only'] }]);
    else expect(c.op.security).toEqual([{ basic: [] }]);
  });

  it('lists 403 when a bearer token can reach it: with too little scope, or on a key-pair-only operation', () => {
    // a valid token on an operation that takes only the key pair is a 403 too (x-errors bearer_not_accepted);
    // the OAuth endpoints authenticate clients their own way (RFC 6749 2.3)
    const secured = (c.op.security ?? bundled.security ?? []).some((req: Doc) => 'basic' in req || 'oauth2' in req);
    if (secured && !isOAuth(c)) expect(c.op.responses['403']?.$ref).toBe('#/components/responses/Forbidden');
    else expect(c.op.responses).not.toHaveProperty('403');
  });

  it('takes a request body as its <OperationId>Body component, closed and bounded', () => {
    const content = c.op.requestBody?.content;
    if (!content) return;
    const name = `${c.op.operationId[0].toUpperCase() + c.op.operationId.slice(1)}Body`;
    for (const mt of Object.values<Doc>(content)) expect(mt.schema?.$ref).toBe(`#/components/schemas/${name}`);
    const body = Object.values<Doc>(c.derefOp.requestBody.content)[0].schema;
    // where an RFC says unknown parameters are ignored (RFC 6749 3.2, RFC 7591 2, RFC 7009 2.1),
    // the OAuth server's body says so (`x-ignores-unknown`) and is bounded by a property count
    if (body['x-ignores-unknown'] === true) {
      expect(isOAuth(c)).toBe(true);
      expect(body.additionalProperties).toBeUndefined();
      expect(body.maxProperties).toBeGreaterThan(0);
    } else expect(body.additionalProperties).toBe(false);
    expect(unbounded(body, name)).toEqual([]);
  });

  it("names only declared properties in its body's required lists and cross-field rules", () => {
    const body = c.derefOp.requestBody?.content?.['application/json']?.schema;
    if (!body) return;
    const declared = declaredProperties(body);
    for (const [at, names] of requiredLists(body, 'body')) for (const n of names) expect(declared, `${at}: ${n}`).toContain(n);
  });

  it('documents the unknown-id error when it fetches by id', () => {
    if (!/^fetch/.test(c.op.operationId) || !c.path.includes('{')) return;
    // Usually `The id provided does not exist`; linked accounts say `Linked account does not exist`.
    expect((c.op.description ?? '').replace(/\s+/g, ' ')).toMatch(/does not exist/);
  });
});

// ------------------------------------------------------------------ state machines

describe('stateful schemas', () => {
  it.each(schemas.filter(([, s]) => s.properties?.entity && s.properties?.status?.enum).map(([n]) => n))('%s carries x-state-machine', (name) => {
    expect(bundled.components.schemas[name]).toHaveProperty('x-state-machine');
  });
});

describe.each(machines)('state machine of $name', ({ schema, machine }) => {
  const states: string[] = machine.states ?? [];
  const transitions: Doc[] = machine.transitions ?? [];
  const froms = (t: Doc): Array<string | null> => (t.from === null ? [null] : Array.isArray(t.from) ? t.from : [t.from]);

  it('states equal the status enum; initial is one of them', () => {
    const field = schema.properties?.[machine.field];
    expect(field, `property ${machine.field}`).toBeDefined();
    expect([...states].sort()).toEqual([...field.enum].sort());
    expect(states).toContain(machine.initial);
  });

  it('every transition names known states, a snake_case trigger, and a list of events', () => {
    for (const t of transitions) {
      for (const f of froms(t)) if (f !== null) expect(states, `from ${f}`).toContain(f);
      expect(states, `to ${t.to}`).toContain(t.to);
      expect(t.trigger).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(Array.isArray(t.emits)).toBe(true);
      if ('x-designed' in t) expect(t['x-designed']).toBe(true);
    }
  });

  it('has one transition per (from, trigger)', () => {
    const keys = transitions.flatMap((t) => froms(t).map((f) => `${f} --${t.trigger}`));
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('starts in its initial state and reaches every state', () => {
    const creations = transitions.filter((t) => t.from === null).map((t) => t.to);
    if (creations.length > 0) expect(creations).toContain(machine.initial);
    const reached = new Set<string>([machine.initial, ...creations]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of transitions) {
        if (!reached.has(t.to) && froms(t).some((f) => f !== null && reached.has(f))) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...states].sort());
  });

  it.skipIf(!hasWebhooks)('emits only events the webhooks section defines', () => {
    for (const t of transitions) for (const e of t.emits ?? []) expect(Object.keys(deref.webhooks), e).toContain(e);
  });
});

// ------------------------------------------------------------------ ids

describe.each(idCases)('id property $label', ({ schema, want }) => {
  it('carries its prefix pattern', () => {
    if (want) expect(schema.pattern).toBe(want);
    else expect(schema.pattern).toMatch(/^\^[a-z]+_\[0-9A-Za-z\]\{14\}\$$/);
  });
});

// ------------------------------------------------------------------ webhooks

describe.skipIf(!hasWebhooks).each(webhooks.length ? webhooks : [['(none)', {}] as [string, Doc]])('webhook %s', (_name, item) => {
  it('posts a JSON body with a payload schema', () => {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    expect(declaredProperties(schema)).toContain('payload');
  });
});

// ------------------------------------------------------------------ examples

describe.each(exampleCases)('example $label', ({ schema, value }) => {
  it('validates against its schema', () => {
    const validate = ajv.compile(schema);
    const ok = validate(value);
    expect(ok ? [] : validate.errors).toEqual([]);
  });
});
