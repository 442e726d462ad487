/**
 * The routing table, compiled once at module load from the generated route list: a segment trie
 * where static segments are tried before parameters (so `/payments/downtimes` is not taken as
 * `/payments/{payment_id}`), and parameters whose schema `pattern` fits the value are tried
 * before those whose pattern does not. A value no pattern fits still reaches its parameter
 * route: there the path validator answers 400 naming the parameter (spec x-errors
 * validation_failed: "`field` names it"), not a 404 that would tell the caller the URL does not
 * exist. Matching is plain code: no schema work per request.
 */
import type { RouteDef } from './route-def.js';

interface ParamEdge<R> {
  name: string;
  pattern: string | null;
  test: RegExp | null;
  node: TrieNode<R>;
}

interface TrieNode<R> {
  statics: Map<string, TrieNode<R>>;
  params: ParamEdge<R>[];
  methods: Map<string, R> | null;
}

export type RouteMatch<R extends RouteDef = RouteDef> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  /** RFC 9110 section 15.5.6: the path exists, the method does not. */
  | { kind: 'method'; allow: string[] }
  | { kind: 'none' };

const NONE = { kind: 'none' } as const;

function newNode<R>(): TrieNode<R> {
  return { statics: new Map(), params: [], methods: null };
}

/** Builds the trie. Parameter edges with a pattern come before those without. */
export function compileRouter<R extends RouteDef>(routes: readonly R[]): (method: string, pathname: string) => RouteMatch<R> {
  const root = newNode<R>();
  for (const [route, path] of routes.flatMap((r) => [r.path, ...(r.alsoAt ?? [])].map((p) => [r, p] as const))) {
    let node = root;
    for (const segment of path.split('/').slice(1)) {
      if (!/^\{[^}]+\}$/.test(segment)) {
        const next = node.statics.get(segment) ?? newNode<R>();
        node.statics.set(segment, next);
        node = next;
        continue;
      }
      const name = segment.slice(1, -1);
      const pattern = route.paramPatterns[name] ?? null;
      let edge = node.params.find((e) => e.name === name && e.pattern === pattern);
      if (!edge) {
        // JSON Schema `pattern` is an ECMA-262 regular expression (2020-12 validation 6.3.3).
        edge = { name, pattern, test: pattern === null ? null : new RegExp(pattern, 'u'), node: newNode<R>() };
        node.params.push(edge);
        node.params.sort((a, b) => Number(a.test === null) - Number(b.test === null));
      }
      node = edge.node;
    }
    node.methods ??= new Map();
    node.methods.set(route.method, route);
  }

  // A path with no parameter that names a route's method is that route, whatever the trie holds:
  // statics are tried before parameters, so the trie would find the same one by walking.
  const exact = new Map<string, Map<string, R>>();
  for (const route of routes) {
    for (const path of [route.path, ...(route.alsoAt ?? [])]) {
      if (path.includes('{')) continue;
      const byMethod = exact.get(path) ?? new Map<string, R>();
      byMethod.set(route.method, route);
      exact.set(path, byMethod);
    }
  }

  return function match(method: string, pathname: string): RouteMatch<R> {
    const route = exact.get(pathname)?.get(method);
    if (route) return { kind: 'found', route, params: {} };
    const segments = pathname.split('/');
    if (segments[0] !== '') return NONE;
    const allow = new Set<string>();
    const captured: [string, string][] = [];
    const found = search(root, segments, 1, method, captured, allow);
    if (found) return { kind: 'found', route: found, params: Object.fromEntries(captured) };
    if (allow.size) return { kind: 'method', allow: [...allow].sort() };
    return NONE;
  };
}

function search<R>(node: TrieNode<R>, segments: string[], i: number, method: string, captured: [string, string][], allow: Set<string>): R | null {
  const segment = segments[i];
  if (segment === undefined) {
    // every segment matched: this node's methods decide
    if (!node.methods) return null;
    const route = node.methods.get(method);
    if (route) return route;
    for (const m of node.methods.keys()) allow.add(m);
    return null;
  }
  const child = node.statics.get(segment);
  if (child) {
    const found = search(child, segments, i + 1, method, captured, allow);
    if (found) return found;
  }
  if (segment === '' || node.params.length === 0) return null;
  const value = decodeSegment(segment);
  if (value === null) return null;
  // First the edges whose pattern fits (or that have none), then the rest.
  const misfits: ParamEdge<R>[] = [];
  for (const edge of node.params) {
    if (edge.test && !edge.test.test(value)) {
      misfits.push(edge);
      continue;
    }
    const found = tryEdge(edge, value, segments, i, method, captured, allow);
    if (found) return found;
  }
  for (const edge of misfits) {
    const found = tryEdge(edge, value, segments, i, method, captured, allow);
    if (found) return found;
  }
  return null;
}

function tryEdge<R>(
  edge: ParamEdge<R>,
  value: string,
  segments: string[],
  i: number,
  method: string,
  captured: [string, string][],
  allow: Set<string>,
): R | null {
  captured.push([edge.name, value]);
  const found = search(edge.node, segments, i + 1, method, captured, allow);
  if (!found) captured.pop();
  return found;
}

/** RFC 3986 section 2.1 percent-decoding; a malformed escape matches no parameter. */
function decodeSegment(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
