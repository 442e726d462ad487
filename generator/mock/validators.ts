/**
 * The mock's validators: the same schemas the generated validators are compiled from
 * (generator/emit/validator-schemas.ts `operationSchemas`), with the same ajv options
 * (runtime/validators/ajv-options.ts), compiled in memory on an operation's first request
 * instead of to standalone code at generate time: the mock starts from a document, not from
 * generated files.
 *
 * Two views of the components: requests are checked against components whose `readOnly`
 * properties are not required, responses against components as written. OpenAPI 3.0.3 section
 * 4.7.24.3 (`readOnly`: "If the property is marked as readOnly being true and is in the required
 * list, the required will take effect on the response only"): a request without a readOnly
 * property is not refused for lacking it.
 */
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { STRICT_OPTIONS } from '../../runtime/validators/ajv-options.js';
import type { OperationValidators, ValidateFn } from '../../runtime/validators/validation-error.js';
import { COMPONENTS_ID, operationSchemas, validatorSchema, validatorSchemas } from '../emit/validator-schemas.js';
import { componentName, isRecord } from '../model/refs.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_ONE } from '../model/schema-keywords.js';
import type { ApiModel, JsonSchema } from '../model/types.js';

// CommonJS package: under NodeNext the default import is `module.exports`, which carries `.default`.
const addFormats = formatsModule.default;

/** ajv evaluating what it compiles (no standalone source kept): `verbose` stays, describeValidation words errors from it. */
const IN_MEMORY: Options = { ...STRICT_OPTIONS, code: {} };

function ajvWith(components: Record<string, JsonSchema>, extra: Options): Ajv2020 {
  const ajv = new Ajv2020({ ...IN_MEMORY, ...extra });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: components } });
  return ajv;
}

export interface MockValidators {
  /** Per operation, compiled on first use. */
  readonly operations: Readonly<Record<string, OperationValidators>>;
  /** A validator of any schema written as the model keeps it (component refs `#/components/schemas/X`), against the components as written. */
  compile(schema: JsonSchema): ValidateFn;
}

export function mockValidators(model: ApiModel): MockValidators {
  const written = validatorSchemas(model.schemas);
  const readOnly = (schema: unknown) => isReadOnly(schema, model.schemas);
  const requestView = Object.fromEntries(
    Object.entries(model.schemas).map(([name, schema]) => [name, validatorSchema(withoutReadOnlyRequired(schema, readOnly))]),
  );
  // a `default` its own schema refuses (schema-validation.json's time `23:20:50.52`, no offset) is not filled in:
  // filled, it would make every request that leaves the parameter out a 400
  const defaultChecker = new Ajv2020({ ...IN_MEMORY });
  addFormats(defaultChecker);
  defaultChecker.addSchema({ $id: COMPONENTS_ID, components: { schemas: written } });
  const validDefault = (schema: JsonSchema): boolean => {
    const { default: value, ...rest } = schema;
    try {
      return defaultChecker.validate(validatorSchema(rest), value) === true;
    } catch {
      return false;
    }
  };
  for (const name of Object.keys(requestView)) requestView[name] = withoutInvalidDefaults(requestView[name], validDefault);
  let ajvs: { coerce: Ajv2020; body: Ajv2020; strict: Ajv2020 } | undefined;
  // created on first use: a document without operations (webhooks only) compiles nothing
  const instances = () => {
    ajvs ??= {
      // path, query, headers and form bodies: coerced in place, defaults filled (ajv-standalone.ts `createAjv('coerce')`)
      coerce: ajvWith(requestView, { coerceTypes: 'array', useDefaults: true }),
      // JSON bodies: strict, defaults filled
      body: ajvWith(requestView, { useDefaults: true }),
      // responses and any other schema: never changes what it checks
      strict: ajvWith(written, {}),
    };
    return ajvs;
  };
  const cache = new Map<JsonSchema, ValidateFn>();
  const compile = (ajv: Ajv2020, schema: JsonSchema): ValidateFn => ajv.compile(schema) as unknown as ValidateFn;
  const operations: Record<string, OperationValidators> = {};
  for (const op of model.operations) {
    let compiled: OperationValidators | undefined;
    Object.defineProperty(operations, op.operationId, {
      enumerable: true,
      get: () => {
        if (compiled) return compiled;
        const { coerce, body } = instances();
        // an inline body schema gets the request view too (its component refs reach the request view's components)
        const requestBody = op.body && { ...op.body, media: op.body.media.map((m) => ({ ...m, schema: withoutReadOnlyRequired(m.schema, readOnly) })) };
        const { parts: written } = operationSchemas(requestBody ? { ...op, body: requestBody } : op, model.schemas);
        const parts = Object.fromEntries(
          Object.entries(written).map(([part, schema]) => [part, withoutInvalidDefaults(schema, validDefault)]),
        ) as typeof written;
        // `responses` stays empty: the pipeline reads it only under `validateResponses`, which the mock
        // does not set; answers.ts checks each answer with its own validator
        const out: OperationValidators = { responses: {} };
        if (parts.path) out.path = compile(coerce, parts.path);
        if (parts.query) out.query = compile(coerce, parts.query);
        if (parts.headers) out.headers = compile(coerce, parts.headers);
        if (parts.bodyForm) out.bodyForm = compile(coerce, parts.bodyForm);
        if (parts.body) out.body = compile(body, parts.body);
        compiled = out;
        return out;
      },
    });
  }
  return {
    operations,
    compile(schema) {
      let validate = cache.get(schema);
      if (!validate) {
        validate = compile(instances().strict, validatorSchema(schema));
        cache.set(schema, validate);
      }
      return validate;
    },
  };
}

/** `schema` with each `required` list rid of the properties its `properties` mark `readOnly: true` (`readOnly` says which). */
export function withoutReadOnlyRequired(schema: JsonSchema, readOnly: (schema: unknown) => boolean): JsonSchema {
  return strip(schema, readOnly, 0) as JsonSchema;
}

/** `schema` without the `default`s `valid` refuses. */
export function withoutInvalidDefaults(schema: JsonSchema, valid: (schema: JsonSchema) => boolean, depth = 0): JsonSchema {
  if (!isRecord(schema) || depth > 64) return schema;
  const out: JsonSchema = {};
  const next = (child: unknown) => withoutInvalidDefaults(child as JsonSchema, valid, depth + 1);
  for (const [key, child] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isRecord(child)) out[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, next(v)]));
    else if (SCHEMA_ONE.has(key)) out[key] = next(child);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(child)) out[key] = child.map(next);
    else out[key] = child;
  }
  if ('default' in out && !valid(out)) delete out.default;
  return out;
}

/** `readOnly: true` on the schema, or on the component it names. */
export function isReadOnly(schema: unknown, components: Record<string, JsonSchema>): boolean {
  if (!isRecord(schema)) return false;
  if (schema.readOnly === true) return true;
  const name = componentName(schema);
  return name !== undefined && components[name]?.readOnly === true;
}

function strip(node: unknown, readOnly: (schema: unknown) => boolean, depth: number): unknown {
  if (!isRecord(node) || depth > 64) return node;
  const out: JsonSchema = {};
  const next = (child: unknown) => strip(child, readOnly, depth + 1);
  for (const [key, child] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && isRecord(child)) out[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, next(v)]));
    else if (SCHEMA_ONE.has(key)) out[key] = next(child);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(child)) out[key] = child.map(next);
    else out[key] = child;
  }
  const properties = isRecord(node.properties) ? node.properties : undefined;
  if (properties && Array.isArray(node.required)) out.required = node.required.filter((name) => !readOnly(properties[String(name)]));
  return out;
}
