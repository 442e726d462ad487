/**
 * The types file kept by component schema, so that an edit of one schema prints that schema
 * again, not the whole file. A run that made the file keeps it in the cache cut in three: the
 * text before `components.schemas`' members, each member's text (its doc comment and its
 * type), and the text after them, with the friendly names after that kept apart. The next run
 * reads that back; a member whose key changed is printed alone by openapi-typescript
 * (openapi-ts-run.mjs, `schemaNames`) and formatted at the same depth, so the file is the same
 * to the byte as a whole run's (test/generator/types-members.test.ts compares both on the corpus).
 *
 * What a member's text is made from, the key holds: its schema, less the keywords the types do
 * not read (unread-keywords.ts); the property names of each schema an `allOf` of it
 * refers to (openapi-typescript reads them, to mark the required ones: transform/schema-object
 * collectAllOfCompositions); every discriminator of the document (scanDiscriminators patches
 * the schemas a mapping names); the OpenAPI version. The rest of the file is keyed by the
 * document with each component schema replaced by its name alone, and the same. Anything this
 * does not foresee (a member it cannot find in the text, a `WithRequired` helper that one member
 * alone needed) makes the whole file again. A member whose descriptions alone changed, each on a
 * doc comment line of its own, gets them written into its kept text instead (withDescriptions),
 * without TypeScript.
 */
import { cacheGet, cacheKey, cacheSet } from '../cache.mjs';
import { formatGenerated } from '../format.mjs';
import { isRecord } from '../model/refs.js';
import type { TypesAnswer, TypesRequest } from './openapi-ts-run.mjs';
import { DATA_KEYS, withoutUnreadKeywords } from './unread-keywords.js';

type Around = { before: string; after: string };
type Answer = (request: TypesRequest) => Promise<TypesAnswer>;
type Made = { contents: string; formatted: boolean };

/** The text of a formatted types file around and between `components.schemas`' members. */
export interface SchemaMembers {
  head: string;
  members: string[];
  tail: string;
}

/**
 * A part's keys: of its JSON as written, and of what openapi-typescript reads of it; for a member,
 * also of that less its descriptions (`shape`), with the descriptions (`described`), so that an
 * edit of descriptions alone is written into the kept text (withDescriptions) instead of printed.
 */
interface Keys {
  raw: string;
  read: string;
  shape?: string;
  described?: string[];
}

/** What the cache keeps of the file a run made. */
interface Kept extends SchemaMembers {
  rest: Keys;
  keys: Keys[];
  afterSource: string;
  after: string;
}

/** A part of the document as this run keys it; the other keys are worked out only when asked. */
interface Part {
  raw: string;
  read: () => string;
  /** the key of what openapi-typescript reads less the descriptions, and the descriptions, in order */
  shape: () => { shape: string; described: string[] };
}

/** The key `Name:` of a member, in each form Biome may write it. */
function keyForms(name: string): string[] {
  const single = `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [name, single, JSON.stringify(name)].flatMap((key) => [`${key}:`, `${key}?:`]);
}

/**
 * The members of `export interface components { schemas: {...} }` in a formatted types file,
 * cut where each begins (its doc comment, else its key) at the members' depth; undefined unless
 * they are exactly `names`, in order.
 */
export function schemaMembers(text: string, names: string[]): SchemaMembers | undefined {
  const open = text.indexOf('\n  schemas: {\n', text.indexOf('export interface components {\n'));
  if (open < 0 || !text.includes('export interface components {\n')) return undefined;
  const first = open + '\n  schemas: {\n'.length;
  const close = text.indexOf('\n  };\n', first - 1);
  if (close < 0) return undefined;
  const lines = text.slice(first, close + 1).split('\n');
  const starts: number[] = [];
  let offset = first;
  let commentPending = false;
  let inComment = false;
  for (const line of lines) {
    const at = offset;
    offset += line.length + 1;
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    // deeper lines (a member's body, a comment's continuation) and blank ones
    if (!line.startsWith('    ') || line[4] === ' ' || line.length === 4) continue;
    const rest = line.slice(4);
    if (rest.startsWith('/*') || rest.startsWith('//')) {
      if (!commentPending) starts.push(at);
      commentPending = true;
      if (rest.startsWith('/*') && !rest.includes('*/')) inComment = true;
    } else if (/^[\p{L}\p{N}_$"'[]/u.test(rest)) {
      const name = names[starts.length - (commentPending ? 1 : 0)];
      if (name === undefined || !keyForms(name).some((form) => rest.startsWith(form))) return undefined;
      if (!commentPending) starts.push(at);
      commentPending = false;
    }
  }
  if (starts.length !== names.length || commentPending) return undefined;
  const end = close + 1;
  return {
    head: text.slice(0, starts[0] ?? first),
    members: starts.map((start, i) => text.slice(start, starts[i + 1] ?? end)),
    tail: text.slice(end),
  };
}

/** The property names of what each `$ref` of an `allOf` under `node` points to (JSON pointers into `document`). */
function allOfTargets(node: unknown, document: unknown, out: [string, string[] | null][] = []): [string, string[] | null][] {
  if (Array.isArray(node)) {
    for (const item of node) allOfTargets(item, document, out);
    return out;
  }
  if (!isRecord(node)) return out;
  if (Array.isArray(node.allOf))
    for (const item of node.allOf) if (isRecord(item) && typeof item.$ref === 'string') out.push([item.$ref, propertyNames(document, item.$ref)]);
  for (const value of Object.values(node)) allOfTargets(value, document, out);
  return out;
}

function propertyNames(document: unknown, ref: string): string[] | null {
  let node: unknown = document;
  for (let hops = 0; hops < 16; hops++) {
    if (!ref.startsWith('#/')) return null;
    node = document;
    for (const part of ref.slice(2).split('/')) {
      const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
      node = isRecord(node) ? node[key] : undefined;
    }
    if (!isRecord(node) || typeof node.$ref !== 'string') break;
    ref = node.$ref;
  }
  return isRecord(node) && isRecord(node.properties) ? Object.keys(node.properties) : null;
}

/** Every discriminator of the document, with the object holding it and its place: what scanDiscriminators reads. */
function discriminators(node: unknown, keys: (string | number)[] = [], out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      keys.push(i);
      discriminators(node[i], keys, out);
      keys.pop();
    }
  } else if (isRecord(node)) {
    if (isRecord(node.discriminator) && node.discriminator.propertyName) out.push([keys.join('/'), node]);
    for (const key in node) {
      keys.push(key);
      discriminators(node[key], keys, out);
      keys.pop();
    }
  }
  return out;
}

const HELPER = 'type WithRequired<';

/** How the last run made the types file: read back whole, `printed` members printed again, or made whole (tests read it). */
export let lastTypesRun: { made: 'kept' | 'members' | 'whole'; printed: number; described: number } = { made: 'whole', printed: 0, described: 0 };

/**
 * The inputs of one part of the file (a member, or the rest): its JSON as written, for a key
 * that is quick to work out (JSON.stringify is native), and the same less the keywords
 * openapi-typescript does not read, worked out only when the first key changed (a new
 * `maxLength` changes the first, not the second). A walk of the whole document by
 * withoutUnreadKeywords took a tenth of an incremental run.
 */
function part(kind: string, name: string, node: unknown, json: string, document: unknown, shared: unknown, extra = ''): Part {
  // the property names an allOf's target holds, looked up only where the part has an allOf
  const targets = json.includes('"allOf"') ? allOfTargets(node, document) : [];
  let read: unknown;
  const readNode = () => {
    read ??= withoutUnreadKeywords(node);
    return read;
  };
  return {
    raw: cacheKey(`${kind}-raw`, name, json, targets, shared, extra) as string,
    read: () => cacheKey(`${kind}-read`, name, readNode(), targets, shared, extra) as string,
    shape: () => {
      const described: string[] = [];
      const shape = cacheKey(`${kind}-shape`, name, withoutDescriptions(readNode(), described), targets, shared, extra) as string;
      return { shape, described };
    },
  };
}

/** `node` with each schema's `description` string emptied, each pushed onto `described` in order (one in data, DATA_KEYS, is data). */
function withoutDescriptions(node: unknown, described: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutDescriptions(item, described));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') {
      described.push(value);
      out[key] = '';
    } else out[key] = DATA_KEYS.has(key) ? value : withoutDescriptions(value, described);
  }
  return out;
}

/** The comment lines' width past which format.mjs wrapComments wraps a line. */
const COMMENT_WIDTH = 160;

/**
 * A description openapi-typescript writes as it is (lib/ts addJSDocComment: trimmed, its line
 * breaks indented, `*\/` escaped) and JSON too (no quote, backslash or control character), on
 * one line: what withDescriptions can find and replace.
 */
const PLAIN = /^[^\s"\\\p{Cc}](?:[^"\\\p{Cc}\u2028\u2029]*[^\s"\\\p{Cc}])?$/u;
const plain = (text: string) => PLAIN.test(text) && !text.includes('*/');

/**
 * A member's text with its descriptions edited, when only descriptions changed (`was` to `now`,
 * in the order withoutDescriptions finds them; `json` the member's JSON now), without printing it:
 * each changed description, plain before and after, written on a doc comment line of its own
 * (`* @description old` or `/** @description old *\/`) found once in the text, no other string of
 * the member holding it then or now, and the new line within the width comments are wrapped at.
 * Undefined when any of that does not hold: the member is then printed again.
 * test/generator/types-members.test.ts compares this with a print on every corpus document.
 */
export function withDescriptions(text: string, was: readonly string[], now: readonly string[], json: string): string | undefined {
  if (was.length !== now.length) return undefined;
  const edits: { at: number; length: number; line: string }[] = [];
  for (let i = 0; i < was.length; i++) {
    const before = was[i];
    const after = now[i];
    if (before === after) continue;
    if (!plain(before) || !plain(after)) return undefined;
    // the old text held it in this description alone, and nothing of the member holds it now
    if (was.filter((d) => d.includes(before)).length !== 1 || json.includes(before)) return undefined;
    const lines = [...text.matchAll(new RegExp(`^( *)(\\* |/\\*\\* )@description ${escapeRegExp(before)}( \\*/)?$`, 'gm'))];
    if (lines.length !== 1) return undefined;
    const [line, indent, mark, close = ''] = lines[0];
    // `/** @description old` without its close is the first line of a comment wrapped (format.mjs wrapComments)
    if (mark === '/** ' && !close) return undefined;
    const next = `${indent}${mark}@description ${after}${close}`;
    if (next.length > COMMENT_WIDTH || line.length > COMMENT_WIDTH) return undefined;
    edits.push({ at: lines[0].index, length: line.length, line: next });
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = `${out.slice(0, edit.at)}${edit.line}${out.slice(edit.at + edit.length)}`;
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A part's keys now, against those it was kept under: `same` when what openapi-typescript reads
 * of it is as it was (its JSON unchanged, or only keywords it does not read changed); else, for a
 * member whose descriptions alone changed, `described` says what they were and are now.
 */
function compare(now: Part, was: Keys): { keys: Keys; same: boolean; described?: { was: string[]; now: string[] } } {
  if (now.raw === was.raw) return { keys: was, same: true };
  const read = now.read();
  if (read === was.read) return { keys: { ...was, raw: now.raw, read }, same: true };
  if (was.shape === undefined || was.described === undefined) return { keys: { raw: now.raw, read }, same: false };
  const { shape, described } = now.shape();
  const keys = { raw: now.raw, read, shape, described };
  return shape === was.shape ? { keys, same: false, described: { was: was.described, now: described } } : { keys, same: false };
}

/**
 * The types file (banner, openapi-typescript's output, the friendly names after it) of
 * `document`: read back, made in part, or made whole by `answer`; formatted, but for a run
 * without the cache in one thread. A part is read back when what openapi-typescript reads of it
 * (unread-keywords.ts) is as it was: a new `maxLength` leaves the types as they were.
 */
export async function typesText(document: unknown, around: Around, answer: Answer): Promise<Made> {
  const schemas = isRecord(document) && isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : undefined;
  const names = schemas ? Object.keys(schemas) : [];
  const lookup = schemas && names.length ? cacheKey('types-file', names, around.before) : undefined;
  if (lookup === undefined || !schemas || !isRecord(document)) return whole(document, around, answer, undefined, undefined);
  const rest = { ...document, components: { ...(document.components as object), schemas: names } };
  const restJson = JSON.stringify(rest);
  const memberJson = names.map((name) => JSON.stringify(schemas[name]) ?? 'null');
  // every discriminator, where the document has one (scanDiscriminators patches the schemas its mapping names)
  const hasDiscriminator = [restJson, ...memberJson].some((json) => json.includes('"discriminator"'));
  const shared = [document.openapi, hasDiscriminator ? discriminators(document) : []];
  // without a discriminator the transform need not look for one
  const answerFor: Answer = (request) => answer(hasDiscriminator ? request : { ...request, discriminators: false });
  const parts = {
    names,
    rest: part('types-rest', '', rest, restJson, document, shared, around.before),
    members: names.map((name, i) => part('types-member', name, schemas[name], memberJson[i], document, shared)),
    json: memberJson,
  };
  const keptText = cacheGet(lookup);
  const kept = keptText === undefined ? undefined : (JSON.parse(keptText) as Kept);
  const made = kept ? await fromKept(kept, parts, document, around, answerFor) : undefined;
  if (!made) return whole(document, around, answerFor, lookup, parts);
  lastTypesRun = { made: made.printed ? 'members' : 'kept', printed: made.printed, described: made.described };
  if (made.changed) cacheSet(lookup, JSON.stringify(made.kept));
  return { contents: `${made.kept.head}${made.kept.members.join('')}${made.kept.tail}\n${made.kept.after}`, formatted: true };
}

/** The file made whole, and kept by part when the run has a cache. */
async function whole(
  document: unknown,
  around: Around,
  answer: Answer,
  lookup: string | undefined,
  parts: { rest: Part; members: Part[]; names: string[] } | undefined,
): Promise<Made> {
  const names = parts?.names ?? [];
  // without a cache, in one thread, left for the caller to format with every other file
  const made = (await answer({ document, around, format: lookup !== undefined })) as { types: string; after: string; formatted: boolean };
  lastTypesRun = { made: 'whole', printed: names.length, described: 0 };
  const cut = lookup === undefined || !parts || !made.formatted ? undefined : schemaMembers(made.types, names);
  if (cut && parts)
    cacheSet(
      lookup,
      JSON.stringify({
        ...cut,
        rest: { raw: parts.rest.raw, read: parts.rest.read() },
        keys: parts.members.map((p) => ({ raw: p.raw, read: p.read(), ...p.shape() })),
        afterSource: around.after,
        after: made.after,
      }),
    );
  return { contents: `${made.types}\n${made.after}`, formatted: made.formatted };
}

/** The file from what was kept, the changed members printed again; undefined when it must be made whole. */
async function fromKept(
  kept: Kept,
  parts: { rest: Part; members: Part[]; names: string[]; json: string[] },
  document: unknown,
  around: Around,
  answer: Answer,
): Promise<{ kept: Kept; printed: number; described: number; changed: boolean } | undefined> {
  const rest = compare(parts.rest, kept.rest);
  if (!rest.same) return undefined;
  const compared = parts.members.map((now, i) => compare(now, kept.keys[i]));
  const members = compared.map((c, i) =>
    c.same ? kept.members[i] : c.described && withDescriptions(kept.members[i], c.described.was, c.described.now, parts.json[i]),
  );
  const changed = parts.names.filter((_, i) => members[i] === undefined);
  if (changed.length) {
    const printed = (await answer({ document, schemaNames: changed })) as { schemas: string };
    const cut = schemaMembers(printed.schemas, changed);
    if (!cut) return undefined;
    let next = 0;
    for (let i = 0; i < members.length; i++) if (members[i] === undefined) members[i] = cut.members[next++];
  }
  // openapi-typescript declares its WithRequired helper after `operations` when any member or path uses it
  const declared = kept.tail.includes(HELPER);
  const texts = members as string[];
  const used = texts.some((text) => text.includes('WithRequired<')) || `${kept.head}${kept.tail.replace(HELPER, '')}`.includes('WithRequired<');
  if (declared !== used) return undefined;
  const after =
    kept.afterSource === around.after ? kept.after : (await formatGenerated([{ path: 'after.ts', contents: around.after.trimStart() }]))[0].contents;
  const keys = compared.map((c) => c.keys);
  const next: Kept = { ...kept, rest: rest.keys, keys, members: texts, afterSource: around.after, after };
  const changedAny = rest.keys !== kept.rest || after !== kept.after || keys.some((key, i) => key !== kept.keys[i]);
  // the members changed that were not printed had their descriptions written in
  const described = compared.filter((c) => !c.same).length - changed.length;
  return { kept: next, printed: changed.length, described, changed: changedAny };
}
