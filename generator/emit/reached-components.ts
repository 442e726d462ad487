/**
 * The component schemas a standalone validator module reaches: those its units export, and those
 * their schemas name through `$ref`s (`#/components/schemas/X` or, rewritten, `paisa#/...`),
 * transitively. What a module's code is made of (validators-compile.ts keys its cache with them)
 * and the only components whose names its constants may take (ajv-standalone.ts).
 */
import type { JsonSchema } from '../model/types.js';

/** A unit of a module (ajv-standalone.ts CompileUnit): a schema of its own, or a component by name. */
type Unit = { schema: JsonSchema } | { component: string };

const COMPONENT_REF = /#\/components\/schemas\/([^"/]+)/g;

/** The names reached, in the order `components` lists them. */
export function reachedComponents(units: readonly Unit[], components: Record<string, JsonSchema>): string[] {
  const reached = new Set<string>();
  const queue: string[] = [];
  const add = (name: string) => {
    if (reached.has(name) || components[name] === undefined) return;
    reached.add(name);
    queue.push(name);
  };
  const scan = (json: string) => {
    for (const [, token] of json.matchAll(COMPONENT_REF)) {
      let name: string;
      try {
        name = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
      } catch {
        name = token;
      }
      add(name);
    }
  };
  for (const unit of units) {
    if ('component' in unit) add(unit.component);
    else scan(JSON.stringify(unit.schema));
  }
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) scan(JSON.stringify(components[name]));
  return Object.keys(components).filter((name) => reached.has(name));
}
