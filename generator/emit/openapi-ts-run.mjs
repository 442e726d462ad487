/**
 * openapi-typescript over the generator's OpenAPI document (emit/openapi-document.ts), printed
 * to TypeScript text. Plain JavaScript so the worker thread of openapi-ts.ts can run it without
 * a TypeScript loader; openapi-ts-run.d.mts types it for the TypeScript side.
 *
 * Loaded with require(), openapi-typescript's CommonJS build: its ES module build imports the
 * TypeScript compiler (9 MB of CommonJS) through Node's ESM loader, which parses that file
 * twice more before running it (module-format detection and cjs-module-lexer's scan for named
 * exports, https://nodejs.org/api/esm.html#commonjs-namespaces): 560 ms to load against 310.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Loads openapi-typescript and Redocly (the worker calls this before its document arrives). */
export function loadOpenapiTs() {
  const { default: openapiTS, astToString } = require('openapi-typescript');
  const { createConfig } = require('@redocly/openapi-core');
  return { openapiTS, astToString, createConfig };
}

export async function openapiTsRun(document) {
  const { openapiTS, astToString, createConfig } = loadOpenapiTs();
  const nodes = await openapiTS(document, {
    silent: true,
    // A field with a default is still optional to send. openapi-typescript's `defaultNonNullable`
    // makes it required everywhere but under a path's requestBody: in components (which request
    // bodies share, so senders would have to send it) and in responses (which may leave it out).
    // The handler's view, with the defaults the validator filled, is the server's own `WithDefaults`.
    defaultNonNullable: false,
    // `{type: object}` without properties is an open object, not `Record<string, never>`.
    emptyObjectsUnknown: true,
    // No lint rules: the document was validated by load.ts and model/ already, and Redocly's
    // own rules run in `npm run lint:spec` (redocly.yaml); openapi-typescript's default
    // "minimal" ruleset here would walk the whole document a second time for nothing.
    redocly: await createConfig({ rules: {} }, {}),
  });
  return astToString(nodes);
}
