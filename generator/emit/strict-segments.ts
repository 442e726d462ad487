/**
 * The strict standalone module compiled one segment at a time: a segment per component and per
 * unit of its own schema, each compiled alone and kept in the generator's cache (cache.mjs)
 * under its own schema and what it knows of the components it calls. A one-field edit of one
 * schema then compiles one segment again and reads back the rest; a run without a cache makes
 * them all, the same way, so both give the same module byte for byte.
 *
 * A `$ref` to another component (`paisa#/components/schemas/Y`) is compiled as a call of Y's
 * function by name (ajv's own `callRef`, as `inlineRefs: false` compiles every such ref, with
 * what Y's function evaluates handed in for `unevaluatedProperties`/`unevaluatedItems`), not by
 * compiling Y into the segment; the call resolves when the module runs, in which every segment's
 * functions are declared side by side. A document this cannot compile exactly (a `$ref` into
 * the inside of another component, an `$id`, `$anchor` or `$dynamicRef`/`$dynamicAnchor`, whose
 * meaning spans components) gets the whole module compiled at once instead (ajv-standalone.ts).
 */
import { type Ajv2020, Name } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { callRef } from 'ajv/dist/vocabularies/core/ref.js';
import { cacheGet, cacheKey, cacheSet } from '../cache.mjs';
import { compareStrings } from '../model/names.js';
import { isRecord } from '../model/refs.js';
import { SCHEMA_MAPS } from '../model/schema-keywords.js';
import type { JsonSchema } from '../model/types.js';
import { renameNumbered } from './stable-names.js';
import { COMPONENTS_ID } from './validator-schemas.js';

const standaloneCode = standaloneModule.default;

const COMPONENT_PREFIX = `${COMPONENTS_ID}#/components/schemas/`;
/** Keywords whose meaning reaches beyond the schema they sit in (JSON Schema 2020-12 core 8.2). */
const SCOPE_KEYWORDS = new Set(['$id', '$anchor', '$dynamicAnchor', '$dynamicRef', '$recursiveRef', '$recursiveAnchor']);

/** An export of the module (ajv-standalone.ts CompileUnit): a schema of its own, or a component by name. */
type CompileUnit = { exportName: string; schema: JsonSchema } | { exportName: string; component: string };

/** Line-local passes over a segment's code: before its names are made its own, and after. */
interface Tidy {
  raw(code: string): string;
  named(code: string): string;
}

/** What a compiled function evaluates (ajv's `validate.evaluated`), as ajv's callRef reads it. */
interface Evaluated {
  props?: true | Record<string, true>;
  items?: true | number;
  dynamicProps: boolean;
  dynamicItems: boolean;
}

/** One compiled segment: its code (names its own) and what its function evaluates. */
interface Segment {
  code: string;
  evaluated: Evaluated | null;
}

/** The component a whole-component `$ref` names, else undefined. */
function componentOf(ref: string, components: Record<string, JsonSchema>): string | undefined {
  if (!ref.startsWith(COMPONENT_PREFIX)) return undefined;
  const token = ref.slice(COMPONENT_PREFIX.length);
  if (token.includes('/')) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
  return components[name] === undefined ? undefined : name;
}

/**
 * The components a schema calls, or undefined when a segment cannot hold it: a ref into another
 * component's inside, a ref to anything but a component, a keyword of scope.
 */
function calledComponents(schema: unknown, own: string | undefined, components: Record<string, JsonSchema>, into: Set<string>): boolean {
  if (Array.isArray(schema)) return schema.every((s) => calledComponents(s, own, components, into));
  if (schema === null || typeof schema !== 'object') return true;
  for (const [key, value] of Object.entries(schema)) {
    if (SCOPE_KEYWORDS.has(key)) return false;
    if (key === '$ref' && typeof value === 'string') {
      const name = componentOf(value, components);
      if (name !== undefined) {
        if (name !== own) into.add(name);
      } else if (!(own !== undefined && value.startsWith(`${COMPONENT_PREFIX}${encodeURIComponent(own)}/`))) return false;
      continue;
    }
    // enum, const, default and examples hold data, not schemas: a `$ref` key in them is a value
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    // a map's keys are names, not keywords (Airbyte's `properties: {default: {$ref: ...}}` is a property named default)
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      if (!Object.values(value).every((child) => calledComponents(child, own, components, into))) return false;
      continue;
    }
    if (!calledComponents(value, own, components, into)) return false;
  }
  return true;
}

/** A name for what a segment declares: its component's or export's, made an identifier. */
function tagOf(kind: 'c' | 'u', name: string): string {
  const identifier = name.replace(/[^A-Za-z0-9_$]/g, '_');
  // two names made alike by the replacement (`a-b`, `a_b`) stay apart
  const suffix = identifier === name ? '' : `_${Buffer.from(name).toString('hex').slice(0, 12)}`;
  return `${kind}_${identifier}${suffix}`;
}

/** The function a component's segment declares, which other segments call. */
const functionOf = (component: string) => `validate_${tagOf('c', component)}`;

/**
 * The strict module's code from segments (all but its banner and, when `requires`, the `require`
 * an ES module needs to load ajv's runtime helpers), or undefined when the document needs the
 * whole module compiled at once. `ajv`: a fresh strict instance, which this takes over; `tidy`:
 * what is done to ajv's code of each segment, line by line, before its names are made its own
 * (`raw`: empty blocks dropped) and after (`named`: long lines broken); `components` as ajv
 * compiles them (validator-schemas.ts), `units` the module's exports.
 */
export function compileSegmented(
  ajv: Ajv2020,
  tidy: Tidy,
  components: Record<string, JsonSchema>,
  units: readonly CompileUnit[],
): { code: string; requires: boolean } | undefined {
  const calls = new Map<string, string[]>();
  for (const name of Object.keys(components)) {
    const into = new Set<string>();
    if (!calledComponents(components[name], name, components, into)) return undefined;
    calls.set(name, [...into].sort(compareStrings));
  }
  const unitCalls = new Map<CompileUnit, string[]>();
  for (const unit of units) {
    if ('component' in unit) continue;
    const into = new Set<string>();
    if (!calledComponents(unit.schema, undefined, components, into)) return undefined;
    unitCalls.set(unit, [...into].sort(compareStrings));
  }

  // The components the units reach (a component unit reaches itself), and only those: a document
  // whose components are compiled on first use instead (validators.ts LAZY_COMPONENTS_BYTES) exports
  // none, and compiling every component anyway made GitHub's webhooks document a 53 MB module that
  // nothing called, 9.5 s and 854 MB against 2.8 s and 278 MB.
  const reached = new Set<string>();
  const reach = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const callee of calls.get(name) ?? []) reach(callee);
  };
  for (const unit of units) {
    if ('component' in unit) reach(unit.component);
    else for (const callee of unitCalls.get(unit) ?? []) reach(callee);
  }
  const compiled = [...reached].sort(compareStrings);

  const compiler = new SegmentCompiler(ajv, tidy, components);
  // Components in an order where a callee comes first, so its caller knows what it evaluates;
  // a call back into a cycle not yet compiled reads the callee's `evaluated` when it runs.
  const done = new Map<string, Segment>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (done.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const callee of calls.get(name) ?? []) visit(callee);
    done.set(name, compiler.segment('c', name, components[name] as JsonSchema, calls.get(name) ?? [], done));
    visiting.delete(name);
  };
  for (const name of compiled) visit(name);

  const parts: string[] = [];
  for (const name of compiled) parts.push((done.get(name) as Segment).code);
  const exports: string[] = [];
  const seen = new Map<string, string>();
  for (const unit of units) {
    if ('component' in unit) {
      exports.push(`export const ${unit.exportName} = ${functionOf(unit.component)};`);
      continue;
    }
    // the same schema exported twice (two operations' equal bodies) is compiled once
    const json = JSON.stringify(unit.schema);
    const first = seen.get(json);
    if (first !== undefined) {
      exports.push(`export const ${unit.exportName} = ${first};`);
      continue;
    }
    const segment = compiler.segment('u', unit.exportName, unit.schema, unitCalls.get(unit) ?? [], done);
    const fn = `validate_${tagOf('u', unit.exportName)}`;
    seen.set(json, fn);
    parts.push(segment.code);
    exports.push(`export const ${unit.exportName} = ${fn};`);
  }
  const code = `${parts.join('\n')}\n${exports.join('\n')}`;
  return { code, requires: parts.some((part) => part.includes('require(')) };
}

/**
 * A segment's code without the lines standaloneCode(ajv, {segment: id}) writes before it: `"use strict";`
 * and `export const segment = validateN;` (https://ajv.js.org/standalone.html), which the module
 * writes once for all its segments.
 */
function withoutHeader(code: string): string {
  let rest = code;
  for (;;) {
    const end = rest.indexOf('\n');
    const line = end < 0 ? rest : rest.slice(0, end);
    if (line !== '"use strict";' && !line.startsWith('export const segment = ')) return rest;
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
}

class SegmentCompiler {
  /** the segment being compiled: the components its refs call, with what each evaluates when known */
  private callees = new Map<string, Evaluated | null>();

  constructor(
    private readonly ajv: Ajv2020,
    private readonly tidy: Tidy,
    private readonly components: Record<string, JsonSchema>,
  ) {
    const compiler = this;
    const refKeyword = ajv.getKeyword('$ref');
    if (typeof refKeyword !== 'object' || !('code' in refKeyword) || refKeyword.code === undefined)
      throw new Error('ajv has no $ref keyword to compile refs with');
    const refCode = refKeyword.code;
    // `$ref` compiled as ajv compiles it, except a ref to another component: a call by name
    this.ajv.removeKeyword('$ref');
    this.ajv.addKeyword({
      ...refKeyword,
      code(cxt, ruleType) {
        const name = typeof cxt.schema === 'string' ? componentOf(cxt.schema, compiler.components) : undefined;
        if (name === undefined || !compiler.callees.has(name)) return refCode.call(this, cxt, ruleType);
        const evaluated = compiler.callees.get(name);
        // callRef reads only `validate.evaluated` of the callee (ajv/lib/vocabularies/core/ref.ts addEvaluatedFrom)
        const callee = evaluated ? ({ validate: { evaluated } } as unknown as Parameters<typeof callRef>[2]) : undefined;
        callRef(cxt, new Name(functionOf(name)), callee, false);
      },
    });
  }

  /** One segment, read back from the cache when its schema and its callees' `evaluated` are unchanged. */
  segment(kind: 'c' | 'u', name: string, schema: JsonSchema, callees: string[], done: ReadonlyMap<string, Segment>): Segment {
    const known = new Map(callees.map((callee) => [callee, done.get(callee)?.evaluated ?? null]));
    const key = cacheKey('strict-segment', kind, name, schema, [...known]);
    const kept = cacheGet(key);
    if (kept !== undefined) return JSON.parse(kept) as Segment;
    this.callees = known;
    const made = this.compile(kind, name, schema);
    if (key !== undefined) cacheSet(key, JSON.stringify(made));
    return made;
  }

  private compile(kind: 'c' | 'u', name: string, schema: JsonSchema): Segment {
    const tag = tagOf(kind, name);
    const root = kind === 'c' ? { $id: COMPONENTS_ID, components: { schemas: { [name]: schema } } } : { ...schema, $id: `${name}.json` };
    const rootId = kind === 'c' ? COMPONENTS_ID : `${name}.json`;
    const id = kind === 'c' ? `${COMPONENT_PREFIX}${encodeURIComponent(name)}` : rootId;
    this.ajv.addSchema(root);
    try {
      const raw = standaloneCode(this.ajv, { segment: id });
      const validate = this.ajv.getSchema(id) as { evaluated?: Evaluated; source?: { validateName?: unknown } } | undefined;
      const top = String(validate?.source?.validateName);
      const body = withoutHeader(this.tidy.raw(raw)).trim();
      // ajv numbers names across everything this instance compiled: numbered again here, from 0 in
      // the order the segment names them, so a segment's code is the same whatever was compiled before it
      const names = new Map<string, string>();
      const counts = new Map<string, number>();
      const code = renameNumbered(body, (numbered) => {
        let name = names.get(numbered);
        if (name === undefined) {
          const kind = numbered.replace(/\d+$/, '');
          const n = counts.get(kind) ?? 0;
          counts.set(kind, n + 1);
          name = numbered === top ? `validate_${tag}` : `${kind}${n}_${tag}`;
          names.set(numbered, name);
        }
        return name;
      });
      return { code: this.tidy.named(code), evaluated: validate?.evaluated ? { ...validate.evaluated } : null };
    } finally {
      this.ajv.removeSchema(id);
      this.ajv.removeSchema(rootId);
      forgetScopeValues(this.ajv);
    }
  }
}

/**
 * Drops what ajv's value scope holds of the segments compiled so far: each schema literal, regular
 * expression and function a segment's code names stays in the instance's ValueScope (`_values`, and
 * `_scope`, the object a compiled function is evaluated with; ajv/lib/compile/codegen/scope.ts),
 * so that two schemas naming one value share it. A segment's module code names only its own
 * (standaloneCode declares what `validate.source.scopeValues` lists), and no function compiled
 * here is run (ajv-standalone.ts sourceOnly), so nothing reads them again; kept, they were copied
 * from one young generation to the next and promoted, a fifth of the collector's pauses in a full
 * run on our spec (the output the same, byte for byte).
 */
function forgetScopeValues(ajv: Ajv2020): void {
  const scope = ajv.scope as unknown as { _values?: object; _scope?: object };
  if (scope._values !== undefined) scope._values = {};
  if (scope._scope !== undefined) scope._scope = {};
}
