/** openapi-typescript's types for `document`, printed (openapi-ts-run.mjs). */
/** It changes `document` (discriminator enums are patched in): pass a copy. With `schemaNames`, only those component schemas are printed. */
export declare function openapiTsRun(document: unknown, schemaNames?: string[], scan?: boolean): Promise<string>;
/** Loads openapi-typescript's transform and printer now, so a later openapiTsRun starts at once. */
export declare function loadOpenapiTs(): unknown;
/**
 * What the types worker is sent (emit/openapi-ts.ts): the document, and either the text the
 * types file holds after openapi-typescript's output (the banner before it is `before`), or the
 * component schemas to print alone.
 */
export type TypesRequest = (
  | { document: unknown; around: { before: string; after: string }; format?: boolean }
  | { document: unknown; schemaNames: string[] }
) & {
  /** false: the document holds no discriminator (the scan for them is skipped) */
  discriminators?: false;
};
/** What it answers: the types with `before` and the text after them, as two texts (formatted unless asked not to be); or the schemas' formatted file. */
export type TypesAnswer = { types: string; after: string; formatted: boolean } | { schemas: string };
/** The request's answer, formatted. */
export declare function typesAnswer(request: TypesRequest): Promise<TypesAnswer>;
