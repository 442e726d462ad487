/**
 * The validators' side of a 400: ajv's first error (the generated validators are compiled
 * with `allErrors: false` and `verbose: true`) turned into the parameter it names and a
 * sentence in the real service's wording (`The amount must be an integer.`).
 */
/** One ajv error, as the standalone code builds it (`verbose: true`: schema and parentSchema set). */
export interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  propertyName?: string;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

/** A precompiled validator: true when valid; on false, `errors` holds the first problem. */
export interface ValidateFn {
  (data: unknown, context?: object): boolean;
  errors?: ValidationIssue[] | null;
}

/** Validators of one operation. `body` exists when the operation accepts JSON, `bodyForm`
 *  when it accepts `application/x-www-form-urlencoded` or `multipart/form-data` (file parts
 *  are not checked there: the server checks them). */
export interface OperationValidators {
  path?: ValidateFn;
  query?: ValidateFn;
  headers?: ValidateFn;
  body?: ValidateFn;
  bodyForm?: ValidateFn;
  /** HTTP status (`'200'`, `'400'`, `'default'`) -> validator of the JSON body. */
  responses: Record<string, ValidateFn>;
}

export type ErrorLocation = 'path' | 'query' | 'header' | 'body' | 'response';

/**
 * The field and the description of a validator that just returned false, in the interface's
 * style: `field` names the offending parameter (`count`, `line_items[3].amount`); the gateway
 * answers them as the catalogue's `validation_failed` (spec `x-errors`). `missing`: the field is
 * absent (a `required` failure), not malformed.
 */
export function describeValidation(fn: ValidateFn, location: ErrorLocation): { field: string; description: string; missing: boolean } {
  const issues = fn.errors ?? [];
  const issue = pickIssue(issues);
  // a field that is absent, rather than present with a wrong value (RFC 6749 tells the two apart)
  const missing = issue?.keyword === 'required' || issue?.keyword === 'dependentRequired';
  return { ...describe(issue, issues, location), missing };
}

/**
 * With `allErrors: false` ajv stops at the first failing keyword; a failing anyOf/oneOf is
 * reported after its branches' errors, and says more than any one branch.
 */
function pickIssue(issues: ValidationIssue[]): ValidationIssue | undefined {
  const last = issues[issues.length - 1];
  if (last && (last.keyword === 'anyOf' || last.keyword === 'oneOf' || last.keyword === 'propertyNames')) return last;
  return issues[0];
}

/** `/line_items/3/amount` -> `line_items[3].amount`; `/customer/contact` -> `customer.contact`. */
export function fieldName(instancePath: string, child?: string): string {
  const tokens = instancePath
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) tokens.push(child);
  let out = '';
  for (const token of tokens) {
    if (/^\d+$/.test(token)) out += `[${token}]`;
    else out += out ? `.${token}` : token;
  }
  return out;
}

/** The parameter an issue is in: `/expand[]/0` -> `expand[]`. */
function parameterName(instancePath: string): string {
  return fieldName(instancePath.split('/').slice(0, 2).join('/'));
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typePhrase(type: unknown): string {
  const names = String(type)
    .split(',')
    .map((t) => TYPE_NAMES[t] ?? t);
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} or ${last}` : last;
}

function requiredAlternatives(schema: unknown): string[] | undefined {
  if (!Array.isArray(schema) || schema.length < 2) return undefined;
  const names: string[] = [];
  for (const branch of schema) {
    const keys = branch && typeof branch === 'object' ? Object.keys(branch) : [];
    if (keys.length !== 1 || keys[0] !== 'required' || !Array.isArray(branch.required) || branch.required.length !== 1) return undefined;
    names.push(String(branch.required[0]));
  }
  return names;
}

function isObject(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

function either(names: string[]): string {
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Wording follows the real service's messages (`The amount must be an integer.`). */
function describe(issue: ValidationIssue | undefined, issues: ValidationIssue[], location: ErrorLocation): { field: string; description: string } {
  if (!issue) return { field: '', description: `The ${location} is invalid.` };
  const p = issue.params;
  // a query or path parameter is named as the client sent it: a bad item of `expand[]` is `expand[]`
  const at = location === 'query' || location === 'path' ? parameterName(issue.instancePath) : fieldName(issue.instancePath);
  const field = at || (location === 'body' || location === 'response' ? location : '');
  const fallback = typeof issue.parentSchema?.description === 'string' ? issue.parentSchema.description : `The ${field} is invalid.`;
  switch (issue.keyword) {
    case 'required': {
      const missing = fieldName(issue.instancePath, String(p.missingProperty));
      return { field: missing, description: `The ${missing} field is required.` };
    }
    case 'dependentRequired': {
      const missing = fieldName(issue.instancePath, String(p.missingProperty));
      return { field: missing, description: `The ${missing} field is required when ${fieldName(issue.instancePath, String(p.property))} is present.` };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = fieldName(issue.instancePath, String(p.additionalProperty ?? p.unevaluatedProperty));
      return { field: extra, description: `${extra} is/are not required and should not be sent` };
    }
    case 'type':
      return { field, description: `The ${field} must be ${typePhrase(p.type)}.` };
    case 'minimum':
      return { field, description: `The ${field} must be at least ${p.limit}.` };
    case 'exclusiveMinimum':
      return { field, description: `The ${field} must be greater than ${p.limit}.` };
    case 'maximum':
      return { field, description: `The ${field} may not be greater than ${p.limit}.` };
    case 'exclusiveMaximum':
      return { field, description: `The ${field} must be less than ${p.limit}.` };
    case 'multipleOf':
      return { field, description: `The ${field} must be a multiple of ${p.multipleOf}.` };
    case 'maxLength':
      return { field, description: `The ${field} may not be greater than ${p.limit} characters.` };
    case 'minLength':
      return { field, description: `The ${field} must be at least ${p.limit} characters.` };
    case 'maxItems':
      return { field, description: `The ${field} may not have more than ${p.limit} items.` };
    case 'minItems':
      return { field, description: `The ${field} must have at least ${p.limit} items.` };
    case 'maxProperties':
      return { field, description: `The ${field} may not have more than ${p.limit} keys.` };
    case 'minProperties':
      return { field, description: `The ${field} must have at least ${p.limit} keys.` };
    case 'uniqueItems':
      return { field, description: `The ${field} may not contain duplicate items.` };
    case 'enum':
      return { field, description: `The selected ${field} is invalid.` };
    case 'const':
      return { field, description: `The ${field} must be ${JSON.stringify(p.allowedValue)}.` };
    case 'pattern':
      // generator/emit/validator-schemas.ts withoutNul: every string refuses U+0000
      if (typeof issue.data === 'string' && issue.data.includes('\u0000'))
        return { field, description: `The ${field} must not contain the NUL character (U+0000).` };
      return { field, description: `The ${field} format is invalid.` };
    case 'format':
      return { field, description: `The ${field} format is invalid.` };
    case 'propertyNames': {
      // Reported after the failing check on the key itself (e.g. Notes: keys up to 256 characters).
      const child = issues[0] !== issue ? issues[0] : undefined;
      if (child?.keyword === 'maxLength') return { field, description: `The ${field} keys may not be greater than ${child.params.limit} characters.` };
      return { field, description: `The ${field} key ${String(p.propertyName ?? child?.propertyName ?? '')} is invalid.` };
    }
    case 'not': {
      // spec/README.md "Cross-field rules": `not: {required: [a, b]}` = mutually exclusive, names b.
      const both = (issue.schema as { required?: unknown[] } | undefined)?.required;
      // ajv runs allOf/not before the `type: object` group: a non-object fails here first.
      if (Array.isArray(both) && !isObject(issue.data)) return { field, description: `The ${field} must be an object.` };
      if (Array.isArray(both) && both.length === 2) {
        const a = fieldName(issue.instancePath, String(both[0]));
        const b = fieldName(issue.instancePath, String(both[1]));
        return { field: b, description: `${a} and ${b} cannot be sent together` };
      }
      return { field, description: fallback };
    }
    case 'anyOf':
    case 'oneOf': {
      // `anyOf: [{required: [a]}, {required: [b]}]` = one of a or b required, names a.
      const names = requiredAlternatives(issue.schema);
      if (names && !isObject(issue.data)) return { field, description: `The ${field} must be an object.` };
      if (names && issue.keyword === 'anyOf') {
        const fields = names.map((name) => fieldName(issue.instancePath, name));
        return { field: fields[0] ?? field, description: `Either ${either(fields)} is required.` };
      }
      return { field, description: fallback };
    }
    default:
      return { field, description: fallback };
  }
}
