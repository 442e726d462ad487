/**
 * The case derivation (conformance/derive-*.ts) on a small fixture spec: pure functions of
 * the model, table-driven with given/want pairs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCases } from '../../conformance/derive-auth.js';
import { negativeCases } from '../../conformance/derive-negative.js';
import { positiveCases } from '../../conformance/derive-positive.js';
import { transitionCases } from '../../conformance/derive-transitions.js';
import { issueField } from '../../conformance/fields.js';
import { Kinds } from '../../conformance/kinds.js';
import { fillMarkers, idMarker, markersIn, prepareExample } from '../../conformance/prepare.js';
import { SAMPLE_FILLERS } from '../../conformance/request-base.js';
import { SchemaChecker } from '../../conformance/schema-checker.js';
import { type ConformanceSpec, loadConformanceSpec } from '../../conformance/spec-source.js';
import type { ConformanceCase } from '../../conformance/types.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mini.yaml');
const NOW = 1_800_000_000;

let spec: ConformanceSpec;
let checker: SchemaChecker;
let kinds: Kinds;
beforeAll(async () => {
  spec = await loadConformanceSpec(FIXTURE);
  checker = new SchemaChecker(spec.model.schemas);
  kinds = new Kinds(spec.model);
});

function negatives(propertyRuns = 0, seed = 7): ConformanceCase[] {
  return negativeCases(spec.model, kinds, spec.examples, checker, { now: NOW, seed, propertyRuns });
}

describe('negative cases', () => {
  const table: [string, { given: string; want: { field: string; body?: unknown; query?: unknown } }][] = [
    ['nested array item minimum', { given: 'createInvoice body: line_items[0].amount below minimum', want: { field: 'line_items[0].amount' } }],
    ['nested object field', { given: 'createInvoice body: customer.contact not matching pattern', want: { field: 'customer.contact' } }],
    ['required', { given: 'createInvoice body: currency missing (required)', want: { field: 'currency' } }],
    ['mutually exclusive names b', { given: 'createInvoice body: customer and customer_id together (mutually exclusive)', want: { field: 'customer_id' } }],
    ['dependentRequired names the dependent', { given: 'createInvoice body: amount without description', want: { field: 'description' } }],
    ['maxItems', { given: 'createInvoice body: line_items more than maxItems', want: { field: 'line_items' } }],
    ['maxProperties', { given: 'createInvoice body: notes more than maxProperties keys', want: { field: 'notes' } }],
    ['free-form key value', { given: 'createInvoice body: notes.a longer than maxLength', want: { field: 'notes.a' } }],
    ['enum', { given: 'createInvoice body: currency not in enum', want: { field: 'currency' } }],
    ['unknown field', { given: 'createInvoice body: unknown field zz_unknown_field', want: { field: 'zz_unknown_field' } }],
    ['query maximum', { given: 'listInvoices query: count above maximum', want: { field: 'count', query: { count: '101' } } }],
    ['query type', { given: 'listInvoices query: count wrong type (not integer)', want: { field: 'count', query: { count: 'not_a_number' } } }],
    ['path pattern', { given: 'fetchInvoice path: invoice_id not matching pattern', want: { field: 'invoice_id' } }],
  ];
  it.each(table)('%s', (_name, { given, want }) => {
    const c = negatives().find((x) => `${x.operationId} ${x.title}` === given);
    expect(c, given).toBeDefined();
    // the fixture has no error catalogue: any client error refuses, and the case names the field it breaks
    expect(c!.expect).toEqual({ kind: 'reject', status: [400, 422] });
    expect(c!.field).toBe(want.field);
    if (want.query) expect(c!.requests[0].query).toEqual(want.query);
  });

  it('breaks exactly the one field it names, starting from a valid example', () => {
    const op = spec.model.operations.find((o) => o.operationId === 'createInvoice')!;
    for (const c of negatives(2).filter((x) => x.operationId === 'createInvoice')) {
      const body = fillMarkers(c.requests[0].body!.value, SAMPLE_FILLERS);
      const fields = new Set(checker.issues(op.body!.schema, body).map(issueField).filter(Boolean));
      expect([...fields], c.title).toEqual([c.field]);
    }
  });

  it('state checks: a create lists before and after, an action fetches its entity', () => {
    const create = negatives().find((c) => c.operationId === 'createInvoice')!;
    expect(create.listOperationId).toBe('listInvoices');
    const issue = negatives().find((c) => c.operationId === 'issueInvoice')!;
    expect(issue.fetchOperationId).toBe('fetchInvoice');
  });

  it('property variation is seeded: same seed, same cases; another seed, other values', () => {
    const titles = (seed: number) =>
      negatives(2, seed)
        .filter((c) => c.kind === 'property')
        .map((c) => c.title);
    expect(titles(11)).toEqual(titles(11));
    expect(titles(11)).not.toEqual(titles(12));
    expect(titles(11).length).toBeGreaterThan(10);
    expect(negatives(0).some((c) => c.kind === 'property')).toBe(false);
  });

  it('never counts a coercible 0/1 flag value as a wrong type (spec/README.md BooleanFlag)', () => {
    for (const c of negatives(5).filter((x) => x.title.startsWith('body: draft'))) {
      const draft = (c.requests[0].body!.value as Record<string, unknown>).draft;
      expect([0, 1, true, false, '0', '1', 'true', 'false']).not.toContain(draft);
    }
  });
});

describe('positive cases', () => {
  it('creators run first; ids come from live entities, in the state the trigger needs', () => {
    const cases = positiveCases(spec.model, kinds, spec.examples, { now: NOW });
    expect(cases[0].operationId).toBe('createInvoice');
    const issue = cases.find((c) => c.operationId === 'issueInvoice')!;
    expect(issue.requests[0].path).toEqual({ invoice_id: { idOf: 'inv', states: ['draft'] } });
    const cancel = cases.find((c) => c.operationId === 'cancelInvoice')!;
    expect(cancel.requests[0].path.invoice_id).toEqual({ idOf: 'inv', states: ['draft', 'issued'] });
    expect(cases.find((c) => c.operationId === 'fetchInvoice')!.requests[0].path.invoice_id).toEqual({ idOf: 'inv' });
    expect(cases.find((c) => c.operationId === 'listInvoices')!.expect.status).toEqual([200]);
  });

  it('prefers the example needing no live id', () => {
    const create = positiveCases(spec.model, kinds, spec.examples, { now: NOW }).find((c) => c.operationId === 'createInvoice')!;
    expect(create.requests.map((r) => [...markersIn(r.body?.value)])).toEqual([[], ['cust']]);
  });
});

describe('prepareExample', () => {
  const schema = () => spec.model.operations.find((o) => o.operationId === 'createInvoice')!.body!.schema;
  const table: [string, { given: unknown; want: unknown }][] = [
    ['a past timestamp moves a day ahead of now', { given: { currency: 'INR', expire_by: 1_700_000_000 }, want: { currency: 'INR', expire_by: NOW + 86_400 } }],
    ['a future timestamp stays', { given: { currency: 'INR', expire_by: NOW + 99_999 }, want: { currency: 'INR', expire_by: NOW + 99_999 } }],
    ['an id becomes a marker', { given: { customer_id: 'cust_Z6t7VFTb9xHeOs' }, want: { customer_id: idMarker('cust') } }],
    ['a unique string becomes a fresh value per send', { given: { receipt: 'r1' }, want: { receipt: '\u0000unique:10' } }],
  ];
  it.each(table)('%s', (_name, { given, want }) => {
    expect(prepareExample(given, schema(), spec.model.schemas, { now: NOW })).toEqual(want);
  });
});

describe('auth cases', () => {
  it('no credentials is 401, a wrong secret 401 (429 once throttled); a read_only bearer is 401 where bearer is not accepted and reads where it is', () => {
    const byTitle = Object.fromEntries(authCases(spec.model, kinds, spec.examples, { now: NOW }).map((c) => [`${c.operationId} ${c.title}`, c.expect]));
    // without an error catalogue a refusal is any of 401/403 (and 429 for guesses), never a success
    expect(byTitle).toMatchObject({
      'createInvoice auth: no credentials -> 401': { kind: 'unauthorized', status: [401, 403] },
      'createInvoice auth: wrong key secret -> 401 (429 once throttled)': { kind: 'unauthorized', status: [401, 403, 429] },
      'createInvoice auth: read_only bearer on a key-pair-only operation -> 403': { kind: 'unauthorized', status: [401, 403] },
      'listInvoices auth: read_only bearer reads -> 200': { kind: 'accept', status: [200] },
    });
  });
});

describe('state-machine cases', () => {
  it('drives every API-triggered transition, reports the others with a reason, samples disallowed ones', () => {
    const cases = transitionCases(spec.model, kinds);
    const find = (key: string) => cases.find((c) => c.key === key)!;
    expect(find('Invoice: (new) -> draft (create_draft)').act).toMatchObject({ operationId: 'createInvoice', body: { draft: '1' } });
    expect(find('Invoice: draft -> issued (issue)').reach.map((s) => s.trigger)).toEqual(['create_draft']);
    expect(find('Invoice: issued -> cancelled (cancel)').reach.map((s) => s.trigger)).toEqual(['create']);
    expect(find('Invoice: issued -> cancelled (expire)').skipReason).toBe('no operation fires `expire` (time passes)');
    expect(find('Invoice: issued -> issued (create)')).toBeUndefined();
    const disallowed = cases.filter((c) => c.kind === 'disallowed').map((c) => c.key);
    expect(disallowed).toEqual(expect.arrayContaining(['Invoice: issued -/-> (issue)', 'Invoice: cancelled -/-> (cancel)']));
    expect(disallowed).not.toContain('Invoice: draft -/-> (issue)');
  });
});

describe('state-machine cases of the interface document', () => {
  it('a trigger the entity selects is driven on an entity made with `given`; an operation allowed in a state is not sampled as refused there', async () => {
    const real = await loadConformanceSpec(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'spec', 'openapi.yaml'));
    const cases = transitionCases(real.model, new Kinds(real.model));
    const find = (key: string) => cases.find((c) => c.key === key);
    // payTestQrCode credits a multiple_use code (`credit`) and closes a single_use one (`credit_single_use`)
    expect(find('QrCode: active -> active (credit)')?.reach[0]).toMatchObject({ operationId: 'createQrCode', body: { usage: 'multiple_use' } });
    expect(find('QrCode: active -> closed (credit_single_use)')?.reach[0]?.body).toBeUndefined();
    const disallowed = cases.filter((c) => c.kind === 'disallowed').map((c) => c.key);
    // paying a closed code is `pay_closed` (refunded at once), paying an active one a credit: neither is refused
    expect(disallowed).not.toContain('QrCode: closed -/-> (credit)');
    expect(disallowed).not.toContain('QrCode: active -/-> (pay_closed)');
    expect(disallowed).toContain('QrCode: closed -/-> (close)');
  });
});

describe('settlement cases of the interface document', () => {
  it('a settlement is made by time and found by listing; the payouts ride on their instant settlement', async () => {
    const real = await loadConformanceSpec(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'spec', 'openapi.yaml'));
    const cases = transitionCases(real.model, new Kinds(real.model));
    const find = (key: string) => cases.find((c) => c.key === key);
    expect(find('Settlement: (new) -> created (create)')).toMatchObject({
      act: { operationId: 'advanceTestClock' },
      time: { find: 'listSettlements', align: 900 },
    });
    // `created` only time reaches: the creation recipe runs first
    expect(find('Settlement: created -> failed (fail)')).toMatchObject({ act: { operationId: 'processTestSettlement' }, viaTime: { time: { from: null } } });
    expect(find('InstantSettlement: initiated -> partially_processed (process_partially)')?.reach.map((s) => s.trigger)).toEqual(['create', 'initiate']);
    expect(find('InstantSettlement: initiated -> partially_processed (process_partially)')?.reach[0]?.body).toMatchObject({ amount: 55_000_000 });
    const payout = find('InstantSettlementPayout: initiated -> reversed (reverse)');
    expect(payout).toMatchObject({
      nested: { via: 'ondemand_payouts', state: 'reversed' },
      act: { operationId: 'processTestInstantSettlement', body: { outcome: 'reversed' } },
    });
    expect(payout?.skipReason).toBeUndefined();
    // nothing acts on a payout by itself: no refusal is sampled for it
    expect(cases.filter((c) => c.kind === 'disallowed' && c.machine === 'InstantSettlementPayout')).toEqual([]);
  });
});
