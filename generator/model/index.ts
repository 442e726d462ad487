/**
 * `buildModel(doc)`: the bundled OpenAPI document -> the plain-data ApiModel every emitter
 * reads (generator/model/types.ts). Pure: no I/O, the document is not mutated.
 */
import { errorCatalogueModel } from './errors.js';
import { compareStrings } from './names.js';
import { isOpenApi30, upgradeDocument, upgradeOldDraftSchemas } from './openapi30.js';
import { operationModels } from './operations.js';
import { isRecord, normalizeSchema } from './refs.js';
import { idPrefixModel, resourceModels } from './resources.js';
import { firstServerUrl, urlPath } from './servers.js';
import { stateMachineModels } from './state-machines.js';
import type { ApiModel, JsonSchema, ModelWarning } from './types.js';
import { webhookModels } from './webhooks.js';

export function buildModel(source: JsonSchema): ApiModel {
  // 3.0 keywords keep their 3.0 meaning: rewritten once to the 2020-12 the generator speaks
  const doc = isOpenApi30(source) ? upgradeDocument(source) : (upgradeOldDraftSchemas(source) as JsonSchema);
  const warnings: ModelWarning[] = [];
  const info = isRecord(doc.info) ? doc.info : {};
  const serverUrl = firstServerUrl(doc.servers) ?? '';
  const schemas = componentSchemas(doc);
  const operations = operationModels(doc, warnings);
  const idPrefixes = idPrefixModel(doc, schemas);
  return {
    title: typeof info.title === 'string' ? info.title : '',
    version: typeof info.version === 'string' ? info.version : '',
    basePath: urlPath(serverUrl),
    serverUrl,
    schemas,
    operations,
    machines: stateMachineModels(schemas),
    webhooks: webhookModels(doc, warnings),
    tags: tagList(
      doc,
      operations.map((op) => op.tag),
    ),
    errors: errorCatalogueModel(doc),
    hasCatalogue: isRecord(doc['x-errors']),
    warnings,
    resources: resourceModels(schemas, idPrefixes),
    idPrefixes,
    ...clientCredentialsToken(doc),
  };
}

/** `components.securitySchemes.*.flows.clientCredentials.tokenUrl`, as a path (the origin is the server's). */
function clientCredentialsToken(doc: JsonSchema): { clientCredentialsTokenPath?: string } {
  const schemes = isRecord(doc.components) && isRecord(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const scheme of Object.values(schemes)) {
    const flow = isRecord(scheme) && isRecord(scheme.flows) && isRecord(scheme.flows.clientCredentials) ? scheme.flows.clientCredentials : undefined;
    if (flow && typeof flow.tokenUrl === 'string') return { clientCredentialsTokenPath: urlPath(flow.tokenUrl) };
  }
  return {};
}

function componentSchemas(doc: JsonSchema): Record<string, JsonSchema> {
  const raw = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {};
  const out: Record<string, JsonSchema> = {};
  for (const name of Object.keys(raw).sort(compareStrings)) out[name] = normalizeSchema(doc, raw[name]);
  return out;
}

/** Declared tags in spec order, then tags only operations use (sorted). */
function tagList(doc: JsonSchema, used: string[]): ApiModel['tags'] {
  const tags: ApiModel['tags'] = [];
  for (const raw of Array.isArray(doc.tags) ? doc.tags : []) {
    if (!isRecord(raw) || typeof raw.name !== 'string') continue;
    tags.push(typeof raw.description === 'string' ? { name: raw.name, description: raw.description } : { name: raw.name });
  }
  const declared = new Set(tags.map((t) => t.name));
  for (const name of [...new Set(used)].sort(compareStrings)) if (!declared.has(name)) tags.push({ name });
  return tags;
}

export type { ApiModel } from './types.js';
