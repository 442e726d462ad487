/**
 * The names operations take in generated code. An operationId that is a JavaScript identifier
 * is kept (`createInvoice`); any other is made one (`get-bookings` -> `getBookings`,
 * `2fa.verify` -> `op2faVerify`), and an operation without one is named from its method and
 * path (`get /pets/{id}` -> `getPetsId`). Types are named after the PascalCase form
 * (`GetBookingsBody`), so of two operations whose names meet there (Clicksend's `List rules` and
 * `List Rules`) the second takes a numeric suffix (`ListRules2`), with a warning naming both;
 * names made from method and path take one without.
 */
import { lowerCamel, pascalCase } from './names.js';
import type { ModelWarning } from './types.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An identifier for `name`: itself when it is one, else its lowerCamel words (`op` first when those start with a digit). */
export function identifierFor(name: string): string {
  if (IDENTIFIER.test(name) && pascalCase(name)) return name;
  const camel = lowerCamel(name);
  if (!camel) return 'operation';
  return /^[0-9]/.test(camel) ? `op${camel}` : camel;
}

export interface NamedOperation {
  /** The document's operationId, when it has one. */
  specOperationId?: string;
  method: string;
  path: string;
  /** JSON pointer of the operation. */
  pointer: string;
}

/** One unique identifier per operation, in the order given; an operationId renamed so is said in `warnings`. */
export function operationNames(ops: NamedOperation[], warnings: ModelWarning[] = []): string[] {
  const byType = new Map<string, NamedOperation>();
  const names: string[] = [];
  // explicit operationIds first: they own their names; derived names yield
  const order = ops.map((_, i) => i).sort((a, b) => Number(ops[a].specOperationId === undefined) - Number(ops[b].specOperationId === undefined) || a - b);
  for (const i of order) {
    const op = ops[i];
    const base = identifierFor(op.specOperationId ?? `${op.method} ${op.path}`);
    let name = base;
    for (let n = 2; byType.has(pascalCase(name)); n++) {
      const other = byType.get(pascalCase(name)) as NamedOperation;
      name = `${base}${n}`;
      if (op.specOperationId !== undefined && !byType.has(pascalCase(name)))
        warnings.push({
          pointer: `${op.pointer}/operationId`,
          reason: `operationId "${op.specOperationId}" (${op.method.toUpperCase()} ${op.path}) and ${describe(other)} both make the name ${pascalCase(base)} in generated code: this one is named ${name} (${pascalCase(name)})`,
        });
    }
    byType.set(pascalCase(name), op);
    names[i] = name;
  }
  return names;
}

function describe(op: NamedOperation): string {
  return `${op.specOperationId !== undefined ? `operationId "${op.specOperationId}"` : 'the operation'} (${op.method.toUpperCase()} ${op.path}, ${op.pointer})`;
}
