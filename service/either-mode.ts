/**
 * The first of both modes in which `read` finds something: for a caller without a key (a
 * customer at the hosted checkout, a QR code's image), the mode is the object's own; ids are
 * random and unique (spec info.description, Entities).
 */
import type { Mode, Store, Tx } from './store/store.js';

export function findInEitherMode<T>(ctx: { store: Store }, read: (tx: Tx, mode: Mode) => Promise<T | undefined>): Promise<T | undefined> {
  return ctx.store.transaction(
    async (tx) => {
      for (const mode of ['test', 'live'] as const) {
        const found = await read(tx, mode);
        if (found !== undefined) return found;
      }
      return undefined;
    },
    { readOnly: true },
  );
}
