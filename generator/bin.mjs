#!/usr/bin/env node
/**
 * `paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--check]`
 * (README.md, "Generating for your own API"): generator/cli.ts for any OpenAPI 3.0/3.1 document,
 * with the runtime emitted beside the output unless `--runtime package` is given, so the output
 * compiles in a project of its own.
 */
import { importBundled } from '../bundle/run.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length === 0) {
  console.log(
    'usage: paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--check]\n' +
      'Generates TypeScript types, ajv validators, a server skeleton (node:http and Express) and a typed client from an OpenAPI 3.0 or 3.1 document.',
  );
  process.exit(args.length === 0 ? 1 : 0);
}
const { main } = await importBundled('generator', { main: 'generator/cli.ts', 'openapi-ts-worker': 'generator/emit/openapi-ts-worker.mjs' });
const runtime = args.some((a) => a === '--runtime' || a.startsWith('--runtime=')) ? [] : ['--runtime', 'beside'];
process.exitCode = await main([...runtime, ...args]);
