#!/usr/bin/env node
/**
 * `paisa-conformance --spec FILE --base-url URL [credentials] [options]` inside this repository
 * (README.md, "Contract testing your own API"): `command` of conformance/cli.ts, from the
 * generator's bundle that bundle/run.mjs keeps in dist/generator/. Outside it, the same command is
 * a bin of the @paisa/generator package (bundle/packages.mjs). A plug-in written in TypeScript
 * needs a TypeScript loader (`npm run conformance` runs the sources under tsx).
 */
import { importBundled } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from '../generator/bundle-entries.mjs';

const { command } = await importBundled('generator', GENERATOR_ENTRIES, 'conformance');
process.exitCode = await command(process.argv.slice(2));
