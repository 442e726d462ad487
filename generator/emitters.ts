/**
 * THE EMITTER REGISTRY: every emitter `npm run generate` runs. Each is a pure function
 * model -> GeneratedFile[] (paths relative to generated/), or the files it has now and a promise
 * of the rest (generate.ts Emitter: the validators' TypeScript, then their compiled modules). Adding an emitter is one import
 * and one entry below; `--check` and stale-file deletion pick it up automatically.
 */

import { emitClient } from './emit/client.js';
import { emitServer } from './emit/server.js';
import { emitTypes } from './emit/types.js';
import { emitValidatorsInTwo } from './emit/validators.js';
import type { Emitter } from './generate.js';

export const EMITTERS: readonly Emitter[] = [
  emitTypes, // generated/types/index.ts
  emitValidatorsInTwo, // generated/validators/* (its TypeScript files first, then the compiled modules)
  emitServer, // generated/server/* (generator/emit/server.ts)
  emitClient, // generated/client/* (generator/emit/client.ts)
];
