/**
 * What the generator cannot use is not fatal (README.md, "Generating for your own API"): each
 * case is the shape of a real public document that was refused whole for one part nothing of
 * the output needs (fixtures/topics, recursive-anchor.yaml, java-patterns.yaml, number-pattern.yaml,
 * root-member.yaml, type-beside-ref.yaml say whose).
 * Each generates; what is left out is said as a warning with its place; the validators keep
 * checking everything else.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EMITTERS } from '../../generator/emitters.js';
import { generateReport } from '../../generator/generate.js';
import { loadSpec } from '../../generator/load.js';
import { FIXTURES, fixturePath } from './helpers.js';
import { typecheck } from './typecheck.js';
import type { ValidatorsModule } from './validators-module.js';

const OUT = path.join(FIXTURES, 'out', 'not-fatal');
/** A test that generates, type-checks and imports: seconds alone, more beside other work */
const GENERATES = 120_000;
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** Generates `fixture` into OUT/<name>, type-checks the output, and imports its validators. */
async function generated(name: string, fixture: string) {
  const report = await generateReport(fixturePath(fixture), EMITTERS);
  const dir = path.join(OUT, name);
  rmSync(dir, { recursive: true, force: true });
  for (const f of report.files) {
    mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
    writeFileSync(path.join(dir, f.path), f.contents);
  }
  expect(typecheck(report.files.map((f) => ({ path: `not-fatal/${name}/${f.path}`, contents: f.contents }))).slice(0, 5)).toEqual([]);
  const v = (await import(path.join(dir, 'validators', 'index.ts'))) as ValidatorsModule;
  return { report, v };
}

describe('a $ref inside an x- extension to a file that is not YAML or JSON', () => {
  test(
    'is kept as it is, unread, and the document generates',
    async () => {
      const spec = await loadSpec(fixturePath('topics/openapi.yaml'));
      expect(spec.doc['x-topics']).toEqual([{ title: 'Getting started', content: { $ref: './docs/getting-started.md' } }]);
      const { report, v } = await generated('topics', 'topics/openapi.yaml');
      expect(report.warnings).toEqual([]);
      const validate = v.operationValidators.getStations?.responses['200'];
      expect(validate?.({ data: [{ id: '8d2f4a7e-5b1c-4f4e-9f7a-1c2b3d4e5f60', name: 'Berlin Hbf' }] })).toBe(true);
      expect(validate?.({ data: [{ id: '8d2f4a7e-5b1c-4f4e-9f7a-1c2b3d4e5f60' }] })).toBe(false);
    },
    GENERATES,
  );

  test('a $ref outside an extension to such a file is still refused, naming it', async () => {
    const { parseSpec } = await import('../../generator/load.js');
    const text = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    $ref: ./docs/getting-started.md\n`;
    await expect(parseSpec(text, fixturePath('topics/other.yaml'))).rejects.toThrow(/#\/paths\/~1a: \$ref \.\/docs\/getting-started\.md: cannot read/);
  });
});

describe("2019-09's $recursiveAnchor and $recursiveRef in a 3.1 document", () => {
  test(
    'are ignored, as 2020-12 ignores unknown keywords: the schema checks what else it says',
    async () => {
      const { report, v } = await generated('recursive-anchor', 'recursive-anchor.yaml');
      expect(report.warnings).toEqual([]);
      const body = v.operationValidators.searchVectorStore?.body;
      const nested = {
        type: 'and',
        filters: [
          { type: 'eq', key: 'a', value: 1 },
          { type: 'or', filters: [{ type: 'ne', key: 'b', value: 'x' }] },
        ],
      };
      expect(body?.({ query: 'q', filters: nested })).toBe(true);
      expect(body?.({ query: 'q', filters: { type: 'xor', filters: [] } })).toBe(false);
      expect(body?.({ query: 'q', filters: { type: 'and' } })).toBe(false);
      expect(v.schemaValidators.CompoundFilter?.({ type: 'or', filters: [], extra: 1 })).toBe(false);
    },
    GENERATES,
  );
});

describe('a pattern ECMAScript cannot compile with the u flag', () => {
  test(
    "Java's classes and identity escapes are translated; what cannot be is a warning naming it, left out of that one validator",
    async () => {
      const { report, v } = await generated('java-patterns', 'java-patterns.yaml');
      expect(report.warnings).toEqual([
        {
          pointer: '/components/schemas/Domain/properties/Path/pattern',
          reason: expect.stringMatching(
            /^is not a regular expression ECMAScript compiles with the u flag \(Invalid regular expression: .*\): the validators leave this pattern out$/,
          ),
        },
      ]);
      const op = v.operationValidators.GetDomain;
      expect(op?.path?.({ DomainName: 'my_domain-1' })).toBe(true);
      expect(op?.path?.({ DomainName: 'My' })).toBe(false);
      expect(op?.query?.({ packageId: '0123abcd-0123-4567-89ab-0123456789AB' })).toBe(true);
      expect(op?.query?.({ packageId: '0123abcg-0123-4567-89ab-0123456789AB' })).toBe(false);
      const domain = v.schemaValidators.Domain;
      expect(domain?.({ Description: 'a plain description', Path: '/any/thing' })).toBe(true);
      // \p{Print} is US-ASCII in Java: an accented letter is not one; \A and \z anchor
      expect(domain?.({ Description: 'café' })).toBe(false);
      expect(domain?.({ Description: ' leading space' })).toBe(false);
      // the pattern is left out, its other keywords are not
      expect(domain?.({ Path: '' })).toBe(false);
    },
    GENERATES,
  );

  test(
    "a pattern that is no string (api.video's `pattern: 0`): a warning naming it, left out of that one validator",
    async () => {
      const { report, v } = await generated('number-pattern', 'number-pattern.yaml');
      expect(report.warnings).toEqual([
        {
          pointer: '/components/schemas/video-thumbnail-pick-payload/properties/timecode/pattern',
          reason: 'is not a string, so no regular expression: the validators leave this pattern out',
        },
      ]);
      const payload = v.schemaValidators['video-thumbnail-pick-payload'];
      expect(payload?.({ timecode: '00:01:00.000' })).toBe(true);
      // its other keywords are kept
      expect(payload?.({ timecode: '00:01:00.000000' })).toBe(false);
      expect(payload?.({})).toBe(false);
    },
    GENERATES,
  );

  test(
    'the CLI prints the warning as file#/pointer: warning: ...',
    async () => {
      const { main } = await import('../../generator/cli.js');
      const errors: string[] = [];
      const original = console.error;
      console.error = (line: string) => errors.push(line);
      try {
        const dir = path.join(OUT, 'cli');
        expect(await main(['--spec', fixturePath('java-patterns.yaml'), '--out', dir, '--emit', 'validators'])).toBe(0);
      } finally {
        console.error = original;
      }
      expect(errors.filter((line) => line.includes(': warning: '))).toEqual([
        expect.stringMatching(/java-patterns\.yaml#\/components\/schemas\/Domain\/properties\/Path\/pattern: warning: is not a regular expression /),
      ]);
    },
    GENERATES,
  );
});

describe('unicodePattern: the translations, each meaning what it means without the u flag or in Java', () => {
  const cases: [string, { given: string; want: string | undefined }][] = [
    ['valid as it is', { given: '^[a-z]+$', want: '^[a-z]+$' }],
    ['lone braces', { given: '^{[0-9]+}$', want: '^\\{[0-9]+\\}$' }],
    ['identity escapes', { given: '^[a-z\\_]+\\@x\\:y$', want: '^[a-z_]+@x:y$' }],
    ['\\- stays in a class, goes outside', { given: '^[a\\-z]\\-$', want: '^[a\\-z]-$' }],
    ['a - beside a class escape', { given: '^[\\w-.+]+@[\\s-_]$', want: '^[\\w\\-.+]+@[\\s\\-_]$' }],
    ['Java POSIX classes in and out of a class', { given: '\\p{XDigit}{2}[\\p{Alnum}_]', want: '[0-9a-fA-F]{2}[a-zA-Z0-9_]' }],
    ['\\A, \\z and \\Z', { given: '\\A\\d+\\z|\\Ax\\Z', want: '^\\d+$|^x(?=\\n?$)' }],
    ['\\x{h...}', { given: '^[\\x{60}a]$', want: '^[\\u{60}a]$' }],
    ['Unicode properties stay', { given: '^[\\p{L}\\p{N}]+$', want: '^[\\p{L}\\p{N}]+$' }],
    ['an inline flag cannot be translated', { given: '(?i)^abc$', want: undefined }],
    ['a Python named group cannot be translated', { given: '(?P<ref>.*)', want: undefined }],
  ];
  test.each(cases)('%s', async (_name, { given, want }) => {
    const { unicodePattern } = await import('../../generator/model/unicode-pattern.js');
    expect(unicodePattern(given)).toBe(want);
  });
});

describe("another API's root x-errors", () => {
  test(
    'is not taken for the error catalogue: a warning says so, and errors are problem details',
    async () => {
      const { report } = await generated('foreign-x-errors', 'foreign-x-errors.yaml');
      expect(report.warnings).toEqual([{ pointer: '/x-errors', reason: expect.stringMatching(/^not an error catalogue of the generator's form/) }]);
      const errors = report.files.find((f) => f.path === 'server/errors.ts')?.contents ?? '';
      expect(errors).not.toContain('Throttled');
    },
    GENERATES,
  );
});

describe("a body that is a ref into a component's inside (Linode's Firewall/properties/rules), kept as a ref", () => {
  test(
    'generates, and its validators check what the ref names',
    async () => {
      const { report, v } = await generated('inner-ref-body', 'inner-ref-body.yaml');
      expect(report.warnings).toEqual([]);
      const body = v.operationValidators.updateFirewallRules?.body;
      expect(body?.({ inbound_policy: 'DROP' })).toBe(true);
      expect(body?.({ inbound_policy: 'MAYBE' })).toBe(false);
      expect(body?.({})).toBe(false);
    },
    GENERATES,
  );
});

describe('a root member that is no field of OpenAPI and no extension (Google Cloud Build)', () => {
  test(
    'is said in a warning, read by nothing, and the document generates',
    async () => {
      const { report, v } = await generated('root-member', 'root-member.yaml');
      expect(report.warnings).toEqual([{ pointer: '/source', reason: 'is neither a field of OpenAPI nor an x- extension: nothing reads it' }]);
      expect(v.operationValidators.getBuild?.responses['200']?.({ id: 'b1' })).toBe(true);
      expect(v.operationValidators.getBuild?.responses['200']?.({})).toBe(false);
    },
    GENERATES,
  );

  test("a field of 3.1 in a 3.0 document is still refused (3.0's schema has no webhooks)", async () => {
    const { parseSpec } = await import('../../generator/load.js');
    const text = `openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\nwebhooks: {}\n`;
    await expect(parseSpec(text, 'api.yaml')).rejects.toThrow(/must NOT have additional properties \(webhooks\)/);
  });
});

describe('a type that names no JSON type beside a $ref in a 3.0 document (Cloudmersive OCR)', () => {
  test(
    'is left out with a warning, as 3.0 ignores it, and the $ref is checked',
    async () => {
      const { report, v } = await generated('type-beside-ref', 'type-beside-ref.yaml');
      expect(report.warnings).toEqual([
        {
          pointer: '/paths/~1ocr~1photo~1recognize~1form/post/parameters/0/schema/type',
          reason: 'names no JSON type, beside a $ref, which OpenAPI 3.0 ignores: left out',
        },
        {
          pointer: '/paths/~1ocr~1photo~1recognize~1form/post/requestBody/content/application~1json/schema/properties/template/type',
          reason: 'names no JSON type, beside a $ref, which OpenAPI 3.0 ignores: left out',
        },
      ]);
      const body = v.operationValidators.RecognizeForm?.body;
      expect(body?.({ template: { FieldDefinitions: ['a'] } })).toBe(true);
      expect(body?.({ template: { FieldDefinitions: 'a' } })).toBe(false);
    },
    GENERATES,
  );
});
