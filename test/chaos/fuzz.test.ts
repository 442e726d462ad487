/**
 * Schema-driven fuzzing of every built operation, on both engines: requests made from the spec's
 * own examples with one field (or the path, the query, the whole body) replaced by a hostile
 * value: wrong types, numbers past every bound (1e21, 1e308, 2^53), NUL, lone surrogates, 10 000
 * characters, deep nesting, markup and SQL, values fast-check draws. An oracle independent of
 * the gateway (ajv over the spec's schemas, conformance/schema-checker.ts) says which requests
 * break the spec. Holds: 0 answers 5xx; 0 requests the spec forbids answered 2xx; and a run of
 * refused requests leaves every table as it was (a hash of all rows before and after each
 * operation's run of refusals). Requests per engine: 5,000 (PAISA_CHAOS=full: 40,000).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idPrefix, sampleId, sampleValue } from '../../conformance/sample.js';
import { SchemaChecker } from '../../conformance/schema-checker.js';
import { effective } from '../../conformance/schema-node.js';
import { type ConformanceSpec, loadConformanceSpec } from '../../conformance/spec-source.js';
import { coercibleFlag } from '../../conformance/violations.js';
import type { JsonSchema, OperationModel } from '../../generator/model/types.js';
import { SQLITE_FILE_NAME } from '../../service/store/open.js';
import { built, ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { PG_TEST_URL } from '../support/postgres.js';
import { FULL } from './gateway-process.js';

const REQUESTS = FULL ? 40_000 : 5_000;
const SEED = Number(process.env.PAISA_FUZZ_SEED ?? 20261125);

/** Values no field of the spec takes as they are, or only barely. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e21,
  1e308,
  -1e308,
  2 ** 53,
  -(2 ** 53),
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(300),
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE entities; --",
  '../../etc/passwd',
  '0x10',
  '1e3',
  'NaN',
  'Infinity',
  '-0',
  '2020-13-45',
  'inv_AAAAAAAAAAAAAA',
  [],
  [1, 2, 3],
  Array.from({ length: 2000 }, (_, i) => i),
  {},
  { a: { b: { c: { d: { e: {} } } } } },
  JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];
const HOSTILE_TEXT: readonly string[] = [
  '',
  ' 5',
  '5 ',
  '0x10',
  '1e21',
  '1e308',
  '99999999999999999999',
  '-1',
  'Infinity',
  'NaN',
  '%00',
  'a%00b',
  '%FF%FE',
  '%ED%A0%80',
  'a'.repeat(5000),
  '..%2F..%2Fetc',
  '<b>x</b>',
  "'--",
  'inv_AAAAAAAAAAAAAA',
];

interface Outcome {
  requests: number;
  forbidden: number;
  fiveHundreds: string[];
  accepted: string[];
  changed: string[];
  byStatus: Map<number, number>;
}

/** A hash of every row of every table the gateway keeps, read beside it. */
interface Tables {
  hash(): Promise<string>;
  close(): Promise<void>;
}

/** The request log keeps every request, refused ones too (the dashboard's request log): only the other tables must not move. */
const LOGGED_REQUESTS = new Set(['request_log', 'request_log_objects']);

async function tablesOf(gw: TestGateway): Promise<Tables> {
  const digest = (rows: Record<string, unknown[]>): string => {
    const h = createHash('sha256');
    for (const [table, list] of Object.entries(rows).sort(([a], [b]) => a.localeCompare(b))) {
      const lines = list
        .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : Buffer.isBuffer(v) ? v.toString('hex') : v)))
        .sort();
      h.update(`${table}\n${lines.join('\n')}\n`);
    }
    return h.digest('hex');
  };
  if (gw.engine === 'sqlite') {
    const db = new Database(join(gw.dataDir, SQLITE_FILE_NAME), { readonly: true });
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[])
      .map((t) => t.name)
      .filter((t) => !LOGGED_REQUESTS.has(t));
    return {
      hash: async () => digest(Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}"`).all()]))),
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: PG_TEST_URL, options: `-c search_path=${gw.schema}` });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
    [gw.schema],
  );
  const tables = rows.map((r) => r.name).filter((t) => !LOGGED_REQUESTS.has(t));
  return {
    async hash() {
      const all: Record<string, unknown[]> = {};
      for (const t of tables) all[t] = (await client.query(`SELECT * FROM "${t}"`)).rows;
      return digest(all);
    },
    close: () => client.end(),
  };
}

interface Request {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  /** what the oracle says: the spec forbids this request */
  forbidden: boolean;
  what: string;
}

/** A random generator that replays from the seed (fast-check's own, so a failure names its seed). */
function randomFrom(seed: number): { pick<T>(list: readonly T[]): T; int(max: number): number; json(): unknown } {
  const jsonValues = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 500 });
  let state = seed >>> 0 || 1;
  const next = (): number => {
    // xorshift32: reproducible without Math.random
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    int: (max) => Math.floor(next() * max),
    json: () => jsonValues[Math.floor(next() * jsonValues.length)],
  };
}

function fuzzer(spec: ConformanceSpec, checker: SchemaChecker, ids: Map<string, string[]>, seed: number) {
  const { model, examples } = spec;
  const random = randomFrom(seed);

  function pathFor(op: OperationModel, hostile: boolean): { path: string; forbidden: boolean } {
    let forbidden = false;
    let path = op.fullPath;
    const target = hostile ? random.int(op.pathParams.length) : -1;
    op.pathParams.forEach((p, i) => {
      const prefix = idPrefix(effective(p.schema, model.schemas).pattern);
      let value: string;
      if (i === target) {
        value = random.pick(HOSTILE_TEXT);
        const decoded = safeDecode(value);
        forbidden ||= decoded === undefined || checker.issues({ type: 'object', properties: { v: p.schema } }, { v: decoded }, 'coerce').length > 0;
      } else {
        const known = prefix ? ids.get(prefix) : undefined;
        value = encodeURIComponent(
          known?.length ? random.pick(known) : prefix ? sampleId(prefix, random.int(1000)) : String(sampleValue(p.schema, model.schemas)),
        );
      }
      path = path.replace(`{${p.name}}`, value);
    });
    // spec info.description, Paths and numbers as the reference SDKs send them: a path may end
    // with one `/`, so an empty last segment (`/v1/disputes/`) asks for the path before it, an
    // operation of its own (listDisputes) that the request may rightly reach
    if (forbidden && path.endsWith('/') && model.operations.some((o) => o.method === op.method && o.fullPath === path.slice(0, -1))) forbidden = false;
    return { path, forbidden };
  }

  function queryFor(op: OperationModel, hostile: boolean): { query: string; forbidden: boolean } {
    const params = new URLSearchParams();
    const values: Record<string, unknown> = {};
    for (const p of op.queryParams) if (p.required) values[p.name] = sampleValue(p.schema, model.schemas);
    let raw = '';
    if (hostile && op.queryParams.length) {
      const p = random.pick(op.queryParams);
      const text = random.pick(HOSTILE_TEXT);
      delete values[p.name];
      raw = `${encodeURIComponent(p.name)}=${text}`;
      const decoded = safeDecode(text);
      values[p.name] = decoded;
    }
    for (const [k, v] of Object.entries(values)) if (!raw.startsWith(`${k}=`)) params.set(k, String(v));
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(op.queryParams.map((p) => [p.name, p.schema])),
      required: op.queryParams.filter((p) => p.required).map((p) => p.name),
    };
    const forbidden = Object.values(values).includes(undefined) || checker.issues(schema, values, 'coerce').length > 0;
    const text = [params.toString(), raw].filter(Boolean).join('&');
    return { query: text ? `?${text}` : '', forbidden };
  }

  function bodyFor(op: OperationModel): { body: unknown; forbidden: boolean; what: string } {
    const schema = op.body?.schema ?? {};
    const example = examples[op.operationId]?.find((e) => e.contentType === 'application/json')?.value;
    let body: unknown = example === undefined ? sampleValue(schema, model.schemas) : structuredClone(example);
    let what: string;
    const roll = random.int(10);
    if (roll === 0) {
      body = random.pick(HOSTILE);
      what = 'body replaced';
    } else if (roll === 1) {
      body = random.json();
      what = 'body drawn by fast-check';
    } else if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const { parent, key } = randomSlot(body as Record<string, unknown>, effective(schema, model.schemas));
      const value = roll < 6 ? random.pick(HOSTILE) : roll < 8 ? random.json() : undefined;
      if (value === undefined) delete parent[key];
      else parent[key] = value;
      what = `${key} ${value === undefined ? 'removed' : `= ${short(value)}`}`;
    } else what = 'example as it is';
    return { body, forbidden: checker.issues(schema, flagsCoerced(body, schema), 'strict').length > 0, what };
  }

  /** spec BooleanFlag: the server reads 0/1/true/false as `"0"`/`"1"` (x-boolean-flag), so the oracle does too. */
  function flagsCoerced(value: unknown, schema: unknown): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const node = effective(schema, model.schemas);
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const additional = node.additionalProperties;
    for (const [key, child] of Object.entries(out)) {
      // a map's values (Notes: additionalProperties of strings) are read like named fields
      const declared = key in properties ? properties[key] : additional !== null && typeof additional === 'object' ? additional : undefined;
      if (declared === undefined) continue;
      const childNode = effective(declared, model.schemas);
      out[key] = coercibleFlag(childNode, child)
        ? child === true || child === 1 || child === '1' || child === 'true'
          ? '1'
          : '0'
        : plainNumberAs(childNode, flagsCoerced(child, childNode));
    }
    return out;
  }

  /**
   * spec info.description, Paths and numbers as the reference SDKs send them: a field typed integer or number also takes a string
   * of plain decimal digits, a field typed string an integer (as the mirrored service's SDKs send
   * them), so the oracle reads them as the server does.
   */
  function plainNumberAs(node: JsonSchema, value: unknown): unknown {
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (typeof value === 'string' && (types.includes('integer') || types.includes('number')) && /^-?(0|[1-9][0-9]*)$/.test(value)) {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : value;
    }
    if (typeof value === 'number' && types.includes('string') && !types.includes('number') && !types.includes('integer') && Number.isSafeInteger(value))
      return String(value);
    return value;
  }

  /** A field of the body, at any depth, or a new one beside them. */
  function randomSlot(body: Record<string, unknown>, _schema: JsonSchema): { parent: Record<string, unknown>; key: string } {
    let parent = body;
    for (let depth = 0; depth < 3; depth++) {
      const keys = Object.keys(parent);
      if (!keys.length || random.int(4) === 0) break;
      const key = random.pick(keys);
      const child = parent[key];
      if (child === null || typeof child !== 'object' || Array.isArray(child) || random.int(2) === 0) return { parent, key };
      parent = child as Record<string, unknown>;
    }
    const keys = Object.keys(parent);
    return { parent, key: keys.length && random.int(5) ? random.pick(keys) : random.pick(['extra', '__proto__', 'a'.repeat(300), 'amount', 'id']) };
  }

  return function next(op: OperationModel): Request {
    const aim = random.int(op.body ? 6 : 3);
    const path = pathFor(op, aim === 0 && op.pathParams.length > 0);
    const query = queryFor(op, aim === 1 || (aim === 2 && !op.body));
    const request: Request = {
      method: op.method.toUpperCase(),
      path: path.path + query.query,
      forbidden: path.forbidden || query.forbidden,
      what: `${op.operationId}`,
    };
    if (op.body && op.method !== 'get') {
      const body =
        aim >= 2
          ? bodyFor(op)
          : { body: examples[op.operationId]?.[0]?.value ?? sampleValue(op.body.schema, model.schemas), forbidden: false, what: 'example' };
      request.contentType = 'application/json';
      request.body = JSON.stringify(body.body) ?? 'null';
      request.forbidden ||= body.forbidden && op.body.contentTypes.includes('application/json');
      // an operation that does not take JSON refuses any JSON body (415)
      if (!op.body.contentTypes.includes('application/json')) request.forbidden = true;
      request.what += ` body: ${body.what}`;
    }
    return request;
  };
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

for (const engine of ENGINES)
  describe(`fuzzing every built operation from the spec [${engine}]`, () => {
    let gw: TestGateway;
    let spec: ConformanceSpec;
    let tables: Tables;
    const ids = new Map<string, string[]>();
    beforeAll(async () => {
      spec = await loadConformanceSpec();
      gw = await startGateway({ engine });
      // only requests change state while the tables are compared
      await Promise.all([gw.app.sweeps.stop(), gw.app.notificationWorker.stop(), gw.app.webhookWorker?.stop()]);
      tables = await tablesOf(gw);
      // entities to aim at: each create example once
      for (const op of spec.model.operations) {
        if (op.method !== 'post' || op.pathParams.length || !built(op.operationId as never) || op.tag === 'test_helpers' || op.tag === 'oauth') continue;
        const example = spec.examples[op.operationId]?.find((e) => e.contentType === 'application/json');
        if (!example) continue;
        const res = await fetch(`${gw.baseUrl}${op.fullPath}`, { method: 'POST', headers: headers(gw), body: JSON.stringify(example.value) });
        const id = ((await res.json()) as { id?: unknown }).id;
        const prefix = typeof id === 'string' ? idPrefix(`^${id.split('_')[0]}_[0-9A-Za-z]{14}$`) : undefined;
        if (prefix && typeof id === 'string') ids.set(prefix, [...(ids.get(prefix) ?? []), id]);
      }
    }, 120_000);
    afterAll(async () => {
      await tables?.close();
      await gw?.stop();
    });

    it(`${REQUESTS} requests: 0 answered 5xx, 0 the spec forbids accepted, 0 tables changed by a refusal`, async () => {
      const checker = new SchemaChecker(spec.model.schemas);
      const seed = SEED + (engine === 'postgres' ? 1 : 0);
      const next = fuzzer(spec, checker, ids, seed);
      const operations = spec.model.operations.filter((op) => built(op.operationId as never) && op.operationId !== 'fetchOAuthServerMetadata');
      const perOperation = Math.ceil(REQUESTS / operations.length);
      const outcome: Outcome = { requests: 0, forbidden: 0, fiveHundreds: [], accepted: [], changed: [], byStatus: new Map() };
      for (const op of operations) {
        const requests = Array.from({ length: perOperation }, () => next(op));
        // the forbidden ones first, as one run whose refusals must leave every table as it was
        const forbidden = requests.filter((r) => r.forbidden);
        const before = await tables.hash();
        for (const request of forbidden) await send(gw, request, outcome);
        if ((await tables.hash()) !== before) outcome.changed.push(`${op.operationId}: ${forbidden.length} refused requests changed the tables`);
        for (const request of requests.filter((r) => !r.forbidden)) await send(gw, request, outcome);
      }
      const statuses = [...outcome.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(
        `fuzz [${engine}] seed ${seed}: ${outcome.requests} requests over ${operations.length} operations, ${outcome.forbidden} forbidden by the spec; ${outcome.fiveHundreds.length} × 5xx, ${outcome.accepted.length} forbidden accepted, ${outcome.changed.length} state changes after a refusal; statuses ${statuses.join(' ')}`,
      );
      expect(outcome.requests).toBeGreaterThanOrEqual(REQUESTS);
      expect(outcome.fiveHundreds.slice(0, 20)).toEqual([]);
      expect(outcome.accepted.slice(0, 20)).toEqual([]);
      expect(outcome.changed).toEqual([]);
    }, 600_000);
  });

function headers(gw: TestGateway, contentType = 'application/json'): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}`, 'content-type': contentType };
}

async function send(gw: TestGateway, request: Request, outcome: Outcome): Promise<void> {
  const res = await fetch(`${gw.baseUrl}${request.path}`, {
    method: request.method,
    headers: headers(gw, request.contentType),
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
  });
  const text = await res.text();
  outcome.requests++;
  outcome.byStatus.set(res.status, (outcome.byStatus.get(res.status) ?? 0) + 1);
  if (request.forbidden) outcome.forbidden++;
  const line = `${request.method} ${request.path.slice(0, 120)} (${request.what}) -> ${res.status} ${text.slice(0, 160)}`;
  if (res.status >= 500 && res.status !== 501) outcome.fiveHundreds.push(line);
  if (request.forbidden && res.status < 300) outcome.accepted.push(line);
}
