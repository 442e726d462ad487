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
import type { JsonSchema } from '../model/types.js';
import type { CompileUnit, Flavour, ValidatorModules, ValidatorSources } from './ajv-standalone.js';
import { PreloadedWorker } from './preloaded-worker.js';

/** the worker's own flavour's module first, then any further one (validators-worker.ts) */
type Request = { components: Record<string, JsonSchema>; modules: { flavour: Flavour; units: CompileUnit[] }[] };

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
 * time.
 */
export async function compileValidators(sources: ValidatorSources): Promise<ValidatorModules> {
  const coerceModules: Request['modules'] = [{ flavour: 'coerce', units: sources.coerce }];
  if (sources.defaults.length) coerceModules.push({ flavour: 'defaults', units: sources.defaults });
  const strict = workers.strict.call({ components: sources.components, modules: [{ flavour: 'strict', units: sources.strict }] });
  const coerce = workers.coerce.call({ components: sources.components, modules: coerceModules });
  if (strict && coerce) {
    const [[strictCode = ''], [coerceCode = '', defaultsCode]] = await Promise.all([strict, coerce]);
    return { strict: strictCode, coerce: coerceCode, ...(defaultsCode === undefined ? {} : { defaults: defaultsCode }) };
  }
  discardValidators();
  // imported here, not above: the CLI imports this module before it starts the workers, which load ajv themselves
  const { compileValidatorModules } = await import('./ajv-standalone.js');
  return compileValidatorModules(sources);
}
