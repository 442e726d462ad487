/**
 * `x-time-transitions` (spec/README.md, Transitions of time): the generator reads them into the
 * model and refuses a recipe the spec cannot carry out, naming where it is.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { emitServer } from '../../generator/emit/server.js';
import { generateFromFile } from '../../generator/generate.js';
import { parseSpec, SpecError } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import { specWith } from '../support/spec-copy.js';

const SPEC = 'spec/openapi.yaml';
const AT = '/paths/~1test_helpers~1clock~1advance/post/x-time-transitions';
const FIRST = `        - machine: Invoice
          trigger: expire
          from: issued
          setup: {operationId: createInvoice, in: {expire_by: 960}}
          advance: 961`;

describe('x-time-transitions', () => {
  it('reaches the model: advanceTestClock forms settlements and moves disputes, invoices, payment links, QR codes, subscriptions and downtimes', async () => {
    const model = buildModel((await parseSpec(await readFile(SPEC, 'utf8'), SPEC)).doc);
    const advance = model.operations.find((op) => op.operationId === 'advanceTestClock');
    expect(advance?.timeTransitions.map((t) => `${t.machine}: ${t.from} (${t.trigger})`)).toEqual([
      'Settlement: null (create)',
      'Dispute: open (forfeit)',
      'Invoice: issued (expire)',
      'PaymentLink: created (expire)',
      'QrCode: active (expire)',
      'Subscription: created (expire)',
      'Subscription: pending (halt)',
      'Subscription: active (expire)',
      'PaymentDowntime: scheduled (start)',
      'PaymentDowntime: started (resolve)',
    ]);
    // time creates a settlement out of a captured payment, on quarter-hour cycles, found by listing
    expect(advance?.timeTransitions[0]).toMatchObject({ from: null, align: 900, find: 'listSettlements', advance: 1800 });
    expect(advance?.timeTransitions[2]?.setup).toEqual({ operationId: 'createInvoice', in: { expire_by: 960 } });
    // a state only reached through operations first: the subscription is authorized and charged before time moves
    expect(advance?.timeTransitions[6]?.setup.steps?.map((s) => s.operationId)).toEqual(['authorizeTestSubscription', 'chargeTestSubscription']);
  });

  it.each([
    ['a transition the machine lacks', FIRST.replace('from: issued', 'from: draft'), AT, 'Invoice has no transition from `draft` by `expire`'],
    ['an unknown setup operation', FIRST.replace('operationId: createInvoice', 'operationId: makeInvoice'), `${AT}/setup`, 'no operation `makeInvoice`'],
    [
      'an advance that stops short of the deadline',
      FIRST.replace('advance: 961', 'advance: 960'),
      `${AT}/advance`,
      'must move the clock past every `in` offset',
    ],
    [
      'a creation by time with nothing to find it by',
      FIRST.replace('from: issued', 'from: null').replace('trigger: expire', 'trigger: create').replace('machine: Invoice', 'machine: Settlement'),
      `${AT}/find`,
      'a creation by time needs `find`, a list operation (got ``)',
    ],
  ])('refuses %s', async (_name, broken, pointer, reason) => {
    // a copy of the spec (the root and the files beside it) with the recipe broken where it is written
    const copy = specWith(FIRST, broken);
    const error = await generateFromFile(copy.root, [emitServer])
      .then(
        () => undefined,
        (e: unknown) => e,
      )
      .finally(copy.cleanup);
    expect(error).toBeInstanceOf(SpecError);
    expect(error).toMatchObject({ pointer, reason });
  });
});
