/**
 * One document out of a root file and the files its `$ref`s name (Redocly's split layout:
 * `paths/<tag>.yaml`, `components/schemas/<Name>.yaml` beside the root), with the names the
 * document gives them kept: a file the root lists under `components.<section>.<Name>` is
 * referred to as `#/components/<section>/<Name>` wherever it is used, so the generated output
 * is the same as for the one-file document. Every other external `$ref` (a path item, a
 * parameter list, a `$ref` inside an `x-` extension) is inlined, except a `$ref` inside an `x-`
 * extension to a file that is not YAML or JSON (a Markdown topic, Bump.sh's `x-topics`): nothing
 * the generator makes reads extensions' files, so it is kept as it is, unread (keptRef). `$id` and `$anchor` references
 * (JSON Schema 2020-12 section 8.2) become JSON pointers first, so no URI is fetched.
 *
 * Only files on disk beside the document are read; a `$ref` to a URL that no `$id` declares is
 * refused (nothing is fetched over the network).
 */
import path from 'node:path';
import { isRecord, resolvePointer, pointerToken as token } from './model/refs.js';
import type { JsonSchema } from './model/types.js';

/** A `$ref` that cannot be followed: where it is (a pointer into the root document) and why. */
export class BundleError extends Error {
  constructor(
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'BundleError';
  }
}

const SECTIONS = ['schemas', 'parameters', 'responses', 'requestBodies', 'headers', 'examples', 'links', 'callbacks', 'pathItems', 'securitySchemes'];

function isExternal(ref: string): boolean {
  return !ref.startsWith('#');
}

/** A document file by its name: YAML or JSON (a query or fragment after the name does not count). */
const DOCUMENT_FILE = /\.(ya?ml|json)$/i;

/**
 * A `$ref` the bundle keeps as it is: inside an `x-` extension (data for other tools, which the
 * OpenAPI Specification leaves to them: 3.1 section 4.9) and naming a file that is not YAML or
 * JSON by its name, such as `docs/getting-started.md`.
 */
export function keptRef(ref: string): boolean {
  if (!isExternal(ref)) return false;
  const file = ref.split('#')[0].split('?')[0];
  return file !== '' && !DOCUMENT_FILE.test(file);
}

/** True when the document has an external `$ref`, an `$id` or an `$anchor` (a one-file document without them is already bundled). */
export function needsBundling(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(needsBundling);
  if (!isRecord(node)) return false;
  if (typeof node.$ref === 'string' && (isExternal(node.$ref) || (!node.$ref.startsWith('#/') && node.$ref !== '#'))) return true;
  if (typeof node.$id === 'string' || typeof node.$anchor === 'string') return true;
  return Object.values(node).some(needsBundling);
}

/**
 * `$ref`s naming an `$id` or an `$anchor` declared in the document, rewritten to JSON pointers
 * (`https://example.com/pet` -> `#/components/schemas/Pet`, `#owner` -> its pointer), and the
 * `$id`s and `$anchor`s then dropped.
 */
export function pointerRefs(doc: JsonSchema): JsonSchema {
  const targets = new Map<string, string>();
  const collect = (node: unknown, at: string, base: string | undefined) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        collect(v, `${at}/${i}`, base);
      });
      return;
    }
    if (!isRecord(node)) return;
    let here = base;
    if (typeof node.$id === 'string') {
      here = node.$id.replace(/#$/, '');
      targets.set(here, `#${at}`);
    }
    if (typeof node.$anchor === 'string') {
      targets.set(`#${node.$anchor}`, `#${at}`);
      if (here) targets.set(`${here}#${node.$anchor}`, `#${at}`);
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'example' && key !== 'examples' && !key.startsWith('x-')) collect(value, `${at}/${token(key)}`, here);
  };
  collect(doc, '', undefined);
  if (targets.size === 0) return doc;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isRecord(node)) return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      // the identifiers are pointers now; left in, a validator would take `$id` as a new base for `#/...` refs
      if ((key === '$id' || key === '$anchor') && typeof value === 'string') continue;
      out[key] = key === '$ref' && typeof value === 'string' && targets.has(value) ? targets.get(value) : rewrite(value);
    }
    return out;
  };
  return rewrite(doc) as JsonSchema;
}

/**
 * Where the walk is: the keys down from the root, spelled out as a JSON pointer (pointerOf) only
 * for a `$ref` that is refused. Spelling out every node's pointer as the walk went (each key
 * escaped, each string joined) cost more than the walk's own copying. `spelled`: `key` is
 * already a pointer.
 */
interface Place {
  readonly up: Place | undefined;
  readonly key: string | number;
  readonly spelled?: boolean;
}

function pointerOf(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at !== undefined; at = at.up) keys.push(at.spelled ? String(at.key) : `/${token(String(at.key))}`);
  return keys.reverse().join('');
}

/** Reads one file of the document: parsed YAML or JSON. */
export type ReadDocument = (absolutePath: string) => unknown;

/**
 * The root document (already parsed, at `rootFile`) with every external `$ref` bundled. The
 * walk is synchronous, files read as it meets them: an `await` at each of the document's tens
 * of thousands of nodes cost more than reading its files.
 */
export function bundle(root: JsonSchema, rootFile: string, readFile: ReadDocument): JsonSchema {
  const rootPath = path.resolve(rootFile);
  // each file is read and parsed once, however many `$ref`s name it (our spec: 58 files, 378
  // `$ref`s to them); `walk` copies every object and array it returns, so no file's parsed
  // value is changed by bundling it (an `example`, which is data, is shared as it is)
  const files = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (!files.has(file)) files.set(file, readFile(file));
    return files.get(file);
  };
  const named = new Map<string, string>();
  const components = isRecord(root.components) ? root.components : {};
  for (const section of SECTIONS) {
    const entries = isRecord(components[section]) ? components[section] : {};
    for (const [name, value] of Object.entries(entries)) {
      if (isRecord(value) && typeof value.$ref === 'string' && isExternal(value.$ref))
        named.set(targetKey(value.$ref, rootPath), `#/components/${section}/${token(name)}`);
    }
  }

  const resolveRef = (ref: string, file: string, at: Place | undefined, stack: string[], extension = false): unknown => {
    const key = targetKey(ref, file);
    const [target, fragment = ''] = key.split('#');
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('file:'))
      throw new BundleError(pointerOf(at), `$ref ${ref}: only files beside the document are read, and no $id in it declares this URI`);
    if (stack.includes(key))
      throw new BundleError(pointerOf(at), `$ref ${ref} leads back to itself through files not listed under components: list one of them under components`);
    let doc: unknown;
    try {
      doc = read(target);
    } catch (error) {
      throw new BundleError(
        pointerOf(at),
        `$ref ${ref}: cannot read ${path.relative(path.dirname(rootPath), target)} (${(error as Error).message.split('\n')[0]})`,
      );
    }
    const value = fragment ? resolvePointer(doc as JsonSchema, `#${fragment}`) : doc;
    if (value === undefined) throw new BundleError(pointerOf(at), `$ref ${ref}: no such place in ${path.relative(path.dirname(rootPath), target)}`);
    return walk(value, target, at, [...stack, key], extension);
  };

  // `extension`: the node is inside an `x-` extension (keptRef)
  const walk = (node: unknown, file: string, at: Place | undefined, stack: string[], extension = false): unknown => {
    if (Array.isArray(node)) return node.map((v, i) => walk(v, file, { up: at, key: i }, stack, extension));
    if (!isRecord(node)) return node;
    if (extension && typeof node.$ref === 'string' && keptRef(node.$ref)) return node;
    if (typeof node.$ref === 'string' && (isExternal(node.$ref) || file !== rootPath)) {
      const { $ref, ...siblings } = node;
      const key = targetKey($ref, file);
      const name = named.get(key);
      const rest = walk(siblings, file, at, stack, extension) as JsonSchema;
      if (name !== undefined) return { $ref: name, ...rest };
      if (key === `${rootPath}#${key.split('#')[1] ?? ''}` && file !== rootPath) return { $ref: `#${key.split('#')[1] ?? ''}`, ...rest };
      const target = resolveRef($ref, file, at, stack, extension);
      return Object.keys(rest).length && isRecord(target) ? { ...target, ...rest } : target;
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      // examples are data: a `$ref` key inside one is not a reference
      out[key] = key === 'example' ? value : walk(value, file, { up: at, key }, stack, extension || key.startsWith('x-'));
    }
    return out;
  };

  const bundled = walk(root, rootPath, undefined, []) as JsonSchema;
  // the named files themselves: their content, once, at their component's place
  for (const pointer of named.values()) {
    const [, , section, name] = pointer.split('/');
    const ref = (components[section] as JsonSchema)[name.replace(/~1/g, '/').replace(/~0/g, '~')] as { $ref: string };
    const content = resolveRef(ref.$ref, rootPath, { up: undefined, key: pointer.slice(1), spelled: true }, []);
    ((bundled.components as JsonSchema)[section] as JsonSchema)[name.replace(/~1/g, '/').replace(/~0/g, '~')] = content;
  }
  return bundled;
}

/** `absolute/file#/fragment` for a `$ref` written in `file`. */
function targetKey(ref: string, file: string): string {
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const target = filePart
    ? /^[a-z][a-z0-9+.-]*:/i.test(filePart) && !/^[a-z]:[\\/]/i.test(filePart)
      ? filePart
      : path.resolve(path.dirname(file), decodeURIComponent(filePart))
    : file;
  return `${target}#${fragment}`;
}
