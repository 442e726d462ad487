/**
 * emitValidators(model): generated/validators/ — standalone ajv modules (strict, coerce, and
 * defaults where a JSON body declares a `default`) with their declaration files, and index.ts (from templates/validators/) mapping
 * every operation and component schema to its validator plus `validationError`.
 */

import { fillsDefaults } from '../model/body-defaults.js';
import { compareStrings } from '../model/names.js';
import type { ApiModel, GeneratedFile, JsonSchema } from '../model/types.js';
import type { CompileUnit } from './ajv-standalone.js';
import { banner } from './banner.js';
import { renderTemplate } from './render-template.js';
import { COERCED_PARTS, COMPONENTS_ID, exportName, operationSchemas, type Part, validatorSchemas } from './validator-schemas.js';
import { compileValidators } from './validators-compile.js';

const PART_ORDER: readonly Part[] = ['path', 'query', 'headers', 'body', 'bodyForm'];

/**
 * Component schemas larger than this (as JSON) are not precompiled one by one for
 * `schemaValidators`: they are compiled on first use (runtime/validators/lazy.ts). ajv's
 * standalone code is 7-10 times its schema's size and compiles at ~200 kB/s; our spec's
 * components are ~0.2 MB, GitHub's webhooks document's 4.2 MB.
 */
export const LAZY_COMPONENTS_BYTES = 1_000_000;

interface PartView {
  name: Part;
  module: 'strict' | 'defaults' | 'coerce';
  exportName: string;
}

export async function emitValidators(model: ApiModel): Promise<GeneratedFile[]> {
  const { now, later } = emitValidatorsInTwo(model);
  return [...now, ...(await later)];
}

/**
 * The validators' files in two: `now` the TypeScript ones (index.ts and the declaration files,
 * which name the exports and need no compiled code), `later` the standalone modules, whose
 * compile holds the main thread for a second or more on our spec. generate.ts emitAll formats
 * `now` while `later` is compiled, instead of after it (Biome took about 0.2 s of wall time
 * there, at the end of the run).
 */
export function emitValidatorsInTwo(model: ApiModel): { now: GeneratedFile[]; later: Promise<GeneratedFile[]> } {
  const strictUnits: CompileUnit[] = [];
  const coerceUnits: CompileUnit[] = [];
  // JSON bodies with a default compile apart, with the components they use: the strict module's component functions also check responses
  const defaultsUnits: CompileUnit[] = [];
  const operations = [...model.operations]
    .sort((a, b) => compareStrings(a.operationId, b.operationId))
    .map((op) => {
      const { parts, responses } = operationSchemas(op, model.schemas);
      const partViews: PartView[] = [];
      for (const part of PART_ORDER) {
        const schema = parts[part];
        if (!schema) continue;
        const name = exportName(op.operationId, part);
        const module = COERCED_PARTS.includes(part) ? 'coerce' : part === 'body' && fillsDefaults(schema, model.schemas) ? 'defaults' : 'strict';
        if (module === 'coerce') coerceUnits.push({ exportName: name, schema });
        else (module === 'defaults' ? defaultsUnits : strictUnits).push(unitFor(name, schema));
        partViews.push({ name: part, module, exportName: name });
      }
      const responseViews = Object.keys(responses)
        .sort(compareStrings)
        .map((status) => {
          const name = exportName(op.operationId, `response_${status}`);
          strictUnits.push(unitFor(name, responses[status]));
          return { status, exportName: name };
        });
      return { operationId: op.operationId, parts: partViews, responses: responseViews };
    });
  const names = Object.keys(model.schemas).sort(compareStrings);
  const lazy = JSON.stringify(model.schemas).length > LAZY_COMPONENTS_BYTES;
  // components first: an operation's `$ref` then reuses the component's function instead of compiling its own copy
  const componentUnits: CompileUnit[] = [];
  const schemas = lazy
    ? []
    : names.map((name) => {
        const unit = { exportName: exportName('schema', name), component: name };
        componentUnits.push(unit);
        return { key: /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name), exportName: unit.exportName };
      });
  const dir = 'validators';
  const lazyFiles: GeneratedFile[] = lazy
    ? [
        {
          path: `${dir}/components.js`,
          contents: `${banner('x.js')}export const componentsDocument = ${JSON.stringify(componentsDocument(model.schemas), null, 1)};\n`,
        },
        {
          path: `${dir}/components.d.ts`,
          contents: `${banner('x.d.ts')}export declare const componentsDocument: { $id: string; components: { schemas: Record<string, object> } };\n`,
        },
      ]
    : [];
  const now: GeneratedFile[] = [
    { path: `${dir}/standalone-strict.d.ts`, contents: standaloneDeclarations([...componentUnits, ...strictUnits]) },
    { path: `${dir}/standalone-coerce.d.ts`, contents: standaloneDeclarations(coerceUnits) },
    // compileValidators makes a defaults module exactly when there are defaults units
    ...(defaultsUnits.length ? [{ path: `${dir}/standalone-defaults.d.ts`, contents: standaloneDeclarations(defaultsUnits) }] : []),
    {
      path: `${dir}/index.ts`,
      contents: renderTemplate('validators/index.ts.hbs', { banner: banner('x.ts'), operations, schemas, lazy, defaults: defaultsUnits.length > 0 }),
    },
  ];
  const later = compileValidators({
    components: model.schemas,
    strict: [...componentUnits, ...strictUnits],
    coerce: coerceUnits,
    defaults: defaultsUnits,
  }).then((modules): GeneratedFile[] => [
    ...lazyFiles,
    { path: `${dir}/standalone-strict.js`, contents: modules.strict },
    { path: `${dir}/standalone-coerce.js`, contents: modules.coerce },
    ...(modules.defaults !== undefined ? [{ path: `${dir}/standalone-defaults.js`, contents: modules.defaults }] : []),
  ]);
  return { now, later };
}

/** The hand-shaped declaration file beside a standalone module. */
function standaloneDeclarations(units: CompileUnit[]): string {
  const lines = units.map((u) => `export declare const ${u.exportName}: ValidateFn;`);
  return `${banner('x.d.ts')}import type { ValidateFn } from 'paisa/runtime/validators';\n\n${lines.join('\n')}\n`;
}

/** A plain component ref exports the component's own function (no wrapper to compile). */
function unitFor(exportName: string, schema: JsonSchema): CompileUnit {
  const ref = typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? schema.$ref : undefined;
  const prefix = `${COMPONENTS_ID}#/components/schemas/`;
  // a whole component, not a place inside one (`.../Firewall/properties/rules`, which model/refs.ts keeps as a ref)
  if (ref?.startsWith(prefix) && !ref.slice(prefix.length).includes('/')) return { exportName, component: decodeURIComponent(ref.slice(prefix.length)) };
  return { exportName, schema };
}

/** The document the lazy component validators compile from: every component, as the standalone code sees it. */
function componentsDocument(schemas: Record<string, JsonSchema>): JsonSchema {
  return { $id: COMPONENTS_ID, components: { schemas: validatorSchemas(schemas) } };
}
