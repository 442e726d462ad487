/**
 * `npm run generate`: runs generator/cli.ts from one bundle under dist/ (its `main.mjs`)
 * (bundle/run.mjs builds it when stale). The openapi-typescript worker runs from its own file
 * beside the bundle, where emit/openapi-ts.ts looks for it.
 */
import { importBundled } from '../bundle/run.mjs';

const { main } = await importBundled('generator', { main: 'generator/cli.ts', 'openapi-ts-worker': 'generator/emit/openapi-ts-worker.mjs' });
process.exitCode = await main(process.argv.slice(2));
