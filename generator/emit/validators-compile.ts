/**
 * The two standalone validator modules, each compiled in a worker thread of its own when they
 * were started ahead (`preloadValidators`, which `npm run generate` calls first thing): ajv's
 * code generation, the largest part of a generation, then runs beside the spec's checks, the
 * types and the server and client emitters, the strict and the coerce module at the same time.
 * Without a preload (tests, the in-memory bench, the TypeScript sources) both compile in this
 * thread, one after the other.
 */
import type { JsonSchema } from '../model/types.js';
import type { CompileUnit, Flavour, ValidatorSources } from './ajv-standalone.js';
import { PreloadedWorker } from './preloaded-worker.js';

type Request = { components: Record<string, JsonSchema>; units: CompileUnit[] };

const entry = new URL('./validators-worker.mjs', import.meta.url);
const workers: Record<Flavour, PreloadedWorker<Request, string>> = {
  strict: new PreloadedWorker(entry, 'the strict validators', { flavour: 'strict' }),
  coerce: new PreloadedWorker(entry, 'the coerce validators', { flavour: 'coerce' }),
};

/** Starts the workers now: each loads ajv and compiles the meta-schema while the spec is read. */
export function preloadValidators(): void {
  workers.strict.start();
  workers.coerce.start();
}

/** Stops preloaded workers. */
export function discardValidators(): void {
  workers.strict.discard();
  workers.coerce.discard();
}

export async function compileValidators(sources: ValidatorSources): Promise<{ strict: string; coerce: string }> {
  const strict = workers.strict.call({ components: sources.components, units: sources.strict });
  const coerce = workers.coerce.call({ components: sources.components, units: sources.coerce });
  if (strict && coerce) {
    const [strictCode, coerceCode] = await Promise.all([strict, coerce]);
    return { strict: strictCode, coerce: coerceCode };
  }
  discardValidators();
  // imported here, not above: the CLI imports this module before it starts the workers, which load ajv themselves
  const { compileValidatorModules } = await import('./ajv-standalone.js');
  return compileValidatorModules(sources);
}
