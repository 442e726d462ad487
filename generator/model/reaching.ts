/**
 * Which component schemas lead, through their subschemas and the `$ref`s among them, to a schema
 * that holds some property (a `x-boolean-flag`, a property with a `default`): worked out once per
 * document, in time linear in its components. The walks that look for such schemas
 * (emit/server/boolean-flags.ts, body-defaults.ts) follow each `$ref` along each path, which on a
 * document whose components refer to one another densely is exponential: Microsoft Graph's 20 MB
 * document spent 46 s of a 125 s run in the flags' walk. They skip a component this says leads
 * to none: what they would find there is nothing.
 *
 * A subschema is whatever JSON Schema 2020-12 makes one (schema-keywords.ts): at least every
 * place those walks look, so a component left out here has nothing for them.
 */
import { isRecord } from './refs.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_ONE } from './schema-keywords.js';
import type { JsonSchema } from './types.js';

type Holds = (schema: JsonSchema) => boolean;
type RefName = (schema: JsonSchema) => string | undefined;

const known = new WeakMap<object, Map<Holds, Set<string>>>();

/**
 * The names of `schemas` from which a schema that `holds` can be reached (itself included);
 * `refName` reads the component a `$ref` names. Kept per `schemas` object and `holds` function:
 * a document's components do not change once its model is built.
 */
export function componentsReaching(schemas: Record<string, JsonSchema>, holds: Holds, refName: RefName): ReadonlySet<string> {
  let byHolds = known.get(schemas);
  if (!byHolds) {
    byHolds = new Map();
    known.set(schemas, byHolds);
  }
  let reaching = byHolds.get(holds);
  if (!reaching) {
    reaching = reachingNames(schemas, holds, refName);
    byHolds.set(holds, reaching);
  }
  return reaching;
}

function reachingNames(schemas: Record<string, JsonSchema>, holds: Holds, refName: RefName): Set<string> {
  // who refers to each component, and which hold the property in their own subschemas
  const referrers = new Map<string, string[]>();
  const reaching = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    let found = false;
    const visit = (node: unknown): void => {
      if (!isRecord(node)) return;
      if (!found && holds(node)) found = true;
      const target = refName(node);
      if (target !== undefined) {
        const list = referrers.get(target);
        if (list) list.push(name);
        else referrers.set(target, [name]);
      }
      for (const [key, value] of Object.entries(node)) {
        if (SCHEMA_MAPS.has(key) && isRecord(value)) for (const sub of Object.values(value)) visit(sub);
        else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) for (const sub of value) visit(sub);
        else if (SCHEMA_ONE.has(key)) visit(value);
      }
    };
    visit(schema);
    if (found) reaching.add(name);
  }
  // then back along the references
  const queue = [...reaching];
  while (queue.length) {
    for (const referrer of referrers.get(queue.pop() as string) ?? []) {
      if (reaching.has(referrer)) continue;
      reaching.add(referrer);
      queue.push(referrer);
    }
  }
  return reaching;
}
