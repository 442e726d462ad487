/**
 * The friendly names added after openapi-typescript's output (Invoice,
 * CreateInvoiceBody, ListPaymentsQuery, InvoicePaidEvent...). A name already
 * taken (a component schema first) is never redeclared: `CreateInvoiceBody` stays the
 * component's alias when the body is a `$ref` to it.
 */
import { compareStrings, pascalCase } from '../model/names.js';
import type { ApiModel } from '../model/types.js';

export interface Alias {
  name: string;
  type: string;
  docs?: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Names the types file holds already or must still read as TypeScript's own: openapi-typescript's
 * interfaces and helpers, the names emit/types.ts declares after them, and the global types either
 * writes (`Record<string, never>`, `NonNullable<...>`), which an alias of that name would shadow
 * (a component called `Record`, as Amazon Kinesis has; `SchemaName`, as Amazon Timestream has),
 * and the type names TypeScript reserves. A component with one of these names is reached as
 * `components["schemas"]["Record"]`, without an alias.
 */
const RESERVED = new Set([
  'paths',
  'webhooks',
  'components',
  'operations',
  '$defs',
  'WithRequired',
  'OneOf',
  'SchemaName',
  'OperationId',
  'operationIds',
  'WebhookEventName',
  'WebhookPayloads',
  'currencyMinorUnits',
  'Record',
  'NonNullable',
  'Omit',
  'Pick',
  'Partial',
  'Required',
  'Readonly',
  'Exclude',
  'Extract',
  'Array',
  'ReadonlyArray',
  'Blob',
  'File',
  'Date',
  'any',
  'unknown',
  'never',
  'number',
  'bigint',
  'boolean',
  'string',
  'symbol',
  'void',
  'object',
  'undefined',
]);

/**
 * Words a type alias may not be named (ECMAScript's reserved words, those of strict mode code,
 * which a module is, and `as`): a component called `function` (as Appwrite's has) is reached as
 * `components["schemas"]["function"]`, without an alias. https://tc39.es/ecma262/#sec-keywords-and-reserved-words
 */
const KEYWORDS = new Set(
  (
    'as await break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'implements import in instanceof interface let new null package private protected public return static super switch this throw true ' +
    'try typeof var void while with yield'
  ).split(' '),
);

function typeName(name: string): string {
  return IDENTIFIER.test(name) ? name : pascalCase(name);
}

export function typeAliases(model: ApiModel): Alias[] {
  const taken = new Set<string>(RESERVED);
  const aliases: Alias[] = [];
  const add = (alias: Alias) => {
    if (taken.has(alias.name) || KEYWORDS.has(alias.name) || !IDENTIFIER.test(alias.name)) return;
    taken.add(alias.name);
    aliases.push(alias);
  };
  // Component schemas first: they own their names.
  for (const name of Object.keys(model.schemas).sort(compareStrings)) {
    const description = model.schemas[name].description;
    add({ name: typeName(name), type: `components["schemas"][${JSON.stringify(name)}]`, docs: typeof description === 'string' ? description : undefined });
  }
  for (const op of [...model.operations].sort((a, b) => compareStrings(a.operationId, b.operationId))) {
    const base = pascalCase(op.operationId);
    const ref = `operations[${JSON.stringify(op.operationId)}]`;
    if (op.pathParams.length) add({ name: `${base}PathParams`, type: `${ref}["parameters"]["path"]` });
    if (op.queryParams.length) add({ name: `${base}Query`, type: `NonNullable<${ref}["parameters"]["query"]>` });
    if (op.body) {
      const media = JSON.stringify(op.body.contentTypes[0]);
      add({ name: `${base}Body`, type: `NonNullable<${ref}["requestBody"]>["content"][${media}]` });
    }
    const ok = op.responses.find((r) => (r.status === '200' || r.status === '201') && r.schema);
    if (ok) add({ name: `${base}Response`, type: `${ref}["responses"][${ok.status}]["content"]["application/json"]` });
  }
  for (const event of model.webhooks) {
    add({ name: event.typeName, type: webhookBody(event.name) });
  }
  for (const machine of model.machines) {
    const name = typeName(machine.schema);
    add({ name: `${name}Status`, type: union(machine.states) });
    add({ name: `${name}Trigger`, type: union([...new Set(machine.transitions.map((t) => t.trigger))]) });
  }
  return aliases;
}

/** `'a' | 'b'`, or `never` for an empty list. */
export function union(values: string[]): string {
  return values.length ? values.map((v) => JSON.stringify(v)).join(' | ') : 'never';
}

/** The delivered body of a webhook, as openapi-typescript declares it. */
export function webhookBody(eventName: string): string {
  return `NonNullable<webhooks[${JSON.stringify(eventName)}]["post"]["requestBody"]>["content"]["application/json"]`;
}
