/**
 * The generator's bundle entries (output name -> source path from the repository root), for
 * bundle/run.mjs (generator/start.mjs, generator/bin.mjs, generator/mock-bin.mjs, conformance/bin.mjs) and the
 * @paisa/generator package (bundle/packages.mjs): the CLI, the mock's CLI, the conformance runner's CLI, and each worker
 * thread's entry, which lands beside the bundle where its importer looks for it
 * (emit/openapi-ts.ts, emit/validators-compile.ts), and the resident generator's, which
 * resident-client.mjs starts from beside the bundle (this repository's commands only).
 */
export const GENERATOR_ENTRIES = {
  main: 'generator/cli.ts',
  mock: 'generator/mock/cli.ts',
  conformance: 'conformance/cli.ts',
  'openapi-ts-worker': 'generator/emit/openapi-ts-worker.mjs',
  'validators-worker': 'generator/emit/validators-worker.ts',
  resident: 'generator/resident.ts',
};
