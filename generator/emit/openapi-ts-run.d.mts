/** openapi-typescript's types for `document`, printed (openapi-ts-run.mjs). */
export declare function openapiTsRun(document: unknown): Promise<string>;
/** Loads openapi-typescript and Redocly now, so a later openapiTsRun starts at once. */
export declare function loadOpenapiTs(): unknown;
