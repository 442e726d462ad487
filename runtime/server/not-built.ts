/**
 * The explicit marker for an operation the service has not built yet, never a stub (spec
 * x-errors not_implemented).
 * `Handlers` requires every operation of the spec, so a new operation is a compile error in
 * the service until it is implemented or marked here; a marked operation answers 501 in the
 * error shape and is listed by `gateway.notBuilt`.
 */

const NOT_BUILT: unique symbol = Symbol('paisa.notBuilt');

export interface NotBuilt<K extends string = string> {
  readonly [NOT_BUILT]: true;
  readonly operationId: K;
}

export function notBuilt<K extends string>(operationId: K): NotBuilt<K> {
  return { [NOT_BUILT]: true, operationId };
}

export function isNotBuilt(value: unknown): value is NotBuilt {
  return typeof value === 'object' && value !== null && (value as { [NOT_BUILT]?: unknown })[NOT_BUILT] === true;
}
