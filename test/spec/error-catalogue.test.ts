/**
 * The error catalogue (spec root `x-errors`, generated/server/errors.ts): every answer the
 * gateway gives that is not a 2xx is an entry; every entry is well formed and documented on
 * the operations that can answer it; every example error body of the spec is one of them.
 */
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../generated/server/errors.js';
import { type ErrorEntry, IDEMPOTENCY_ERROR_KEYS, RUNTIME_ERROR_KEYS } from '../../runtime/server/errors.js';

type Doc = Record<string, any>;
const SPEC = fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));
const spec = (await SwaggerParser.bundle(SPEC)) as Doc;
const codes: string[] = spec.components.schemas.ErrorBody.properties.code.enum;
const entries = Object.entries(spec['x-errors'] as Record<string, Doc>);
const catalogue: Record<string, ErrorEntry> = errorCatalogue;

/** Statuses answered for a path no operation has, or a method a path lacks: no operation can list them. */
/** Answered before any operation is matched: an unknown path or method, a request that is not HTTP. */
const PATHLESS = new Set([404, 405, 408, 431]);

const documented = new Set<number>();
for (const item of Object.values<Doc>(spec.paths)) {
  for (const op of Object.values<Doc>(item)) if (op?.responses) for (const status of Object.keys(op.responses)) documented.add(Number(status));
}

describe.each(entries)('x-errors %s', (key, entry) => {
  it('has an HTTP error status, a code from ErrorBody.code, a reason, a description and a why', () => {
    expect(Number.isInteger(entry.status) && entry.status >= 400 && entry.status <= 599).toBe(true);
    expect(codes).toContain(entry.code);
    expect(entry.reason).toMatch(/\S/);
    expect(entry.description).toMatch(/\S/);
    expect(entry.why).toMatch(/\S/);
    expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('is what the generated catalogue holds', () => {
    expect(catalogue[key]).toMatchObject({ status: entry.status, code: entry.code, reason: entry.reason, description: entry.description });
  });

  it('its status is documented on an operation (404, 405, 408 and 431 belong to no operation)', () => {
    expect(PATHLESS.has(entry.status) || documented.has(entry.status)).toBe(true);
  });
});

describe('the catalogue and the runtime', () => {
  it('holds every key the router, parsers, auth, validators, machines and the not-built marker refuse with', () => {
    for (const key of [...RUNTIME_ERROR_KEYS, ...IDEMPOTENCY_ERROR_KEYS]) expect(Object.keys(catalogue)).toContain(key);
  });

  it('covers every status the gateway itself answers', () => {
    const statuses = new Set(RUNTIME_ERROR_KEYS.map((key) => catalogue[key].status));
    expect([...statuses].sort()).toEqual([400, 401, 403, 404, 405, 408, 413, 415, 429, 431, 500, 501]);
  });

  it('every status an operation documents as an error is answered by some entry', () => {
    const answered = new Set(Object.values(catalogue).map((e) => e.status));
    for (const status of documented) if (status >= 400) expect(answered.has(status), `status ${status}`).toBe(true);
  });
});

/** Example error bodies in components.responses, with where they are. */
const examples: [string, Doc][] = [];
for (const [name, response] of Object.entries<Doc>(spec.components.responses)) {
  const media = response.content?.['application/json'];
  // shared answers that are not errors (the OAuth server metadata) hold no error example
  if (!media || !/\/(Error|OAuthError)$/.test(String(media.schema?.$ref))) continue;
  if (media.example) examples.push([name, media.example]);
  for (const [exampleName, example] of Object.entries<Doc>(media.examples ?? {})) examples.push([`${name}.${exampleName}`, example.value]);
}

/** The description template as a pattern: placeholders match anything. */
function matches(template: string, text: string): boolean {
  const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[A-Za-z_][A-Za-z0-9_]*\\\}/g, '.+');
  return new RegExp(`^${pattern}$`, 's').test(text);
}

describe.each(examples)('example %s', (_name, body) => {
  it('is an answer of some catalogue entry (code, reason, source, step, description)', () => {
    // the OAuth server's shape (RFC 6749 5.2): the entry's `oauth` code and its description
    if (typeof body.error === 'string') {
      const oauthFits = Object.values(catalogue).filter((e) => e.oauth === body.error && matches(e.description, body.error_description));
      expect(oauthFits.length, JSON.stringify(body)).toBeGreaterThan(0);
      return;
    }
    const error = body.error;
    const fits = Object.values(catalogue).filter(
      (e) =>
        e.code === error.code &&
        matches(e.reason, error.reason) &&
        matches(e.source ?? 'NA', error.source) &&
        matches(e.step ?? 'NA', error.step) &&
        matches(e.description, error.description),
    );
    expect(fits.length, JSON.stringify(error)).toBeGreaterThan(0);
  });
});
