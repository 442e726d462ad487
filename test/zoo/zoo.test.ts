/**
 * The fault zoo proves itself without the conformance runner: every document loads (the
 * generator's loader and swagger-parser), every correct server answers a scripted walk as its
 * document says (test/zoo/conforms.ts), and every planted fault changes an answer of its witness.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load.js';
import { judge } from './conforms.js';
import { ZOO } from './index.js';
import { zooClient } from './kit/client.js';
import { inventoryWalk, type Step, tasksWalk, usersWalk } from './walks.js';

const WALKS: Record<string, (c: ReturnType<typeof zooClient>) => Promise<Step[]>> = { tasks: tasksWalk, users: usersWalk, inventory: inventoryWalk };

describe.each(ZOO)('zoo API $name', (api) => {
  it('has a valid document of its version', async () => {
    const { doc } = await loadSpec(api.spec);
    expect(String(doc.openapi)).toMatch(new RegExp(`^${api.openapi.replace('.', '\\.')}\\.`));
    await expect(SwaggerParser.validate(api.spec)).resolves.toBeTruthy();
  });

  it('has a correct server: every answer of the walk is the documented one', async () => {
    const server = await api.start();
    try {
      const { problems } = await judge(api.spec);
      const steps = await WALKS[api.name](zooClient(server.baseUrl, api.headers));
      const seen = steps.map(([op, answer, want]) => ({ op, status: answer.status, want, problems: problems(op, answer) }));
      expect(seen).toEqual(seen.map((s) => ({ ...s, status: s.want, problems: [] })));
    } finally {
      await server.close();
    }
  });

  it('has at least 10 faults with unique ids, each naming a check', () => {
    expect(api.faults.length).toBeGreaterThanOrEqual(10);
    expect(new Set(api.faults.map((f) => f.id)).size).toBe(api.faults.length);
    for (const f of api.faults) expect(f.id.startsWith(`${api.name}.`)).toBe(true);
  });

  it.each(api.faults.map((f) => [f.id, f] as const))('fault %s changes what its witness sees', async (_, fault) => {
    const good = await api.start();
    const bad = await api.start({ fault: fault.id });
    try {
      const want = await fault.witness(zooClient(good.baseUrl, api.headers));
      const got = await fault.witness(zooClient(bad.baseUrl, api.headers));
      expect(got).not.toEqual(want);
    } finally {
      await Promise.all([good.close(), bad.close()]);
    }
  });

  it('refuses a fault it does not have', async () => {
    await expect(api.start({ fault: `${api.name}.no-such-fault` })).rejects.toThrow(/no fault/);
  });
});

it('covers the study classes and the ones it left out', () => {
  const classes = new Set(ZOO.flatMap((api) => api.faults.map((f) => f.class)));
  for (const c of [
    'server-error',
    'wrong-field-type',
    'undocumented-status',
    'ignored-max',
    'ignored-enum',
    'delete-not-deleting',
    'non-idempotent-put',
    'not-retrievable',
    'wrong-content-type',
    'valid-input-refused',
    'lifecycle',
    'idempotency',
    'pagination',
    'leak',
    'ignored-auth',
    'missing-header',
  ] as const)
    expect(classes).toContain(c);
});
