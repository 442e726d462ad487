/**
 * `buildModel(doc, options)`: the bundled OpenAPI document -> the plain-data ApiModel every emitter
 * reads (generator/model/types.ts). Pure: no I/O, the document is not mutated.
 */
import { errorShapesModel } from './error-shape.js';
import { errorCatalogueModel, hasErrorCatalogue } from './errors.js';
import { compareStrings } from './names.js';
import { isOpenApi30, upgradeDocument, upgradeOldDraftSchemas } from './openapi30.js';
import { operationModels } from './operations.js';
import { isRecord, normalizeSchema, pointerToken } from './refs.js';
import { idPrefixModel, resourceModels } from './resources.js';
import { securitySchemesModel } from './security.js';
import { documentBasePath, firstServerUrl, urlPath } from './servers.js';
import { stateMachineModels } from './state-machines.js';
import type { ApiModel, JsonSchema, ModelWarning } from './types.js';
import { webhookModels } from './webhooks.js';

export interface ModelOptions {
  /** The document's base path, instead of the path its servers share (`paisa-generate --base-path`). */
  basePath?: string;
}

export function buildModel(source: JsonSchema, options: ModelOptions = {}): ApiModel {
  // 3.0 keywords keep their 3.0 meaning: rewritten once to the 2020-12 the generator speaks
  const doc = isOpenApi30(source) ? upgradeDocument(source) : (upgradeOldDraftSchemas(source) as JsonSchema);
  const warnings: ModelWarning[] = [];
  const info = isRecord(doc.info) ? doc.info : {};
  const serverUrl = firstServerUrl(doc.servers) ?? '';
  const base = documentBasePath(doc.servers, options.basePath);
  const schemas = componentSchemas(doc);
  const operations = operationModels(doc, warnings, base.path);
  const catalogue = hasErrorCatalogue(doc);
  if (!catalogue && doc['x-errors'] !== undefined)
    warnings.push({
      pointer: '/x-errors',
      reason: "not an error catalogue of the generator's form (no entry says a status or a code): left to the tools it was written for, not used",
    });
  const idPrefixes = idPrefixModel(doc, schemas);
  return {
    title: typeof info.title === 'string' ? info.title : '',
    version: typeof info.version === 'string' ? info.version : '',
    basePath: base.path,
    basePathReason: base.reason,
    serverUrl,
    schemas,
    operations,
    machines: stateMachineModels(schemas),
    webhooks: webhookModels(doc, warnings),
    ...securitySchemeWarnings(doc, warnings),
    tags: tagList(
      doc,
      operations.map((op) => op.tag),
    ),
    errors: errorCatalogueModel(doc),
    hasCatalogue: catalogue,
    // with a catalogue every error answer is the catalogue's; without one, the document's own error schema when it declares one
    errorShapes: catalogue ? { document: null, operations: {} } : errorShapesModel(operations, schemas, warnings),
    warnings,
    resources: resourceModels(schemas, idPrefixes),
    idPrefixes,
    ...clientCredentialsToken(doc),
    securitySchemes: securitySchemesModel(doc),
  };
}

/**
 * Security schemes the server runtime does not read credentials for (runtime/server/auth.ts
 * parses HTTP Basic and Bearer, which OAuth 2.0 and OpenID Connect tokens arrive as, and API
 * keys in a header, query parameter or cookie): an operation accepting only another HTTP scheme
 * (Digest) or mutual TLS is answered 401. Said, not dropped.
 */
function securitySchemeWarnings(doc: JsonSchema, warnings: ModelWarning[]): Record<string, never> {
  const schemes = isRecord(doc.components) && isRecord(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isRecord(scheme)) continue;
    const http = scheme.type === 'http' ? String(scheme.scheme).toLowerCase() : '';
    const readKey = scheme.type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie') && typeof scheme.name === 'string';
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || http === 'basic' || http === 'bearer' || readKey) continue;
    warnings.push({
      pointer: `/components/securitySchemes/${pointerToken(name)}`,
      reason: `${scheme.type === 'http' ? `HTTP ${http}` : String(scheme.type)} credentials are not read by the server runtime (it reads HTTP Basic, Bearer and API keys): an operation that accepts only this scheme is answered 401`,
    });
  }
  return {};
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
