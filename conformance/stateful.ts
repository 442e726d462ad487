/**
 * Stateful sequences, for any document whose operations make, fetch, replace, delete and list
 * entities of a kind (conformance/kinds.ts: the producer -> consumer inference, `links` and
 * `Location`): what a create answered can be fetched (`ensure_resource_availability`); after a
 * DELETE the entity is no longer answered (`use_after_free`); the same PUT twice leaves the same
 * state (`idempotent_put`, RFC 9110 section 9.2.2); lists page (conformance/pagination.ts).
 * Each sequence works on entities made for it.
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import { describeAnswer, type Failure, judge } from './checks.js';
import { accepted } from './expectations.js';
import type { Answer } from './http.js';
import type { Kinds } from './kinds.js';
import { locationId } from './learn.js';
import { isList, paginationCase } from './pagination.js';
import type { SchemaChecker } from './schema-checker.js';
import { effective, isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult } from './types.js';

export interface StatefulCase {
  id: string;
  operationId: string;
  title: string;
  run(session: Session, checker: SchemaChecker): Promise<CaseResult[]>;
}

function lastKindOp(kinds: Kinds, model: ApiModel, method: string, kind: string): OperationModel | undefined {
  return model.operations.find((o) => {
    const last = o.pathParams[o.pathParams.length - 1];
    return o.method === method && last !== undefined && o.fullPath.endsWith(`{${last.name}}`) && kinds.ofParam(o, last.name) === kind;
  });
}

function verdict(base: Omit<CaseResult, 'outcome' | 'detail'>, failures: Failure[], detail: string, answer?: Answer): CaseResult {
  return {
    ...base,
    outcome: failures.length ? 'fail' : 'pass',
    detail: failures.length ? `${detail}: ${failures.map((f) => f.message).join('; ')}` : detail,
    ...(failures.length ? { failures } : {}),
    ...(answer ? { request: answer.request, elapsedMs: answer.elapsedMs } : {}),
  };
}

/** Fields that differ between two reads with nothing in between, and readOnly date-times: what a PUT may change each time. */
function volatile(model: ApiModel, schema: unknown, a: unknown, b: unknown): Set<string> {
  const out = new Set<string>();
  if (isRecord(a) && isRecord(b)) for (const k of Object.keys({ ...a, ...b })) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out.add(k);
  const node = effective(schema, model.schemas);
  const props = isRecord(node.properties) ? node.properties : {};
  for (const [k, p] of Object.entries(props)) {
    const e = effective(p, model.schemas);
    if (e.readOnly === true && (e.format === 'date-time' || e.format === 'date' || /_at$|At$/.test(k))) out.add(k);
  }
  return out;
}

function stable(value: unknown, skip: Set<string>): string {
  return JSON.stringify(isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !skip.has(k))) : value);
}

export function statefulCases(model: ApiModel, kinds: Kinds): StatefulCase[] {
  const out: StatefulCase[] = [];
  const seen = new Set<string>();
  for (const op of model.operations) {
    for (const p of op.pathParams) {
      const kind = kinds.ofParam(op, p.name);
      if (!kind || seen.has(kind) || !kinds.isResource(kind)) continue;
      seen.add(kind);
      const creator = kinds.creator(kind);
      const fetch = kinds.fetcher(kind);
      if (!creator || !fetch) continue;
      out.push({
        id: `${fetch.operationId} available after ${creator}`,
        operationId: fetch.operationId,
        title: `stateful: what ${creator} made, ${fetch.operationId} finds`,
        async run(session, checker) {
          const base = { id: this.id, kind: 'stateful', operationId: fetch.operationId, title: this.title };
          const made = await session.createWith(creator, kind);
          if ('reason' in made) return [{ ...base, outcome: 'skip', detail: `(${made.reason})` }];
          const got = await session.fetchEntity(kind, made.id);
          if (!got) return [{ ...base, outcome: 'skip', detail: `(${fetch.operationId} needs ids the run does not know)` }];
          if (got.status === 501) return [{ ...base, outcome: 'skip', detail: '(not built: 501)' }];
          const failures = judge(fetch, got, accepted(fetch), checker);
          for (const f of failures) if (f.check === 'positive_data_acceptance') f.check = 'ensure_resource_availability';
          // RFC 9110 section 10.2.2: a create's Location names what it made; it must lead there too
          const location = made.answer.headers.get('location');
          if (location && made.answer.status === 201) {
            const named = locationId(session.kinds, kind, made.answer);
            if (named === undefined)
              failures.push({ check: 'ensure_resource_availability', message: `${creator}'s Location ${location} is no path of ${fetch.operationId}` });
            else if (named !== made.id) {
              const there = await session.fetchEntity(kind, named);
              if (!there || there.status < 200 || there.status >= 300)
                failures.push({ check: 'ensure_resource_availability', message: `${creator}'s Location ${location} answers ${there?.status ?? 'nothing'}` });
            }
          }
          return [verdict(base, failures, describeAnswer(got), got)];
        },
      });
      const remove = lastKindOp(kinds, model, 'delete', kind);
      // a DELETE that moves its entity through a state machine (x-transitions: a suspended linked
      // account) keeps it, in its new state: that is the life cycle's to check, not a use after free
      if (remove && remove.transitions.length === 0)
        out.push({
          id: `${remove.operationId} use after free`,
          operationId: remove.operationId,
          title: `stateful: after ${remove.operationId}, ${fetch.operationId} finds nothing`,
          async run(session, checker) {
            const base = { id: this.id, kind: 'stateful', operationId: remove.operationId, title: this.title };
            const made = await session.obtain(kind, undefined, true);
            if ('reason' in made) return [{ ...base, outcome: 'skip', detail: `(${made.reason})` }];
            const deleted = await session.step(made.id, { operationId: remove.operationId, trigger: '', to: '' });
            if ('reason' in deleted) return [{ ...base, outcome: 'skip', detail: `(${deleted.reason})` }];
            const got = await session.fetchEntity(kind, made.id);
            if (!got) return [{ ...base, outcome: 'skip', detail: `(${fetch.operationId} needs ids the run does not know)` }];
            const failures: Failure[] = [];
            if (got.status >= 200 && got.status < 300)
              failures.push({ check: 'use_after_free', message: `${fetch.operationId} still answers ${got.status} after ${remove.operationId}` });
            failures.push(...judge(fetch, got, { kind: 'reject', status: [404, 410] }, checker).filter((f) => f.check !== 'negative_data_rejection'));
            // a PUT that cannot create (it documents a 404 and no 201) must not bring it back either
            let putAfter = '';
            const put = lastKindOp(kinds, model, 'put', kind);
            if (put?.responses.some((r) => r.status === '404') && !put.responses.some((r) => r.status === '201')) {
              const filled = await session.validRequest(put.operationId, session.pathFor(put, made.id));
              if ('wire' in filled) {
                const revived = await session.send(put.operationId, filled.wire);
                putAfter = `; ${put.operationId} ${describeAnswer(revived)}`;
                if (revived.status >= 200 && revived.status < 300)
                  failures.push({
                    check: 'use_after_free',
                    message: `${put.operationId} answers ${revived.status} after ${remove.operationId}, though it documents 404 and cannot create`,
                  });
              } else putAfter = `; ${put.operationId} not sent: ${filled.reason}`;
            }
            return [verdict(base, failures, `${describeAnswer(got)}${putAfter}`, got)];
          },
        });
      const put = lastKindOp(kinds, model, 'put', kind);
      if (put)
        out.push({
          id: `${put.operationId} idempotent`,
          operationId: put.operationId,
          title: `stateful: ${put.operationId} twice leaves what once does`,
          async run(session, checker) {
            const base = { id: this.id, kind: 'stateful', operationId: put.operationId, title: this.title };
            const made = await session.obtain(kind, undefined, true);
            if ('reason' in made) return [{ ...base, outcome: 'skip', detail: `(${made.reason})` }];
            const filled = await session.validRequest(put.operationId, session.pathFor(put, made.id));
            if ('reason' in filled) return [{ ...base, outcome: 'skip', detail: `(${filled.reason})` }];
            const first = await session.send(put.operationId, filled.wire);
            if (first.status >= 400) return [{ ...base, outcome: 'skip', detail: `(the first ${put.operationId} ${describeAnswer(first)})` }];
            const once = await session.fetchEntity(kind, made.id);
            const read = await session.fetchEntity(kind, made.id);
            const second = await session.send(put.operationId, filled.wire);
            const twice = await session.fetchEntity(kind, made.id);
            const failures = judge(put, second, accepted(put), checker);
            if (once?.status === 200 && twice?.status === 200) {
              const skip = volatile(model, success(fetch), once.body, read?.body);
              if (stable(once.body, skip) !== stable(twice.body, skip))
                failures.push({ check: 'idempotent_put', message: `${fetch.operationId} answers differently after the second ${put.operationId}` });
            }
            return [verdict(base, failures, describeAnswer(second), second)];
          },
        });
    }
  }
  for (const op of model.operations) {
    if (!isList(op, model)) continue;
    out.push({
      id: `${op.operationId} pagination`,
      operationId: op.operationId,
      title: 'pagination',
      run: async (session) => [await paginationCase(session, op)],
    });
  }
  return out;
}

function success(op: OperationModel) {
  return op.responses.find((r) => /^2/.test(r.status) && r.schema)?.schema;
}
