/**
 * emitTypes(model): generated/types/index.ts — openapi-typescript's `paths`, `components`,
 * `operations` and `webhooks`, then friendly aliases and constants added with ts-morph
 * (DESIGN.md "The generator": types). One in-memory ts-morph Project, no type-checking:
 * declarations and printing only, to stay fast.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { Project, type StatementStructures, StructureKind, VariableDeclarationKind } from 'ts-morph';
import { compareStrings } from '../model/names.js';
import { isRecord } from '../model/refs.js';
import type { ApiModel, GeneratedFile } from '../model/types.js';
import { banner } from './banner.js';
import { openapiDocument } from './openapi-document.js';
import { typeAliases, union, webhookBody } from './type-aliases.js';

export async function emitTypes(model: ApiModel): Promise<GeneratedFile[]> {
  const nodes = await openapiTS(openapiDocument(model) as never, {
    silent: true,
    // A field with a default is still optional to send (request bodies share components).
    defaultNonNullable: false,
    // `{type: object}` without properties is an open object, not `Record<string, never>`.
    emptyObjectsUnknown: true,
  });
  // ts-morph builds and formats only the aliases: parsing openapi-typescript's whole output
  // into a project would cost more than the rest of the generation (bench:generate).
  const project = new Project({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true, skipLoadingLibFiles: true });
  const file = project.createSourceFile('aliases.ts', '');
  // Every ts-morph insertion re-parses the file: build all statements, insert them once.
  const statements: StatementStructures[] = [];
  const aliases = addAliases(statements, model);
  addOperationIds(statements, model);
  addWebhookMaps(statements, model, aliases);
  addConstants(statements, model);
  file.addStatements(statements);
  file.formatText({ indentSize: 4, convertTabsToSpaces: true });
  const contents = `${banner('x.ts')}${astToString(nodes).trimEnd()}\n\n// Friendly names (generator/emit/type-aliases.ts).\n${file.getFullText().trimEnd()}\n`;
  return [{ path: 'types/index.ts', contents }];
}

function docs(text: string | undefined): string[] | undefined {
  return text ? [text.replace(/\*\//g, '*\\/')] : undefined;
}

/** Pushes the friendly aliases; returns the names declared. */
function addAliases(statements: StatementStructures[], model: ApiModel): Set<string> {
  statements.push(typeAlias('SchemaName', 'keyof components["schemas"]', 'Name of every component schema.'));
  const aliases = typeAliases(model);
  for (const alias of aliases) statements.push(typeAlias(alias.name, alias.type, alias.docs));
  return new Set(aliases.map((a) => a.name));
}

function typeAlias(name: string, type: string, doc?: string): StatementStructures {
  return { kind: StructureKind.TypeAlias, name, isExported: true, type, docs: docs(doc) };
}

function addOperationIds(statements: StatementStructures[], model: ApiModel): void {
  const ids = model.operations.map((op) => op.operationId).sort(compareStrings);
  statements.push(typeAlias('OperationId', union(ids), 'Every operationId in the spec.'));
  statements.push({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'operationIds', initializer: `[${ids.map((id) => JSON.stringify(id)).join(', ')}] as const satisfies readonly OperationId[]` }],
  });
}

function addWebhookMaps(statements: StatementStructures[], model: ApiModel, declared: Set<string>): void {
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
function addConstants(statements: StatementStructures[], model: ApiModel): void {
  const minor = model.schemas.Currency?.['x-minor-units'];
  if (!isRecord(minor)) return;
  const entries = Object.keys(minor)
    .sort(compareStrings)
    .map((code) => `${JSON.stringify(code)}: ${Number(minor[code])}`);
  statements.push({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['ISO 4217 exponent per currency: amounts are integers in 10^-n units (spec: Currency x-minor-units).'],
    declarations: [{ name: 'currencyMinorUnits', initializer: `{\n${entries.join(',\n')}\n} as const` }],
  });
}
