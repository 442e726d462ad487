/**
 * Which credentials an operation accepts: its own `security`, else the document's
 * (OpenAPI 3.1 section 4.8.10). Requirements are alternatives; an empty requirement `{}`
 * (or `security: []`) means anonymous access (spec/README.md "Security": OAuth endpoints).
 */
import { isRecord } from './refs.js';
import type { JsonSchema, SecurityModel } from './types.js';

export function securityModel(doc: JsonSchema, operationSecurity: unknown): SecurityModel {
  const requirements = Array.isArray(operationSecurity) ? operationSecurity : Array.isArray(doc.security) ? doc.security : [];
  const schemes = isRecord(doc.components) && isRecord(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const model: SecurityModel = { anonymous: requirements.length === 0, basic: false, bearerScopes: null };
  for (const requirement of requirements) {
    if (!isRecord(requirement)) continue;
    const names = Object.keys(requirement);
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
