/**
 * emitTypes(model): generated/types/index.ts — openapi-typescript's `paths`, `components`,
 * `operations` and `webhooks`, then friendly aliases and constants added with ts-morph
 * (DESIGN.md "The generator": types). One in-memory ts-morph Project, no type-checking:
 * declarations and printing only, to stay fast.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { Project, VariableDeclarationKind, type SourceFile } from 'ts-morph';
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
  const project = new Project({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true, skipLoadingLibFiles: true });
  const file = project.createSourceFile('index.ts', astToString(nodes));
  addAliases(file, model);
  addOperationIds(file, model);
  addWebhookMaps(file, model, new Set(file.getTypeAliases().map((a) => a.getName()).concat(file.getInterfaces().map((i) => i.getName()))));
  addConstants(file, model);
  // One formatting pass so hand-built multi-line initializers indent like the rest.
  file.formatText({ indentSize: 4, convertTabsToSpaces: true });
  return [{ path: 'types/index.ts', contents: banner('x.ts') + file.getFullText().trimEnd() + '\n' }];
}

function docs(text: string | undefined): string[] | undefined {
  return text ? [text.replace(/\*\//g, '*\\/')] : undefined;
}

function addAliases(file: SourceFile, model: ApiModel): void {
  file.addTypeAlias({ name: 'SchemaName', isExported: true, type: 'keyof components["schemas"]', docs: ['Name of every component schema.'] });
  for (const alias of typeAliases(model)) {
    file.addTypeAlias({ name: alias.name, isExported: true, type: alias.type, docs: docs(alias.docs) });
  }
}

function addOperationIds(file: SourceFile, model: ApiModel): void {
  const ids = model.operations.map((op) => op.operationId).sort(compareStrings);
  file.addTypeAlias({ name: 'OperationId', isExported: true, type: union(ids), docs: ['Every operationId in the spec.'] });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'operationIds', initializer: `[${ids.map((id) => JSON.stringify(id)).join(', ')}] as const satisfies readonly OperationId[]` }],
  });
}

function addWebhookMaps(file: SourceFile, model: ApiModel, declared: Set<string>): void {
  file.addTypeAlias({ name: 'WebhookEventName', isExported: true, type: union(model.webhooks.map((w) => w.name)), docs: ['Every webhook event name.'] });
  const entries = model.webhooks.map((w) => {
    const body = webhookBody(w.name);
    // The friendly name when it denotes this payload (our alias, or the body component itself).
    const usable = declared.has(w.typeName) && (w.schemaName === undefined || w.schemaName === w.typeName || !model.schemas[w.typeName]);
    return `${JSON.stringify(w.name)}: ${usable ? w.typeName : body};`;
  });
  file.addTypeAlias({ name: 'WebhookPayloads', isExported: true, type: entries.length ? `{\n${entries.join('\n')}\n}` : 'Record<never, never>', docs: ['Event name -> delivered body.'] });
}

/** `currencyMinorUnits` from the Currency schema's `x-minor-units` (ISO 4217 exponents). */
function addConstants(file: SourceFile, model: ApiModel): void {
  const minor = model.schemas.Currency?.['x-minor-units'];
  if (!isRecord(minor)) return;
  const entries = Object.keys(minor)
    .sort(compareStrings)
    .map((code) => `${JSON.stringify(code)}: ${Number(minor[code])}`);
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['ISO 4217 exponent per currency: amounts are integers in 10^-n units (spec: Currency x-minor-units).'],
    declarations: [{ name: 'currencyMinorUnits', initializer: `{\n${entries.join(',\n')}\n} as const` }],
  });
}
