/** openapi-typescript's types for `document`, printed (openapi-ts-run.mjs). */
/** It changes `document` (discriminator enums are patched in): pass a copy. */
export declare function openapiTsRun(document: unknown): Promise<string>;
/** Loads openapi-typescript's transform and printer now, so a later openapiTsRun starts at once. */
export declare function loadOpenapiTs(): unknown;
/** What the types worker is sent (emit/openapi-ts.ts): the document, and the text the types file holds around openapi-typescript's output. */
export interface TypesRequest {
  document: unknown;
  around: { before: string; after: string };
}
/** The types file's text: openapi-typescript's output between `around.before` and `around.after`. */
export declare function typesFile(types: string, around: TypesRequest['around']): string;
