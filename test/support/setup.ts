/** Runs before each test file (vitest.config.ts setupFiles): after the file, the PostgreSQL schemas its gateways pooled are dropped. */
import { afterAll } from 'vitest';
import { drainSchemaPool } from './postgres.js';

afterAll(drainSchemaPool);
