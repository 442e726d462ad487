/**
 * openapi-typescript over the generator's OpenAPI document (emit/openapi-document.ts), printed
 * to TypeScript text. Plain JavaScript so the worker thread of openapi-ts.ts can run it without
 * a TypeScript loader; openapi-ts-run.d.mts types it for the TypeScript side.
 *
 * It calls openapi-typescript's public `transformSchema` with the context its `openapiTS` builds
 * (https://github.com/openapi-ts/openapi-typescript/blob/main/packages/openapi-typescript/src/index.ts),
 * not `openapiTS` itself: that one first hands the document to Redocly (`validateAndBundle`), to
 * resolve external files and lint. Our document has neither: it is rebuilt from the model, whose
 * only `$ref`s point inside it, after load.ts has bundled and checked the spec. Skipping Redocly
 * leaves the output byte for byte the same (on our spec and every corpus document) and saves
 * loading @redocly/openapi-core (~400 ms) and its bundling pass (~60% of openapiTS on our spec).
 *
 * Loaded with require(), openapi-typescript's CommonJS build: its ES module build imports the
 * TypeScript compiler (9 MB of CommonJS) through Node's ESM loader, which parses that file
 * twice more before running it (module-format detection and cjs-module-lexer's scan for named
 * exports, https://nodejs.org/api/esm.html#commonjs-namespaces): 560 ms to load against 310.
 * The transform and its helpers are required by file (the package exports `./*`), so that its
 * index, which loads Redocly, is never loaded.
 */
import { createRequire } from 'node:module';
import { formatGenerated } from '../format.mjs';

const require = createRequire(import.meta.url);

/** Loads openapi-typescript's transform and printer (the worker calls this before its document arrives). */
export function loadOpenapiTs() {
  const transformSchema = require('openapi-typescript/dist/transform/index.cjs');
  const { resolveRef, scanDiscriminators } = require('openapi-typescript/dist/lib/utils.cjs');
  const { astToString } = require('openapi-typescript/dist/lib/ts.cjs');
  return { transformSchema, resolveRef, scanDiscriminators, astToString };
}

/** The options openapiTS would default, with ours: every one is listed so that none is undefined by surprise. */
const OPTIONS = {
  additionalProperties: false,
  alphabetize: false,
  arrayLength: false,
  // A field with a default is still optional to send. openapi-typescript's `defaultNonNullable`
  // makes it required everywhere but under a path's requestBody: in components (which request
  // bodies share, so senders would have to send it) and in responses (which may leave it out).
  // The handler's view, with the defaults the validator filled, is the server's own `WithDefaults`.
  defaultNonNullable: false,
  // `{type: object}` without properties is an open object, not `Record<string, never>`.
  emptyObjectsUnknown: true,
  enum: false,
  enumValues: false,
  conditionalEnums: false,
  dedupeEnums: false,
  excludeDeprecated: false,
  exportType: false,
  immutable: false,
  rootTypes: false,
  rootTypesNoSchemaPrefix: false,
  rootTypesKeepCasing: false,
  pathParamsAsTypes: false,
  propertiesRequiredByDefault: false,
  silent: true,
  makePathsEnum: false,
  generatePathParams: false,
  readWriteMarkers: false,
};

/**
 * The types of `document`, which the transform changes when it holds a discriminator (it
 * patches discriminator enums into it): pass a copy then. With `schemaNames`, only those
 * component schemas are transformed (types-members.ts makes the rest of the file from its
 * cache): the transform runs over a document holding nothing but them, after the
 * discriminators were scanned in the whole one and with `$ref`s resolved in it, so each one's
 * members are what the whole document's run prints for it. `scan: false` (a document without a
 * discriminator) skips the scan for them.
 */
export async function openapiTsRun(document, schemaNames, scan = true) {
  const { transformSchema, resolveRef, scanDiscriminators, astToString } = loadOpenapiTs();
  const ctx = {
    ...OPTIONS,
    // what scanDiscriminators finds in a document without a discriminator
    discriminators: scan ? scanDiscriminators(document, OPTIONS) : { objects: {}, refsHandled: [] },
    injectFooter: [],
    postTransform: undefined,
    redoc: undefined,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    resolve: ($ref) => resolveRef(document, $ref, { silent: true }),
  };
  const schemas = document.components?.schemas;
  const transformed = schemaNames
    ? { openapi: document.openapi, components: { schemas: Object.fromEntries(schemaNames.map((name) => [name, schemas[name]])) } }
    : document;
  return astToString(transformSchema(transformed, ctx));
}

/**
 * The answer to a TypesRequest, formatted (format.mjs) unless `format: false` asks for
 * openapi-typescript's printed text (a run without the cache, in one thread: emit/types.ts's
 * caller formats every file then). The types file is formatted as two texts, the types with
 * the banner before them and the friendly names after them, which types.ts joins with a blank
 * line: a change of the friendly names alone (a schema's description is also its alias's doc
 * comment) then formats only them.
 */
export async function typesAnswer(request) {
  const format = request.format !== false;
  if ('schemaNames' in request) {
    const [file] = await formatGenerated([
      { path: 'schemas.ts', contents: await openapiTsRun(request.document, request.schemaNames, request.discriminators !== false) },
    ]);
    return { schemas: file.contents };
  }
  const { before, after } = request.around;
  const files = [
    { path: 'index.ts', contents: `${before}${(await openapiTsRun(request.document, undefined, request.discriminators !== false)).trimEnd()}\n` },
    { path: 'after.ts', contents: after.trimStart() },
  ];
  const [types, rest] = format ? await formatGenerated(files) : files;
  return { types: types.contents, after: rest.contents, formatted: format };
}
