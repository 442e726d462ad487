/**
 * Field names in the interface's style (spec `ErrorBody.field`: "Name of the offending
 * parameter"): `line_items[0].amount`, `customer.contact`, `count`. One function
 * for the path of a value and one for an ajv issue, so the expectation a case states and the
 * check of its derivation use the same naming.
 */

export type PathToken = string | number;

/** `['line_items', 0, 'amount']` -> `line_items[0].amount`. */
export function fieldName(path: readonly PathToken[]): string {
  let out = '';
  for (const token of path) {
    if (typeof token === 'number' || /^\d+$/.test(token)) out += `[${token}]`;
    else out += out ? `.${token}` : token;
  }
  return out;
}

/** An ajv error (verbose), the parts this module reads. */
export interface Issue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  schema?: unknown;
}

export function pointerTokens(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The field an issue names, or undefined for wrapper keywords (`if`, `anyOf` of schemas)
 * whose own sub-issues name the field. spec/README.md "Cross-field rules": a failing
 * `not: {required: [a, b]}` names `b`; `anyOf: [{required: [a]}, {required: [b]}]` names `a`.
 */
export function issueField(issue: Issue): string | undefined {
  const at = pointerTokens(issue.instancePath);
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
    case 'dependentRequired':
      return fieldName([...at, String(p.missingProperty)]);
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return fieldName([...at, String(p.additionalProperty ?? p.unevaluatedProperty)]);
    case 'not': {
      const both = (issue.schema as { required?: unknown[] } | undefined)?.required;
      return Array.isArray(both) && both.length === 2 ? fieldName([...at, String(both[1])]) : fieldName(at);
    }
    case 'anyOf': {
      const branches = Array.isArray(issue.schema) ? issue.schema : [];
      const first = branches[0] as { required?: unknown[] } | undefined;
      const requiredOnly = branches.every(
        (b) => b && typeof b === 'object' && Object.keys(b).length === 1 && Array.isArray((b as { required?: unknown }).required),
      );
      return requiredOnly && first?.required ? fieldName([...at, String(first.required[0])]) : undefined;
    }
    case 'if':
    case 'oneOf':
    case 'allOf':
      return undefined;
    default:
      return fieldName(at);
  }
}
