/**
 * The standalone validator modules, the strict and the coerce one each compiled in a worker
 * thread of its own when they were started ahead (`preloadValidators`, which `npm run generate`
 * calls first thing, on a machine with the cores for them): ajv's
 * code generation, the largest part of a generation, then runs beside the spec's checks, the
 * types and the server and client emitters, the strict and the coerce module at the same time.
 * Without a preload (tests, the in-memory bench, the TypeScript sources) all compile in this
 * thread, one after the other.
 */
import { availableParallelism } from 'node:os';
import { type CacheSettings, cacheGet, cacheKey, cacheSet, cacheSettings } from '../cache.mjs';
import type { JsonSchema } from '../model/types.js';
import type { CompileUnit, Flavour, ValidatorModules, ValidatorSources } from './ajv-standalone.js';
import { PreloadedWorker } from './preloaded-worker.js';
import { reachedComponents } from './reached-components.js';
import { validatorSchemas } from './validator-schemas.js';

/** the worker's own flavour's module first, then any further one (validators-worker.ts) */
type Request = { components: Record<string, JsonSchema>; modules: { flavour: Flavour; units: CompileUnit[] }[]; cache?: CacheSettings };

const entry = new URL('./validators-worker.mjs', import.meta.url);
const workers: Record<Exclude<Flavour, 'defaults'>, PreloadedWorker<Request, string[]>> = {
  strict: new PreloadedWorker(entry, 'the strict validators', { flavour: 'strict' }),
  coerce: new PreloadedWorker(entry, 'the coerce validators', { flavour: 'coerce' }),
};

/**
 * Cores a run needs before the validators get threads of their own: one for the main thread,
 * one for the types worker (openapi-ts.ts), one each for the strict and the coerce module.
 */
export const CORES_FOR_VALIDATOR_WORKERS = 4;

/** `PAISA_GENERATE_VALIDATOR_WORKERS=1` (or `0`) starts them (or not) whatever the cores: the tests run both ways. */
function validatorWorkers(): boolean {
  const forced = process.env.PAISA_GENERATE_VALIDATOR_WORKERS;
  return forced === '1' || (forced !== '0' && availableParallelism() >= CORES_FOR_VALIDATOR_WORKERS);
}

/**
 * Starts the workers now, when the machine has the cores for them: each loads ajv
 * while the spec is read. With fewer cores the main thread compiles the
 * validators while the types worker runs: on 2 cores (`npm run bench:generate -- --corpus`,
 * our spec) the two more threads cost more than they won, 6.4-6.9 s of CPU against 5.4-5.8 and
 * a slower run, as each isolate loads ajv and V8 optimizes the same code once per thread.
 */
export function preloadValidators(): void {
  if (!validatorWorkers()) return;
  workers.strict.start();
  workers.coerce.start();
}

/** Stops preloaded workers. */
export function discardValidators(): void {
  workers.strict.discard();
  workers.coerce.discard();
}

/**
 * The `defaults` module (bodies that declare defaults: a few) compiles in the coerce worker,
 * after the coerce module: the strict module (components, responses, JSON bodies) is the largest
 * by far (2.4 MB of code on our spec, against 0.8 MB and 0.5 MB), so the coerce worker has the
 * time. A module whose units and the components they reach are what they were is read back from
 * the cache (cache.mjs) instead: an edit of a schema only responses use leaves the coerce module
 * as it was.
 */
export async function compileValidators(sources: ValidatorSources): Promise<ValidatorModules> {
  // keyed by the components as ajv compiles them: a description (or an example) edited leaves the code as it was
  const compiled = cacheKey('validators') === undefined ? {} : validatorSchemas(sources.components);
  const keys = {
    strict: moduleKeys('strict', sources.strict, compiled),
    coerce: moduleKeys('coerce', sources.coerce, compiled),
    defaults: sources.defaults.length ? moduleKeys('defaults', sources.defaults, compiled) : undefined,
  };
  const kept = { strict: keptModule(keys.strict), coerce: keptModule(keys.coerce), defaults: keptModule(keys.defaults) };
  const made = await compileMissing({
    components: sources.components,
    strict: kept.strict === undefined ? sources.strict : undefined,
    coerce: kept.coerce === undefined ? sources.coerce : undefined,
    defaults: sources.defaults.length && kept.defaults === undefined ? sources.defaults : undefined,
  });
  for (const flavour of ['strict', 'coerce', 'defaults'] as const) {
    const key = keys[flavour];
    const code = made[flavour];
    if (key && code !== undefined) cacheSet(key.slot, `${key.input}\n${code}`);
  }
  const strict = kept.strict ?? made.strict ?? '';
  const coerce = kept.coerce ?? made.coerce ?? '';
  const defaults = sources.defaults.length ? (kept.defaults ?? made.defaults) : undefined;
  return { strict, coerce, ...(defaults === undefined ? {} : { defaults }) };
}

/**
 * Where one module is kept, and what it is made from (undefined without a cache). `input` is the
 * key of what it is made from: its flavour, its units, and every component they reach, as ajv
 * compiles them (validatorSchema). The module is kept in one slot per flavour and export names,
 * written over at each edit and holding `input` on its first line, instead of under `input`
 * itself: a module is megabytes (2.2 MB strict on our spec, 125 MB coerce on Microsoft Graph's),
 * and a part per edit would grow the cache by that much each time. An edit's segments
 * (strict-segments.ts) stay kept under their own keys.
 */
function moduleKeys(flavour: Flavour, units: CompileUnit[], components: Record<string, JsonSchema>): { slot: string; input: string } | undefined {
  const slot = cacheKey(
    'validators-slot',
    flavour,
    units.map((unit) => unit.exportName),
  );
  if (slot === undefined) return undefined;
  const input = cacheKey(
    'validators',
    flavour,
    units,
    reachedComponents(units, components).map((name) => [name, components[name]]),
  ) as string;
  return { slot, input };
}

/** The module kept in its slot, when it was made from what it is made from now. */
function keptModule(key: { slot: string; input: string } | undefined): string | undefined {
  if (key === undefined) return undefined;
  const head = `${key.input}\n`;
  return cacheGet(key.slot, head)?.slice(head.length);
}

/** The modules asked for (undefined: not wanted), in the preloaded workers when they were started, else in this thread. */
async function compileMissing(sources: {
  components: Record<string, JsonSchema>;
  strict?: CompileUnit[];
  coerce?: CompileUnit[];
  defaults?: CompileUnit[];
}): Promise<Partial<ValidatorModules>> {
  const coerceModules: Request['modules'] = [];
  if (sources.coerce) coerceModules.push({ flavour: 'coerce', units: sources.coerce });
  if (sources.defaults) coerceModules.push({ flavour: 'defaults', units: sources.defaults });
  const cache = cacheSettings();
  const strict =
    sources.strict &&
    workers.strict.call({ components: sources.components, modules: [{ flavour: 'strict', units: sources.strict }], ...(cache ? { cache } : {}) });
  const coerce = coerceModules.length ? workers.coerce.call({ components: sources.components, modules: coerceModules }) : undefined;
  if ((strict || !sources.strict) && (coerce || !coerceModules.length)) {
    const [[strictCode] = [], coerceCodes = []] = await Promise.all([strict, coerce]);
    const out: Partial<ValidatorModules> = {};
    if (strictCode !== undefined) out.strict = strictCode;
    coerceModules.forEach((m, i) => {
      out[m.flavour as 'coerce' | 'defaults'] = coerceCodes[i];
    });
    discardValidators();
    return out;
  }
  discardValidators();
  // imported here, not above: the CLI imports this module before it starts the workers, which load ajv themselves
  const { compileModules, createAjv } = await import('./ajv-standalone.js');
  const modules = [...(sources.strict ? [{ flavour: 'strict' as const, units: sources.strict }] : []), ...coerceModules];
  if (modules.length === 0) return {};
  const codes = compileModules(createAjv(modules[0].flavour), sources.components, modules);
  return Object.fromEntries(modules.map((m, i) => [m.flavour, codes[i]]));
}
