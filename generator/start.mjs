/**
 * `npm run generate`: runs generator/cli.ts `main` from one bundle under dist/ (its `main.mjs`;
 * bundle/run.mjs builds it when stale), through the resident generator when one answers
 * (resident-client.mjs). The worker threads (openapi-typescript, the validators) and the resident
 * generator run from their own files beside the bundle (generator/bundle-entries.mjs).
 */
import { bundledFile } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from './bundle-entries.mjs';
import { runGenerator } from './resident-client.mjs';

process.exitCode = await runGenerator(await bundledFile('generator', GENERATOR_ENTRIES), 'generate', process.argv.slice(2));
