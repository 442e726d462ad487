/**
 * Which credentials an operation accepts: its own `security`, else the document's
 * (OpenAPI 3.1 section 4.8.10). Requirements are alternatives; an empty requirement `{}`
 * (or `security: []`) means anonymous access (spec/README.md "Security": OAuth endpoints).
 */

import { compareStrings } from './names.js';
import { isRecord } from './refs.js';
import type { JsonSchema, SecurityModel, SecuritySchemeModel } from './types.js';

export function securityModel(doc: JsonSchema, operationSecurity: unknown): SecurityModel {
  const requirements = Array.isArray(operationSecurity) ? operationSecurity : Array.isArray(doc.security) ? doc.security : [];
  const schemes = isRecord(doc.components) && isRecord(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const model: SecurityModel = { anonymous: requirements.length === 0, basic: false, bearerScopes: null, requirements: [] };
  for (const requirement of requirements) {
    if (!isRecord(requirement)) continue;
    const names = Object.keys(requirement);
    model.requirements.push(
      Object.fromEntries(names.map((name) => [name, Array.isArray(requirement[name]) ? (requirement[name] as unknown[]).map(String) : []])),
    );
    if (names.length === 0) model.anonymous = true;
    for (const name of names) {
      const scheme = schemes[name];
      if (!isRecord(scheme)) continue;
      const scopes = Array.isArray(requirement[name]) ? (requirement[name] as unknown[]).map(String) : [];
      if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') model.basic = true;
      else if (isBearer(scheme)) model.bearerScopes = [...new Set([...(model.bearerScopes ?? []), ...scopes])].sort();
    }
  }
  return model;
}

function isBearer(scheme: JsonSchema): boolean {
  return scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer');
}

const SCHEME_TYPES = new Set<SecuritySchemeModel['type']>(['http', 'apiKey', 'oauth2', 'openIdConnect', 'mutualTLS']);

/** `components.securitySchemes`, each as a client presents it (OpenAPI 3.1 section 4.8.27); unknown types are left out. */
export function securitySchemesModel(doc: JsonSchema): Record<string, SecuritySchemeModel> {
  const schemes = isRecord(doc.components) && isRecord(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const out: Record<string, SecuritySchemeModel> = {};
  for (const name of Object.keys(schemes).sort(compareStrings)) {
    const raw = schemes[name];
    if (!isRecord(raw) || !SCHEME_TYPES.has(raw.type as SecuritySchemeModel['type'])) continue;
    const scheme: SecuritySchemeModel = { type: raw.type as SecuritySchemeModel['type'] };
    if (raw.type === 'http' && typeof raw.scheme === 'string') scheme.scheme = raw.scheme.toLowerCase();
    if (raw.type === 'apiKey') {
      if (raw.in === 'header' || raw.in === 'query' || raw.in === 'cookie') scheme.in = raw.in;
      if (typeof raw.name === 'string') scheme.name = raw.name;
    }
    if (raw.type === 'oauth2' && isRecord(raw.flows)) {
      const scopes = new Set<string>();
      for (const flow of Object.values(raw.flows)) if (isRecord(flow) && isRecord(flow.scopes)) for (const s of Object.keys(flow.scopes)) scopes.add(s);
      scheme.scopes = [...scopes].sort(compareStrings);
      const cc = raw.flows.clientCredentials;
      if (isRecord(cc) && typeof cc.tokenUrl === 'string') scheme.tokenUrl = cc.tokenUrl;
    }
    out[name] = scheme;
  }
  return out;
}
