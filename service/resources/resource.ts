/**
 * A resource module: one folder under service/resources/, named for its spec tag, exporting
 * `defineResource(tag, handlers)`. The compiler holds it to the spec: it must give every
 * operation the tag has (generated/server/registry.ts `operationTags`) a handler, or mark it
 * `notBuilt(operationId)` (answered 501 in the error shape). A tag no module registers answers
 * 501 for all its operations (service/handlers.ts).
 */
import type { HandlerMap, NotBuilt, OperationsOfTag, Tag } from '../../generated/server/index.js';
import type { AuthContext, ServiceContext, ServiceHandlers } from '../context.js';

/** The handlers of every operation of tag `G`, each implemented or marked not built. */
export type ResourceHandlers<G extends Tag> = { [K in OperationsOfTag<G>]: ServiceHandlers[K] | NotBuilt<K> };

/** A registered resource, as service/handlers.ts composes them. */
export interface Resource {
  readonly tag: Tag;
  handlers(ctx: ServiceContext): Partial<HandlerMap<AuthContext>>;
}

export function defineResource<G extends Tag>(tag: G, handlers: (ctx: ServiceContext) => ResourceHandlers<G>): Resource {
  return { tag, handlers };
}
