/** openapi-typescript's types for `document`, printed (openapi-ts-run.mjs). */
/** It changes `document` (discriminator enums are patched in): pass a copy. */
export declare function openapiTsRun(document: unknown): Promise<string>;
/** Loads openapi-typescript's transform and printer now, so a later openapiTsRun starts at once. */
export declare function loadOpenapiTs(): unknown;
