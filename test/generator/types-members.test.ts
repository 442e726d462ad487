/**
 * The types file kept by component schema (generator/emit/types-members.js): a member printed
 * alone is, to the byte, what the whole document's run prints for it, on every corpus document
 * and our spec; and a run that prints only the members that changed writes the file a run from
 * scratch writes, whatever the edit (a property's description, a schema's own description, which
 * the friendly names show too, a property an `allOf` elsewhere makes required).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useCache } from '../../generator/cache.mjs';
import { openapiDocument } from '../../generator/emit/openapi-document.js';
import { type TypesRequest, typesAnswer } from '../../generator/emit/openapi-ts-run.mjs';
import { lastTypesRun, schemaMembers, typesText, withDescriptions } from '../../generator/emit/types-members.js';
import { loadSpec } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import { CORPUS, corpusPath } from './corpus/documents.js';

const documentOf = async (file: string) => openapiDocument(buildModel((await loadSpec(file)).doc)) as Record<string, unknown>;
// as the types worker answers: formatted, whether or not the run has a cache
const answer = (request: TypesRequest) => typesAnswer({ ...request, format: true, document: structuredClone(request.document) });
const schemaNames = (document: Record<string, unknown>) => Object.keys((document.components as { schemas?: object } | undefined)?.schemas ?? {});

const FILES = [...CORPUS.map((doc) => ({ name: doc.name, file: corpusPath(doc) })), { name: 'paisa', file: 'spec/openapi.yaml' }];

describe('a component schema printed alone is what the whole run prints for it', () => {
  test.each(FILES)(
    '$name',
    async ({ file }) => {
      const document = await documentOf(file);
      const names = schemaNames(document);
      const whole = (await answer({ document, around: { before: '', after: '' } })) as { types: string };
      const cut = schemaMembers(whole.types, names);
      if (names.length === 0) return expect(cut).toBeUndefined();
      expect(cut, 'the members are found, in order').toBeDefined();
      if (!cut) return;
      expect(`${cut.head}${cut.members.join('')}${cut.tail}`).toBe(whole.types);
      // the first, the middle and the last, printed alone
      const picked = [...new Set([0, Math.floor(names.length / 2), names.length - 1])];
      const printed = (await answer({ document, schemaNames: picked.map((i) => names[i]) })) as { schemas: string };
      const alone = schemaMembers(
        printed.schemas,
        picked.map((i) => names[i]),
      );
      expect(alone?.members).toEqual(picked.map((i) => cut.members[i]));
    },
    60_000,
  );
});

/** Every schema `description` of `node` (not in example, default, const or enum data) handed to `edit`, in place. */
function editDescriptions(node: unknown, edit: (text: string) => string): void {
  if (Array.isArray(node)) for (const item of node) editDescriptions(item, edit);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'description' && typeof value === 'string') record[key] = edit(value);
      else if (!['example', 'examples', 'default', 'const', 'enum'].includes(key)) editDescriptions(value, edit);
    }
  }
}

describe('descriptions written into the kept text are what a print of the edited document writes', () => {
  const tally = { members: 0, described: 0, written: 0 };
  test.each(FILES)(
    '$name',
    async ({ file }) => {
      const document = await documentOf(file);
      const names = schemaNames(document);
      if (names.length === 0) return;
      const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
      const described = (schema: unknown) => {
        const found: string[] = [];
        editDescriptions(structuredClone(schema), (text) => {
          found.push(text);
          return text;
        });
        return found;
      };
      const was = names.map((name) => described(schemas[name]));
      tally.members += was.filter((list) => list.length > 0).length;
      const before = schemaMembers(((await answer({ document, around: { before: '', after: '' } })) as { types: string }).types, names);
      // every description edited at once, several ways: longer, shorter, with the characters a comment or JSON treats apart
      let n = 0;
      const variants = [(t: string) => `${t} Edited.`, () => 'Short.', (t: string) => `${t.slice(0, 20)} <b>&amp; 'q' é {x} */ a`];
      editDescriptions(schemas, (text) => variants[n++ % variants.length](text).trim() || 'Empty.');
      const after = schemaMembers(((await answer({ document, around: { before: '', after: '' } })) as { types: string }).types, names);
      expect(before && after, 'the members are found').toBeTruthy();
      if (!before || !after) return;
      let written = 0;
      tally.described += was.reduce((sum, list) => sum + list.length, 0);
      names.forEach((name, i) => {
        const text = withDescriptions(before.members[i], was[i], described(schemas[name]), JSON.stringify(schemas[name]));
        if (text === undefined) return;
        written++;
        expect(text, name).toBe(after.members[i]);
      });
      tally.written += written;
    },
    60_000,
  );

  // so that the comparisons above are not all of members left to be printed
  test('a third of the members with descriptions, at least, were written in, not printed', () => {
    console.log(`descriptions written in: ${tally.written} of ${tally.members} members with descriptions (${tally.described} descriptions)`);
    expect(tally.written).toBeGreaterThan(tally.members / 3);
  });
});

describe('a description is written in only where it can be found and written as a print would', () => {
  const member =
    '    Item: {\n      /** @description Item name. */\n      name: string;\n      /**\n       * Format: int64\n       * @description Amount.\n       */\n      amount: number;\n    };\n';
  const json = '{"properties":{"name":{"type":"string"},"amount":{"type":"integer","format":"int64"}}}';
  test.each([
    ['a one-line comment', ['Item name.', 'Amount.'], ['Item name, edited.', 'Amount.'], member.replace('Item name.', 'Item name, edited.')],
    ['a line of a longer comment', ['Item name.', 'Amount.'], ['Item name.', 'Amount due.'], member.replace('Amount.', 'Amount due.')],
    ['a control character', ['Item name.', 'Amount.'], ['Item\tname.', 'Amount.'], undefined],
    ['a comment close', ['Item name.', 'Amount.'], ['Item */ name.', 'Amount.'], undefined],
    ['a leading space', ['Item name.', 'Amount.'], [' Item name.', 'Amount.'], undefined],
    ['a quote', ['Item name.', 'Amount.'], ['Item "name".', 'Amount.'], undefined],
    ['two lines', ['Item name.', 'Amount.'], ['Item\nname.', 'Amount.'], undefined],
    ['past the wrap width', ['Item name.', 'Amount.'], [`Item ${'name '.repeat(30)}end.`, 'Amount.'], undefined],
    ['a description not in the text', ['Gone.', 'Amount.'], ['Back.', 'Amount.'], undefined],
    ['one description held by another', ['Amount.', 'Amount.'], ['Item name.', 'Amount.'], undefined],
  ])('%s', (_, was, now, expected) => {
    expect(withDescriptions(member, was, now, json)).toBe(expected);
  });
});

describe('a run that prints only the changed members writes what a run from scratch writes', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-types-members-'));
  });
  afterAll(() => {
    useCache(undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const around = (document: Record<string, unknown>) => ({
    before: '// banner\n',
    // the friendly names show each schema's own description, as emit/types.ts writes them
    after: `\n\n// Friendly names.\n${Object.entries((document.components as { schemas: Record<string, { description?: string }> }).schemas)
      .map(
        ([name, schema]) =>
          `${schema.description ? `/** ${schema.description} */\n` : ''}export type ${name.replace(/\W/g, '_')} = components["schemas"][${JSON.stringify(name)}];\n`,
      )
      .join('')}`,
  });
  const cached = async (document: Record<string, unknown>) => {
    useCache({ dir, revision: 'types-members.test' });
    return (await typesText(document, around(document), answer)).contents;
  };
  const scratch = async (document: Record<string, unknown>) => {
    useCache(undefined);
    return (await typesText(document, around(document), answer)).contents;
  };

  type Schemas = Record<string, Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> }>;
  type Made = (typeof lastTypesRun)['made'];
  const schemasOf = (document: Record<string, unknown>) => (document.components as { schemas: Schemas }).schemas;

  /** Each edit applied in turn; after each, the incremental run is compared with a run from scratch and said how it was made. */
  async function editInTurn(
    document: Record<string, unknown>,
    edits: { name: string; edit: (schemas: Schemas) => void; made: Made; printed?: number; described?: number }[],
  ) {
    expect(await cached(document)).toBe(await scratch(document));
    for (const { name, edit, made, printed, described } of edits) {
      edit(schemasOf(document));
      const incremental = await cached(document);
      const run = lastTypesRun;
      expect(incremental, name).toBe(await scratch(document));
      expect(run.made, name).toBe(made);
      if (printed !== undefined) expect(run.printed, name).toBe(printed);
      if (described !== undefined) expect(run.described, name).toBe(described);
    }
    // nothing changed since: read back whole
    await cached(document);
    expect(lastTypesRun).toEqual({ made: 'kept', printed: 0, described: 0 });
  }

  /** The item's name given the description `text`: written into the kept text, or printed. */
  const nameDescribed = (name: string, text: string, written: boolean) => ({
    name,
    edit: (s: Schemas) => {
      (s.Item.properties as Schemas).name.description = text;
    },
    made: (written ? 'kept' : 'members') as Made,
    printed: written ? 0 : 1,
    described: written ? 1 : 0,
  });

  test('our spec: descriptions edited, of a property and of a schema (its friendly name too)', async () => {
    await editInTurn(await documentOf('spec/openapi.yaml'), [
      nameDescribed("a property's description: written into the kept text, nothing printed", 'Item name, edited.', true),
      {
        name: "a schema's own description",
        edit: (s) => {
          s.Item.description = 'An item, edited.';
        },
        made: 'kept',
        printed: 0,
        described: 1,
      },
      {
        name: "a description made the same as another property's: written in",
        edit: (s) => {
          const properties = s.Item.properties as Schemas;
          properties.name.description = properties.description.description;
        },
        made: 'kept',
        printed: 0,
        described: 1,
      },
      nameDescribed('one of two equal descriptions edited: printed (which line is whose is not known)', 'Item name, third.', false),
      nameDescribed('a description that openapi-typescript writes over two lines: printed', 'Item name,\nedited again.', false),
      nameDescribed('a description as long as the comment is wide: printed (the line would be wrapped)', `Item ${'name '.repeat(40)}end.`, false),
      {
        name: 'a maxLength added, which the types do not show: nothing printed',
        edit: (s) => {
          (s.Item.properties as Schemas).name.maxLength = 77;
        },
        made: 'kept',
        printed: 0,
      },
      {
        name: 'a property added',
        edit: (s) => {
          (s.Item.properties as Schemas).colour = { type: 'string', description: 'A new property.' };
        },
        made: 'members',
        printed: 1,
      },
    ]);
  }, 120_000);

  test("an allOf's target gaining the property it requires: the caller printed again; WithRequired first needed or no longer needed: made whole", async () => {
    const document = await documentOf(corpusPath(CORPUS.find((doc) => doc.name === 'petstore-31') ?? CORPUS[0]));
    const schemas = schemasOf(document);
    // openapi-typescript marks a property of an allOf's target required (WithRequired) when the schema holding the allOf requires it
    schemas.Base = { type: 'object', properties: { id: { type: 'string' } } };
    schemas.Derived = { required: ['extra'], allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { n: { type: 'integer' } } }] };
    schemas.Other = { required: ['id'], allOf: [{ $ref: '#/components/schemas/Base' }] };
    const base = () => schemas.Base.properties as Schemas;
    await editInTurn(document, [
      // Other makes Base's id required (WithRequired, declared once after operations); Derived's extra is not Base's yet
      { name: 'Base gains extra: Derived uses WithRequired too', edit: () => (base().extra = { type: 'string' }), made: 'members', printed: 3 },
      { name: 'Other no longer requires id', edit: (s) => delete s.Other.required, made: 'members', printed: 1 },
      { name: 'Base loses extra: nothing uses WithRequired', edit: () => delete base().extra, made: 'whole' },
      { name: 'Base gains it back: WithRequired first needed', edit: () => (base().extra = { type: 'string' }), made: 'whole' },
    ]);
  }, 120_000);
});
