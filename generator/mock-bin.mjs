#!/usr/bin/env node
/**
 * `paisa-mock --spec FILE [--port P] [--host H] [--seed N] [--auth USER:PASSWORD] [--bearer TOKEN] [--api-key VALUE]`
 * inside this repository (README.md, "Mocking any API"): `command` of generator/mock/cli.ts, from
 * the generator's bundle that bundle/run.mjs keeps in dist/generator/. Outside it, the same command
 * is a bin of the @paisa/generator package (bundle/packages.mjs).
 */
import { importBundled } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from './bundle-entries.mjs';

const { command } = await importBundled('generator', GENERATOR_ENTRIES, 'mock');
process.exitCode = await command(process.argv.slice(2));
