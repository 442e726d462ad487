/**
 * Ids of live entities the run has seen, by kind (conformance/kinds.ts), with their last known
 * status. Ids of prefix kinds (`prefix_` + 14 base62 characters, spec info.description, Entities)
 * are recognised anywhere in an answer; ids of path kinds are added where an operation puts
 * them (a create's answer, a list's items, a link, a `Location`).
 */
import { isRecord } from './schema-node.js';

const ID = /^([a-z]+)_[0-9A-Za-z]{14}$/;

interface Entry {
  id: string;
  kind: string;
  status?: string;
  /** Sequence number of the last sighting: the newest entity wins. */
  seen: number;
}

export class IdPool {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;

  /** Records every prefixed id in an answer: entities (with `status`) and references (`order_id`). */
  record(body: unknown): void {
    if (Array.isArray(body)) {
      for (const v of body) this.record(v);
    } else if (isRecord(body)) {
      // an event holds snapshots of entities as they were when it happened (spec EventEnvelope):
      // their states are history, so only the event's own id is kept
      if (body.entity === 'event') {
        if (typeof body.id === 'string' && ID.test(body.id)) this.touch(body.id);
        return;
      }
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string' && key !== 'id' && ID.test(value)) this.touch(value);
        else if (typeof value === 'object') this.record(value);
      }
      if (typeof body.id === 'string' && ID.test(body.id)) this.touch(body.id, typeof body.status === 'string' ? body.status : undefined);
    }
  }

  /** An id of a path kind, seen where an operation put it. */
  add(kind: string, id: string, status?: string): void {
    this.touch(id, status, kind);
  }

  private touch(id: string, status?: string, kind?: string): void {
    const key = kind ? `${kind} ${id}` : id;
    const entry = this.entries.get(key) ?? { id, kind: kind ?? (ID.exec(id) as RegExpExecArray)[1], seen: 0 };
    if (status !== undefined) entry.status = status;
    entry.seen = ++this.clock;
    this.entries.set(key, entry);
  }

  remove(id: string): void {
    for (const [key, e] of this.entries) if (e.id === id) this.entries.delete(key);
  }

  status(id: string): string | undefined {
    for (const e of this.entries.values()) if (e.id === id) return e.status;
    return undefined;
  }

  /** The newest id of `kind`, in one of `states` when given. */
  find(kind: string, states?: string[]): string | undefined {
    let best: Entry | undefined;
    for (const e of this.entries.values()) {
      if (e.kind !== kind || (states && (!e.status || !states.includes(e.status)))) continue;
      if (!best || e.seen > best.seen) best = e;
    }
    return best?.id;
  }
}
