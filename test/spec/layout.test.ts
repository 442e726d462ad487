/**
 * The spec as files a team can edit (spec/README.md, Files): a root document with `paths/`,
 * `webhooks/` and `components/` files beside it, each under 3,000 lines; and one document
 * whichever way it is read. What `npm run generate` reads (generator/load.ts), what the gateway
 * serves at /openapi.yaml (swagger-parser's bundle) and what Redocly lints and renders at /docs
 * (Redocly's bundle) are the same document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load.js';
import { SPEC_DIR } from '../support/spec-copy.js';

const ROOT = join(SPEC_DIR, 'openapi.yaml');
const FILES = readdirSync(SPEC_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f));

describe('the spec in files', () => {
  it.each(FILES)('%s is under 3,000 lines', (file) => {
    expect(readFileSync(join(SPEC_DIR, file), 'utf8').split('\n').length).toBeLessThan(3000);
  });

  it('is one document whichever way it is read: the generator, the served bundle and Redocly agree', async () => {
    const generated = (await loadSpec(ROOT)).doc;
    const served = await SwaggerParser.bundle(ROOT);
    const redocly = (await bundle({ ref: ROOT, config: await loadConfig({}), dereference: false })).bundle.parsed;
    expect(served).toEqual(generated);
    expect(redocly).toEqual(generated);
  });
});
