/**
 * `npm run generate`: runs generator/cli.ts from one bundle under dist/ (its `main.mjs`)
 * (bundle/run.mjs builds it when stale). The worker threads (openapi-typescript, the validators)
 * run from their own files beside the bundle (generator/bundle-entries.mjs).
 */
import { importBundled } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from './bundle-entries.mjs';

const { main } = await importBundled('generator', GENERATOR_ENTRIES);
process.exitCode = await main(process.argv.slice(2));
