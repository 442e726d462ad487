#!/usr/bin/env node
/**
 * `paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--check]`
 * inside this repository (README.md, "Generating for your own API"): `command` of
 * generator/cli.ts, from the bundle bundle/run.mjs keeps in dist/generator/, through the
 * resident generator when one answers (resident-client.mjs). Outside it, the same command is
 * the bin of the @paisa/generator package (bundle/packages.mjs).
 */
import { bundledFile } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from './bundle-entries.mjs';
import { runGenerator } from './resident-client.mjs';

process.exitCode = await runGenerator(await bundledFile('generator', GENERATOR_ENTRIES), 'command', process.argv.slice(2));
