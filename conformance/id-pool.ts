/**
 * Ids of live entities the run has seen (captured from 2xx answers), with their last known
 * status. An id is `prefix_` + 14 base62 characters (spec info.description, Entities).
 */
import { isRecord } from './schema-node.js';

const ID = /^([a-z]+)_[0-9A-Za-z]{14}$/;

interface Entry {
  id: string;
  prefix: string;
  status?: string;
  /** Sequence number of the last sighting: the newest entity wins. */
  seen: number;
}

export class IdPool {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;

  /** Records every id in an answer: entities (with `status`) and references (`order_id`). */
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

  private touch(id: string, status?: string): void {
    const prefix = (ID.exec(id) as RegExpExecArray)[1];
    const entry = this.entries.get(id) ?? { id, prefix, seen: 0 };
    if (status !== undefined) entry.status = status;
    entry.seen = ++this.clock;
    this.entries.set(id, entry);
  }

  remove(id: string): void {
    this.entries.delete(id);
  }

  status(id: string): string | undefined {
    return this.entries.get(id)?.status;
  }

  /** The newest id of `prefix`, in one of `states` when given. */
  find(prefix: string, states?: string[]): string | undefined {
    let best: Entry | undefined;
    for (const e of this.entries.values()) {
      if (e.prefix !== prefix || (states && (!e.status || !states.includes(e.status)))) continue;
      if (!best || e.seen > best.seen) best = e;
    }
    return best?.id;
  }
}

/** The first entity id of `prefix` in an answer (the entity itself before references). */
export function entityId(body: unknown, prefix: string): string | undefined {
  const entity = madeEntity(body, prefix);
  return entity ? (entity.id as string) : undefined;
}

/**
 * The `prefix` entity an answer holds: the answer itself, or, for an operation that makes several
 * at once and answers with their collection (createPaymentTransfers), its first item.
 */
export function madeEntity(body: unknown, prefix: string): Record<string, unknown> | undefined {
  if (isRecord(body) && typeof body.id === 'string' && body.id.startsWith(`${prefix}_`)) return body;
  if (isRecord(body) && body.entity === 'collection' && Array.isArray(body.items)) {
    const [first] = body.items;
    if (isRecord(first) && typeof first.id === 'string' && first.id.startsWith(`${prefix}_`)) return first;
  }
  return undefined;
}
