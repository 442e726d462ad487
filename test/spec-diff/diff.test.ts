/**
 * Breaking-change detection (generator/spec-diff): `breakingChanges(base, head)` over models
 * built from a small document and an edited copy of it (given: the edit; want: the changes),
 * the info.version rule, and the CLI against this repository's own history.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump as toYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../generator/model/index.js';
import type { JsonSchema } from '../../generator/model/types.js';
import { main } from '../../generator/spec-diff/cli.js';
import { breakingChanges } from '../../generator/spec-diff/diff.js';
import { verdictLine, versionVerdict } from '../../generator/spec-diff/version.js';

type Doc = Record<string, any>;

function baseDoc(): Doc {
  const ok = (ref: string) => ({ description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } });
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1.0.0' },
    servers: [{ url: 'http://127.0.0.1:8080/v1' }],
    paths: {
      '/items': {
        post: {
          operationId: 'createItem',
          tags: ['items'],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateItemBody' } } } },
          responses: { '200': ok('Item') },
        },
        get: {
          operationId: 'listItems',
          tags: ['items'],
          parameters: [{ name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }],
          responses: { '200': ok('Item') },
        },
      },
      '/items/{item_id}': {
        get: {
          operationId: 'fetchItem',
          tags: ['items'],
          parameters: [{ name: 'item_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': ok('Item') },
        },
      },
    },
    webhooks: {
      'item.created': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemCreatedEvent' } } } },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        CreateItemBody: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: {
            name: { type: 'string', maxLength: 40 },
            amount: { type: 'integer', minimum: 0 },
            currency: { type: 'string', enum: ['INR', 'USD'] },
            tags: { type: 'array', maxItems: 5, items: { type: 'string' } },
          },
        },
        Item: {
          type: 'object',
          required: ['id', 'name', 'status'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            status: { type: 'string', enum: ['active', 'inactive'] },
            amount: { type: 'integer' },
          },
        },
        ItemCreatedEvent: {
          allOf: [
            { type: 'object', required: ['event'], properties: { event: { type: 'string' } } },
            { type: 'object', properties: { payload: { type: 'object', properties: { item: { $ref: '#/components/schemas/Item' } } } } },
          ],
        },
      },
    },
  };
}

const body = (d: Doc) => d.components.schemas.CreateItemBody as JsonSchema & { properties: Record<string, any>; required: string[] };

const CASES: [string, { given: (d: Doc) => void; want: string[] }][] = [
  ['no change', { given: () => undefined, want: [] }],
  ['a new optional request field is not breaking', { given: (d) => (body(d).properties.note = { type: 'string' }), want: [] }],
  ['a new response field is not breaking', { given: (d) => (d.components.schemas.Item.properties.note = { type: 'string' }), want: [] }],
  ['a looser limit is not breaking', { given: (d) => (body(d).properties.name.maxLength = 80), want: [] }],
  ['a removed operation', { given: (d) => delete d.paths['/items/{item_id}'], want: ['operation removed: GET /v1/items/{item_id}: fetchItem'] }],
  [
    'a renamed operationId',
    { given: (d) => (d.paths['/items'].get.operationId = 'allItems'), want: ['operationId changed: GET /v1/items: listItems -> allItems'] },
  ],
  ['a removed request field', { given: (d) => delete body(d).properties.amount, want: ['request field removed: createItem request body amount: removed'] }],
  [
    'a new required request field',
    { given: (d) => body(d).required.push('amount'), want: ['request field now required: createItem request body amount: required'] },
  ],
  [
    'a new required parameter',
    {
      given: (d) => d.paths['/items'].get.parameters.push({ name: 'kind', in: 'query', required: true, schema: { type: 'string' } }),
      want: ['parameter now required: listItems query kind: new required parameter'],
    },
  ],
  ['a removed parameter', { given: (d) => (d.paths['/items'].get.parameters = []), want: ['parameter removed: listItems query count: removed'] }],
  ['maxLength down', { given: (d) => (body(d).properties.name.maxLength = 20), want: ['limit tightened: createItem request body name: maxLength 40 -> 20'] }],
  ['minimum up', { given: (d) => (body(d).properties.amount.minimum = 1), want: ['limit tightened: createItem request body amount: minimum 0 -> 1'] }],
  [
    'a parameter maximum down',
    { given: (d) => (d.paths['/items'].get.parameters[0].schema.maximum = 50), want: ['limit tightened: listItems query count: maximum 100 -> 50'] },
  ],
  ['maxItems down', { given: (d) => (body(d).properties.tags.maxItems = 2), want: ['limit tightened: createItem request body tags: maxItems 5 -> 2'] }],
  [
    'a request enum value removed',
    { given: (d) => (body(d).properties.currency.enum = ['INR']), want: ['enum value removed: createItem request body currency: no longer accepted: "USD"'] },
  ],
  [
    'a narrowed request type',
    {
      given: (d) => (body(d).properties.amount = { type: 'integer', minimum: 0, maximum: 10, multipleOf: 1 }),
      want: ['limit tightened: createItem request body amount: maximum none -> 10'],
    },
  ],
  ['integer to number widens (not breaking)', { given: (d) => (body(d).properties.amount = { type: 'number', minimum: 0 }), want: [] }],
  [
    'string to integer',
    { given: (d) => (body(d).properties.name = { type: 'integer' }), want: ['type narrowed: createItem request body name: type string -> integer'] },
  ],
  ['an already required body stays required', { given: (d) => (d.paths['/items'].post.requestBody.required = true), want: [] }],
  [
    'a removed response field',
    {
      given: (d) => delete d.components.schemas.Item.properties.amount,
      want: [
        'response field removed: listItems response 200 amount: removed',
        'response field removed: createItem response 200 amount: removed',
        'response field removed: fetchItem response 200 amount: removed',
        'webhook field removed: webhook item.created payload.item.amount: removed',
      ],
    },
  ],
  [
    'a response enum value removed',
    {
      given: (d) => (d.components.schemas.Item.properties.status.enum = ['active']),
      want: [
        'enum value removed: listItems response 200 status: no longer returned: "inactive"',
        'enum value removed: createItem response 200 status: no longer returned: "inactive"',
        'enum value removed: fetchItem response 200 status: no longer returned: "inactive"',
        'enum value removed: webhook item.created payload.item.status: no longer returned: "inactive"',
      ],
    },
  ],
  [
    'a response field no longer required',
    {
      given: (d) => (d.components.schemas.Item.required = ['id', 'status']),
      want: [
        'response field no longer required: listItems response 200 name: may now be absent',
        'response field no longer required: createItem response 200 name: may now be absent',
        'response field no longer required: fetchItem response 200 name: may now be absent',
        'response field no longer required: webhook item.created payload.item.name: may now be absent',
      ],
    },
  ],
  ['a removed webhook', { given: (d) => delete d.webhooks['item.created'], want: ['webhook removed: webhook item.created: removed'] }],
  [
    'a removed envelope field of a webhook payload (allOf)',
    {
      given: (d) => delete d.components.schemas.ItemCreatedEvent.allOf[0].properties.event,
      want: ['webhook field removed: webhook item.created event: removed'],
    },
  ],
];

describe('breakingChanges', () => {
  it.each(CASES)('%s', (_name, { given, want }) => {
    const head = baseDoc();
    given(head);
    const changes = breakingChanges(buildModel(baseDoc()), buildModel(head)).map((c) => `${c.kind}: ${c.where}: ${c.detail}`);
    expect(changes).toEqual(want);
  });
});

describe('info.version rule', () => {
  const table: [string, { given: [string, string, number]; want: string }][] = [
    ['no breaking change, no bump', { given: ['1.0.0', '1.0.0', 0], want: 'breaking changes: 0 (info.version 1.0.0 -> 1.0.0: allowed)' }],
    ['breaking with a minor bump', { given: ['1.0.0', '1.1.0', 2], want: 'breaking changes: 2 (info.version 1.0.0 -> 1.1.0: not allowed)' }],
    ['breaking with a major bump', { given: ['1.4.2', '2.0.0', 3], want: 'breaking changes: 3 (info.version 1.4.2 -> 2.0.0: allowed)' }],
    ['breaking with a major step back', { given: ['2.0.0', '1.9.0', 1], want: 'breaking changes: 1 (info.version 2.0.0 -> 1.9.0: not allowed)' }],
    ['unparseable version', { given: ['one', 'two', 1], want: 'breaking changes: 1 (info.version one -> two: not allowed)' }],
  ];
  it.each(table)('%s', (_name, { given: [from, to, n], want }) => {
    expect(verdictLine(n, versionVerdict(from, to, n))).toBe(want);
  });
});

describe('npm run spec:diff', () => {
  function repoWith(doc: Doc): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'paisa-spec-diff-test-'));
    mkdirSync(path.join(dir, 'spec'));
    writeFileSync(path.join(dir, 'spec/openapi.yaml'), toYaml(doc));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', 'spec/openapi.yaml');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base');
    return dir;
  }

  it('exits 1 for a breaking change without a major bump, 0 with one', async () => {
    const dir = repoWith(baseDoc());
    try {
      const head = baseDoc();
      body(head).properties.name.maxLength = 20;
      writeFileSync(path.join(dir, 'spec/openapi.yaml'), toYaml(head));
      const lines: string[] = [];
      expect(await main(['HEAD'], (l) => lines.push(l), dir)).toBe(1);
      expect(lines).toEqual([
        'BREAKING limit tightened: createItem request body name: maxLength 40 -> 20',
        'breaking changes: 1 (info.version 1.0.0 -> 1.0.0: not allowed)',
      ]);
      head.info.version = '2.0.0';
      writeFileSync(path.join(dir, 'spec/openapi.yaml'), toYaml(head));
      const again: string[] = [];
      expect(await main(['HEAD'], (l) => again.push(l), dir)).toBe(0);
      expect(again[again.length - 1]).toBe('breaking changes: 1 (info.version 1.0.0 -> 2.0.0: allowed)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no breaking change between this repository HEAD and its working copy of an unchanged spec', async () => {
    const lines: string[] = [];
    const code = await main(['HEAD'], (l) => lines.push(l));
    // every file of the spec (its root and those beside it) as committed
    const unchanged = execFileSync('git', ['status', '--porcelain', '--', 'spec'], { encoding: 'utf8' }).trim() === '';
    if (unchanged) {
      expect(code).toBe(0);
      expect(lines).toEqual(['breaking changes: 0 (info.version 1.0.0 -> 1.0.0: allowed)']);
    } else expect(lines[lines.length - 1]).toMatch(/^breaking changes: \d+ \(info\.version /);
  });

  it('names an unknown ref and exits 2', async () => {
    const lines: string[] = [];
    expect(await main(['no-such-ref-xyz'], (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toMatch(/^spec:diff: /);
  });
});
