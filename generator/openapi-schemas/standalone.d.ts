// The types of standalone.js, made by build.ts.
import type { ErrorObject } from 'ajv';

interface DocumentValidator {
  (document: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The OpenAPI 3.0 document schema (draft-04), as published. */
export declare const openapi30: DocumentValidator;
/** The OpenAPI 3.1 document schema (2020-12), corrected (sources.ts). */
export declare const openapi31: DocumentValidator;
/** The JSON Schema 2020-12 meta-schema: what a Schema Object of a 3.1 document must be. */
export declare const jsonSchema2020: DocumentValidator;
