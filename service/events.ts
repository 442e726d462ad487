/**
 * Webhook events from state transitions. Every machine transition the spec lists carries
 * `emits`; the hook below turns each emitted name into the delivery envelope (spec
 * `EventEnvelope`: entity `event`, account_id, event, contains, payload, created_at) and adds
 * it to the outbox, with a delivery to each endpoint subscribed to it (webhooks/subscriptions.ts),
 * in the caller's transaction, so the state change and its events commit
 * together (a transactional outbox:
 * https://microservices.io/patterns/data/transactional-outbox.html).
 *
 * The payload holds a snapshot of each entity the event `contains` (generated `webhookEvents`):
 * the entity that moved, plus the related ones the caller put in `related` (an invoice.paid
 * carries payment, order and invoice). An event name is written once per EventContext: paying
 * an invoice fires Invoice `pay` (emits invoice.paid, order.paid) and Order `pay` (emits
 * order.paid), and the merchant must receive order.paid once.
 */
import { type MachineHooks, type MachineName, machineDefinitions, webhookEvents } from '../generated/server/index.js';
import type { Clock } from './clock.js';
import type { Mode, Tx } from './store/store.js';
import { publishEvent } from './webhooks/subscriptions.js';

export interface EventContext {
  tx: Tx;
  mode: Mode;
  /** Snapshots of related entities by payload key (`payment`, `order`, `invoice`...). */
  related: Record<string, unknown>;
  /** Event names already written in this context. */
  emitted: Set<string>;
}

export function eventContext(tx: Tx, mode: Mode, related: Record<string, unknown> = {}): EventContext {
  return { tx, mode, related, emitted: new Set() };
}

const containsByEvent = new Map(webhookEvents.map((e) => [e.name as string, e.contains]));

/** Payload key of a machine's entity: the schema's `entity` value (spec info.description, Entities). */
function payloadKey(schema: MachineName): string {
  return machineDefinitions[schema].entity ?? schema;
}

export function eventHooks(clockOf: (mode: Mode) => Clock, accountId: (mode: Mode) => string): MachineHooks<EventContext> {
  return {
    async onTransition(schema, entity, transition, ctx) {
      if (!ctx) return;
      // The moved entity is the newest snapshot of its kind for every later event in this context.
      ctx.related[payloadKey(schema)] = entity;
      for (const name of transition.emits) {
        if (ctx.emitted.has(name)) continue;
        ctx.emitted.add(name);
        const contains = containsByEvent.get(name) ?? [payloadKey(schema)];
        const payload: Record<string, { entity: unknown }> = {};
        for (const key of contains) {
          if (ctx.related[key] !== undefined) payload[key] = { entity: ctx.related[key] };
        }
        // the moved entity's id is kept beside the event, so an object's events are found by index (the dashboard's timelines)
        const entityId = typeof (entity as { id?: unknown }).id === 'string' ? (entity as { id: string }).id : undefined;
        await publishEvent(
          ctx.tx,
          ctx.mode,
          name,
          {
            entity: 'event',
            account_id: accountId(ctx.mode),
            event: name,
            contains: Object.keys(payload),
            payload,
            created_at: clockOf(ctx.mode).now(),
          },
          entityId === undefined ? undefined : { entityId },
        );
      }
    },
  };
}
