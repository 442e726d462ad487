/** runtime/server/machine.ts: entities move only by the transitions the spec lists. */
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../runtime/server/errors.js';
import { buildMachine, type Transition } from '../../runtime/server/machine.js';

const def = {
  schema: 'Thing',
  field: 'status',
  entity: 'thing',
  initial: 'created',
  states: ['created', 'active', 'closed'],
  transitions: [
    { from: null, to: 'created', trigger: 'create', emits: ['thing.created'] },
    { from: 'created', to: 'active', trigger: 'activate', emits: [] },
    { from: 'active', to: 'active', trigger: 'touch', emits: [] },
    { from: 'active', to: 'closed', trigger: 'close', emits: ['thing.closed'] },
    { from: 'created', to: 'closed', trigger: 'close', emits: ['thing.closed'] },
  ],
} as const;

type Thing = { id: string; status: string };

function machine(calls: string[] = []) {
  return buildMachine<typeof def, Thing, string>(def, (entity, t: Transition, ctx) => void calls.push(`${ctx}:${t.from}->${t.to}:${entity.status}`), {
    closed: (_e, _t, ctx) => void calls.push(`${ctx}:enter closed`),
    active: () => void calls.push('enter active'),
  });
}

describe('buildMachine', () => {
  it('fire moves a copy through the transition, then calls onTransition and the enter hook', async () => {
    const calls: string[] = [];
    const original = { id: 't1', status: 'created' };
    const { entity, transition } = await machine(calls).fire(original, 'close', 'tx');
    expect(entity).toEqual({ id: 't1', status: 'closed' });
    expect(original.status).toBe('created');
    expect(transition.emits).toEqual(['thing.closed']);
    expect(calls).toEqual(['tx:created->closed:closed', 'tx:enter closed']);
  });

  it('a self-transition calls onTransition but no enter hook', async () => {
    const calls: string[] = [];
    await machine(calls).fire({ id: 't1', status: 'active' }, 'touch', 'tx');
    expect(calls).toEqual(['tx:active->active:active']);
  });

  it.each([
    ['closed', 'activate'],
    ['active', 'activate'],
    ['', 'close'],
  ] as const)('refuses %s --%s--> with invalid_state_transition, no hooks', async (status, trigger) => {
    const calls: string[] = [];
    const error = await machine(calls)
      .fire({ id: 't1', status }, trigger, 'tx')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ key: 'invalid_state_transition', params: { schema: 'Thing', status } });
    expect(calls).toEqual([]);
  });

  it('can and triggers answer from the spec', () => {
    const m = machine();
    expect(m.can({ id: 'x', status: 'created' }, 'activate')).toBe(true);
    expect(m.can({ id: 'x', status: 'closed' }, 'close')).toBe(false);
    expect(m.triggers('created')).toEqual(['activate', 'close']);
    expect(m.triggers('closed')).toEqual([]);
  });

  it('create takes the only creation transition and runs its hooks', async () => {
    const calls: string[] = [];
    const { entity, transition } = await machine(calls).create({ id: 't2' }, undefined, 'tx');
    expect(entity).toEqual({ id: 't2', status: 'created' });
    expect(transition?.emits).toEqual(['thing.created']);
    expect(calls).toEqual(['tx:null->created:created']);
  });

  it('a creation the spec does not have is a bug of the caller (an Error, not a refusal)', async () => {
    const error = await machine()
      .create({ id: 't3' }, 'close')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(Refusal);
  });
});
