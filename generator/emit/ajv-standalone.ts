/**
 * ajv (JSON Schema 2020-12 + ajv-formats) compiled at generate time to standalone ESM
 * (https://ajv.js.org/standalone.html: the server never compiles a schema at
 * start-up). Three instances: `strict` (JSON bodies without defaults, responses,
 * components: a JSON integer must be a real integer), `defaults` (JSON bodies whose schema
 * declares a `default`: strict, and the defaults filled in, in place, before the handler runs)
 * and `coerce` (path, query, headers, form bodies: strings become numbers/booleans/arrays in
 * place, and defaults such as `count: 10` are filled in). Responses and components are never
 * compiled with `useDefaults`: checking an answer must not change it.
 */
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { STRICT_OPTIONS } from '../../runtime/validators/ajv-options.js';
import type { JsonSchema } from '../model/types.js';
import { banner } from './banner.js';
import { breakLongLines } from './break-lines.js';
import { reachedComponents } from './reached-components.js';
import { stableNames } from './stable-names.js';
import { standaloneExports } from './standalone-exports.js';
import { compileSegmented } from './strict-segments.js';
import { COMPONENTS_ID, validatorSchemas } from './validator-schemas.js';

// A CommonJS package: under NodeNext the default import is `module.exports`, which carries `.default`.
const addFormats = formatsModule.default;

export type Flavour = 'strict' | 'defaults' | 'coerce';

/** One export of a standalone file: a schema of its own, or a component by name. */
export type CompileUnit = { exportName: string; schema: JsonSchema } | { exportName: string; component: string };

/**
 * ajv evaluates every function it compiles (`new Function`) so it can run it. Here no function
 * runs: each is compiled for its source text alone (standalone code reads `validate.source`), so
 * its evaluation, parsing megabytes of code that never runs, is skipped: ajv's `code.process`
 * hook (https://ajv.js.org/options.html#code) hands it a function that refuses to be called.
 */
function sourceOnly(): string {
  return 'return function validate() { throw new Error("compiled for its standalone source only"); }';
}

/**
 * `optimize: false`: ajv's one optimizing pass (https://ajv.js.org/options.html#code, `optimize`)
 * drops unused variables and inlines constants used once. Its bookkeeping recomputes the names
 * under every block at every level (codegen/index.js `get names`, `addNames`), which took a third
 * of the compile on our spec (2.1 s against 1.4 s for the three modules, one thread) for 5% less
 * code; V8 drops such variables itself when it compiles the function.
 *
 * `validateSchema: false`: the document's Schema Objects were checked against the 2020-12
 * meta-schema already, each with its place in the document (load.ts checkSpec); here ajv would
 * compile the meta-schema at every run (about 0.1 s) to check the same schemas again.
 */
export function createAjv(flavour: Flavour): Ajv2020 {
  const base: Options = { ...STRICT_OPTIONS, validateSchema: false, code: { ...STRICT_OPTIONS.code, process: sourceOnly, optimize: false } };
  // useDefaults: true fills an absent property only (not a null or empty one); each assignment is a fresh copy of the default's literal
  const options: Options =
    flavour === 'coerce' ? { ...base, coerceTypes: 'array', useDefaults: true } : flavour === 'defaults' ? { ...base, useDefaults: true } : base;
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  return ajv;
}

/**
 * What the standalone modules are compiled from: the components and each module's exports
 * (`defaults` empty: the document's JSON bodies declare no default, and there is no such module).
 */
export interface ValidatorSources {
  components: Record<string, JsonSchema>;
  strict: CompileUnit[];
  coerce: CompileUnit[];
  defaults: CompileUnit[];
}

export interface ValidatorModules {
  strict: string;
  coerce: string;
  defaults?: string;
}

/**
 * Standalone modules (generated/validators/standalone-<flavour>.js) from one set of components:
 * the first by `ajv` (from `createAjv`), each further one by an instance of its own flavour.
 */
export function compileModules(ajv: Ajv2020, components: Record<string, JsonSchema>, modules: readonly { flavour: Flavour; units: CompileUnit[] }[]): string[] {
  const prepared = prepareComponents(components);
  return modules.map(({ flavour, units }, i) => {
    const instance = i === 0 ? ajv : createAjv(flavour);
    // the strict module by segments, each cached on its own (strict-segments.ts), where the document allows
    const segmented =
      flavour === 'strict' ? compileSegmented(instance, { raw: withoutEmptyBlocks, named: breakLongLines }, prepared.schemas, units) : undefined;
    return segmented !== undefined
      ? `${banner('x.js')}${segmented.requires ? ESM_REQUIRE : ''}${segmented.code}\n`
      : compileStandalone(instance, prepared, units);
  });
}

/**
 * The components as ajv compiles them (validator-schemas.ts), worked out once for both flavours,
 * with each one's JSON (as ajv prints its literal, for stable-names.ts).
 */
export interface PreparedComponents {
  schemas: Record<string, JsonSchema>;
  /** name -> its JSON, as ajv prints its literal */
  json: Map<string, string>;
}

function prepareComponents(components: Record<string, JsonSchema>): PreparedComponents {
  const schemas = validatorSchemas(components);
  return { schemas, json: new Map(Object.entries(schemas).map(([name, schema]) => [name, JSON.stringify(schema)])) };
}

/** Compiles `units` with `ajv` against the shared components into one standalone ESM module. */
function compileStandalone(ajv: Ajv2020, components: PreparedComponents, units: CompileUnit[]): string {
  ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: components.schemas } });
  const mapping: Record<string, string> = {};
  // ajv emits a ref's code once per export naming it: export it once, alias the rest.
  const firstExportOf = new Map<string, string>();
  const aliases: string[] = [];
  for (const unit of units) {
    let id: string;
    if ('component' in unit) {
      id = `${COMPONENTS_ID}#/components/schemas/${encodeURIComponent(unit.component)}`;
    } else {
      id = `${unit.exportName}.json`;
      ajv.addSchema({ ...unit.schema, $id: id });
    }
    const first = firstExportOf.get(id);
    if (first) aliases.push(`export const ${unit.exportName} = ${first};`);
    else {
      firstExportOf.set(id, unit.exportName);
      mapping[unit.exportName] = id;
    }
  }
  const raw = (Object.keys(mapping).length ? standaloneExports(ajv, mapping) : '') + (aliases.length ? `\n${aliases.join('\n')}` : '');
  // ajv numbers its functions and constants by position: named here after what they validate (stable-names.ts)
  const exports = new Map<string, string>();
  for (const [exportName, id] of Object.entries(mapping)) {
    const source = (ajv.getSchema(id) as { source?: { validateName?: unknown } } | undefined)?.source;
    if (source?.validateName !== undefined) exports.set(String(source.validateName), exportName);
  }
  // a literal is named after a component this module reaches only (the last of equal ones), so that
  // the module is made of what validators-compile.ts keys its cache by
  const byJson = new Map(reachedComponents(units, components.schemas).map((name) => [components.json.get(name) as string, name]));
  return moduleText(stableNames(withoutEmptyBlocks(raw), exports, byJson));
}

/** A standalone module's file: its banner, a `require` for ESM, its long lines broken. */
function moduleText(code: string): string {
  return `${banner('x.js')}${breakLongLines(esmRequire(code))}\n`;
}

const ERRORS_CHECK = 'if(errors === _errs';

/** Whether code[start, end) is `if(errors === _errsN){`. */
function isErrorsCheck(code: string, start: number, end: number): boolean {
  if (!code.startsWith(ERRORS_CHECK, start)) return false;
  let at = start + ERRORS_CHECK.length;
  const digits = at;
  while (at < end && code.charCodeAt(at) >= 48 && code.charCodeAt(at) <= 57) at++;
  return at > digits && at + 2 === end && code.startsWith('){', at);
}

/**
 * ajv's code without the blocks its unoptimized output leaves empty: `else {}` and
 * `if(errors === _errsN){}` (a comparison, no side effect), each written on two lines (`code.lines`).
 * ajv's own optimizing pass would drop them, at a third of the compile's time (createAjv); this
 * is 6% of the lines of our strict module, and four lines of every property a change adds.
 * One pass over the lines: a `}` that closes such an opening line drops both, so a block that
 * only held dropped blocks is dropped in turn. The lines are kept as offsets into `code`, and
 * runs of kept lines are sliced out whole: splitting megabytes of code into lines and joining
 * them again cost as much as the pass itself.
 */
export function withoutEmptyBlocks(code: string): string {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let start = 0; start <= code.length; ) {
    let end = code.indexOf('\n', start);
    if (end < 0) end = code.length;
    const last = starts.length - 1;
    // an `if` is kept when an `else` follows it
    const empty =
      end - start === 1 &&
      code.charCodeAt(start) === 125 &&
      last >= 0 &&
      ((ends[last] - starts[last] === 6 && code.startsWith('else {', starts[last])) ||
        (isErrorsCheck(code, starts[last], ends[last]) && !code.startsWith('else', end + 1)));
    if (empty) {
      starts.pop();
      ends.pop();
    } else {
      starts.push(start);
      ends.push(end);
    }
    start = end + 1;
  }
  const runs: string[] = [];
  for (let i = 0; i < starts.length; ) {
    let j = i;
    while (j + 1 < starts.length && starts[j + 1] === ends[j] + 1) j++;
    runs.push(code.slice(starts[i], ends[j]));
    i = j + 1;
  }
  return runs.join('\n');
}

/**
 * ajv's ESM output still `require()`s its runtime helpers (ucs2length, deep equal, the
 * format functions); createRequire gives ESM a `require` on Node 20, 22 and 24 alike.
 */
function esmRequire(code: string): string {
  return code.includes('require(') ? ESM_REQUIRE + code : code;
}

const ESM_REQUIRE = `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n`;
