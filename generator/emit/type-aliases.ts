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

function typeName(name: string): string {
  return IDENTIFIER.test(name) ? name : pascalCase(name);
}

export function typeAliases(model: ApiModel): Alias[] {
  const taken = new Set<string>();
  const aliases: Alias[] = [];
  const add = (alias: Alias) => {
    if (taken.has(alias.name) || !IDENTIFIER.test(alias.name)) return;
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
