/**
 * Error answers in the document's own error schema: a server generated from a document without
 * an error catalogue (`x-errors`) whose error responses declare one schema (say
 * `components.schemas.Error`, `{code, message}`) answers in that schema instead of RFC 9457
 * problem details. The generator (generator/model/error-shape.ts) maps the schema's properties to
 * what the runtime knows of every refusal, by their well-known names, and checks at generate time
 * that the body made from that mapping satisfies the schema; this module only fills it in.
 */
import type { ErrorAnswer } from './errors.js';

/**
 * What the runtime knows of every refusal: the HTTP `status`; its `title` (the RFC 9110 reason
 * phrase, `Bad Request`); its `key` (`validation_failed`); the `message` (`The passenger must be
 * string.`); the request parameter at `field`, when one is at fault; the answer's `requestId`;
 * the problem `type` (`about:blank`, RFC 9457 section 4.2.1); the `timestamp` of the answer.
 */
export type ErrorFact = 'status' | 'title' | 'key' | 'message' | 'field' | 'requestId' | 'type' | 'timestamp';

/** How one value of the body is made. */
export type ShapeNode =
  /** a fact; `text`: the status written as a string; `orNull`: an absent fact written as null (a required, nullable property) */
  | { readonly fact: ErrorFact; readonly text?: true; readonly orNull?: true }
  | { readonly object: Readonly<Record<string, ShapeNode>> }
  /** an array of one item */
  | { readonly list: ShapeNode }
  /** a value the schema fixes (`const`, a one-value `enum`, or the `default` of a required property) */
  | { readonly value: string | number | boolean | null };

/** A document's error schema as the runtime answers it: its media type and how its body is made. */
export interface DeclaredShape {
  /** The component schema it is (`Error`), when it is one. */
  readonly schema?: string;
  readonly mediaType: string;
  readonly body: ShapeNode;
}

/**
 * Which error schema answers what: `document` for every answer (null: problem details), and per
 * operation the statuses (`400`, `4XX`, `default`) whose response declares another schema
 * (null: one the runtime cannot fill, answered as problem details).
 */
export interface DeclaredErrors {
  readonly document: DeclaredShape | null;
  readonly operations: Readonly<Record<string, Readonly<Record<string, DeclaredShape | null>>>>;
}

/** The shape answering `status` on `operationId` (null outside any operation): the operation's own, as OpenAPI picks a response (3.1 section 4.8.16), else the document's. */
export function declaredShapeFor(errors: DeclaredErrors, operationId: string | null, status: number): DeclaredShape | null {
  const own = operationId === null ? undefined : errors.operations[operationId];
  if (own) {
    const code = String(status);
    for (const key of [code, `${code[0]}XX`, 'default']) if (Object.hasOwn(own, key)) return own[key] ?? null;
  }
  return errors.document;
}

type Json = string | number | boolean | null | Json[] | { [name: string]: Json };

/** The body of `answer` in `shape`. */
export function toDeclared(shape: DeclaredShape, answer: ErrorAnswer, requestId?: unknown): Json {
  const { error } = answer.body;
  const facts: Record<ErrorFact, string | number | undefined> = {
    status: answer.status,
    title: error.code,
    key: error.reason,
    message: error.description,
    field: error.field ?? undefined,
    requestId: typeof requestId === 'string' ? requestId : undefined,
    type: 'about:blank',
    timestamp: new Date().toISOString(),
  };
  return render(shape.body, facts) ?? null;
}

function render(node: ShapeNode, facts: Record<ErrorFact, string | number | undefined>): Json | undefined {
  if ('value' in node) return node.value;
  if ('fact' in node) {
    const value = facts[node.fact];
    if (value === undefined) return node.orNull ? null : undefined;
    return node.text ? String(value) : value;
  }
  if ('list' in node) {
    const item = render(node.list, facts);
    return item === undefined ? [] : [item];
  }
  const out: { [name: string]: Json } = {};
  for (const [name, child] of Object.entries(node.object)) {
    const value = render(child, facts);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
