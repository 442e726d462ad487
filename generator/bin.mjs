#!/usr/bin/env node
/**
 * `paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--check]`
 * inside this repository (README.md, "Generating for your own API"): `command` of
 * generator/cli.ts, from the bundle bundle/run.mjs keeps in dist/generator/. Outside it, the
 * same command is the bin of the @paisa/generator package (bundle/packages.mjs).
 */
import { importBundled } from '../bundle/run.mjs';
import { GENERATOR_ENTRIES } from './bundle-entries.mjs';

const { command } = await importBundled('generator', GENERATOR_ENTRIES);
process.exitCode = await command(process.argv.slice(2));
