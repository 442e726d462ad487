/**
 * Runs before each test file (vitest.config.ts setupFiles): after the file, the PostgreSQL
 * schemas its gateways pooled are dropped. The generator each test starts runs in its own process
 * (PAISA_GENERATE_DAEMON=0: no resident generator outlives a test; test/generator/resident.test.ts
 * turns it on for itself).
 */
import { afterAll } from 'vitest';
import { drainSchemaPool } from './postgres.js';

process.env.PAISA_GENERATE_DAEMON ??= '0';

afterAll(drainSchemaPool);
