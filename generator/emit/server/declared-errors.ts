/**
 * generated/server/errors.ts of a document without `x-errors` whose error responses declare their
 * own schema (generator/model/error-shape.ts): the shapes as data for the runtime
 * (runtime/server/declared-error.ts), and the error body type naming the component schemas.
 */
import type { DeclaredShape } from '../../../runtime/server/declared-error.js';
import type { ApiModel } from '../../model/types.js';

/** `declared`: the `DeclaredErrors` literal, '' when every error is problem details; `bodyTypes`: the component schemas answered. */
export function declaredErrorsData(model: ApiModel): { declared: string; bodyTypes: string[]; namesComponents: boolean } {
  const { document, operations } = model.errorShapes;
  const shapes: (DeclaredShape | null)[] = [document, ...Object.values(operations).flatMap((byStatus) => Object.values(byStatus))];
  if (shapes.every((shape) => shape === null)) return { declared: '', bodyTypes: [], namesComponents: false };
  const names = [...new Set(shapes.flatMap((shape) => (shape?.schema ? [shape.schema] : [])))].sort();
  const types = names.map((name) => `components['schemas'][${JSON.stringify(name)}]`);
  // a schema written inline in a response has no type name of its own
  if (shapes.some((shape) => shape !== null && shape.schema === undefined)) types.push('{ [property: string]: unknown }');
  return { declared: JSON.stringify(model.errorShapes), bodyTypes: types, namesComponents: names.length > 0 };
}
