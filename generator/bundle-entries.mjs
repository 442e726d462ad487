/**
 * The generator's bundle entries (output name -> source path from the repository root), for
 * bundle/run.mjs (generator/start.mjs, generator/bin.mjs, generator/mock-bin.mjs) and the
 * @paisa/generator package (bundle/packages.mjs): the CLI, the mock's CLI, and each worker
 * thread's entry, which lands beside the bundle where its importer looks for it
 * (emit/openapi-ts.ts, emit/validators-compile.ts).
 */
export const GENERATOR_ENTRIES = {
  main: 'generator/cli.ts',
  mock: 'generator/mock/cli.ts',
  'openapi-ts-worker': 'generator/emit/openapi-ts-worker.mjs',
  'validators-worker': 'generator/emit/validators-worker.ts',
};
