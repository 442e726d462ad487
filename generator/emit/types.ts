/**
 * emitTypes(model): generated/types/index.ts — openapi-typescript's `paths`, `components`,
 * `operations` and `webhooks`, then friendly aliases and constants, written as text (Biome
 * formats the file, in the types worker when there is one: generator/format.mjs).
 */
import { compareStrings } from '../model/names.js';
import { isRecord } from '../model/refs.js';
import type { ApiModel, GeneratedFile } from '../model/types.js';
import { banner } from './banner.js';
import { openapiDocument } from './openapi-document.js';
import { openapiTypesFile } from './openapi-ts.js';
import { typeAliases, union, webhookBody } from './type-aliases.js';

export async function emitTypes(model: ApiModel): Promise<GeneratedFile[]> {
  const statements: string[] = [];
  const aliases = addAliases(statements, model);
  addOperationIds(statements, model);
  addWebhookMaps(statements, model, aliases);
  addConstants(statements, model);
  const after = `\n\n// Friendly names (generator/emit/type-aliases.ts).\n${statements.join('')}`;
  const document = openapiDocument(model);
  const around = { before: banner('x.ts'), after };
  // read back by component schema, but for the keywords openapi-typescript does not read: a new maxLength leaves the types as they were
  const { contents, formatted } = await openapiTypesFile(document, around);
  return [{ path: 'types/index.ts', contents, ...(formatted ? { formatted } : {}) }];
}

/** A doc comment (a `*\/` in the text cannot end it early), or nothing. */
function docs(text: string | undefined): string {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  return lines.length === 1 ? `/** ${lines[0]} */\n` : `/**\n${lines.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n */\n`;
}

function typeAlias(name: string, type: string, doc?: string): string {
  return `${docs(doc)}export type ${name} = ${type};\n`;
}

function constant(name: string, initializer: string, doc?: string): string {
  return `${docs(doc)}export const ${name} = ${initializer};\n`;
}

/** Pushes the friendly aliases; returns the names declared. */
function addAliases(statements: string[], model: ApiModel): Set<string> {
  statements.push(typeAlias('SchemaName', 'keyof components["schemas"]', 'Name of every component schema.'));
  const aliases = typeAliases(model);
  for (const alias of aliases) statements.push(typeAlias(alias.name, alias.type, alias.docs));
  return new Set(aliases.map((a) => a.name));
}

function addOperationIds(statements: string[], model: ApiModel): void {
  const ids = model.operations.map((op) => op.operationId).sort(compareStrings);
  statements.push(typeAlias('OperationId', union(ids), 'Every operationId in the spec.'));
  statements.push(constant('operationIds', `[${ids.map((id) => JSON.stringify(id)).join(', ')}] as const satisfies readonly OperationId[]`));
}

function addWebhookMaps(statements: string[], model: ApiModel, declared: Set<string>): void {
  statements.push(typeAlias('WebhookEventName', union(model.webhooks.map((w) => w.name)), 'Every webhook event name.'));
  const entries = model.webhooks.map((w) => {
    const body = webhookBody(w.name);
    // The friendly name when it denotes this payload (our alias, or the body component itself).
    const usable = declared.has(w.typeName) && (!model.schemas[w.typeName] || w.schemaName === w.typeName);
    return `${JSON.stringify(w.name)}: ${usable ? w.typeName : body};`;
  });
  statements.push(typeAlias('WebhookPayloads', entries.length ? `{\n${entries.join('\n')}\n}` : 'Record<never, never>', 'Event name -> delivered body.'));
}

/** `currencyMinorUnits` from the Currency schema's `x-minor-units` (ISO 4217 exponents). */
function addConstants(statements: string[], model: ApiModel): void {
  const minor = model.schemas.Currency?.['x-minor-units'];
  if (!isRecord(minor)) return;
  const entries = Object.keys(minor)
    .sort(compareStrings)
    .map((code) => `${JSON.stringify(code)}: ${Number(minor[code])}`);
  statements.push(
    constant(
      'currencyMinorUnits',
      `{\n${entries.join(',\n')}\n} as const`,
      'ISO 4217 exponent per currency: amounts are integers in 10^-n units (spec: Currency x-minor-units).',
    ),
  );
}
