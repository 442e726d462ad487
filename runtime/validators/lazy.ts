/**
 * Component validators compiled on first use, for documents whose component schemas are too
 * large to precompile (generator/emit/validators.ts `LAZY_COMPONENTS_BYTES`: a 4.8 MB document
 * of several hundred large schemas is ~45 MB of standalone code and ~30 s of ajv at generate
 * time). Operation validators stay precompiled; a component's validator is compiled by ajv, with
 * the options the standalone code was compiled with, the first time it is called.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { STRICT_OPTIONS } from './ajv-options.js';
import type { ValidateFn } from './validation-error.js';

// CommonJS package: under NodeNext the default import is `module.exports`, which carries `.default`.
const addFormats = formatsModule.default;

/**
 * One validator per component name, each compiled from `document` (`{$id, components: {schemas}}`)
 * when first called.
 */
export function lazyComponentValidators<N extends string>(document: { $id: string }, names: readonly N[]): Record<N, ValidateFn> {
  let ajv: Ajv2020 | undefined;
  const compile = (name: string): ValidateFn => {
    if (!ajv) {
      ajv = new Ajv2020(STRICT_OPTIONS);
      addFormats(ajv);
      ajv.addSchema(document);
    }
    const validate = ajv.getSchema(`${document.$id}#/components/schemas/${encodeURIComponent(name)}`);
    if (!validate) throw new Error(`no component schema ${name}`);
    return validate as unknown as ValidateFn;
  };
  const out = {} as Record<N, ValidateFn>;
  for (const name of names) {
    let compiled: ValidateFn | undefined;
    const validate: ValidateFn = (data: unknown) => {
      compiled ??= compile(name);
      const ok = compiled(data);
      validate.errors = compiled.errors ?? null;
      return ok;
    };
    out[name] = validate;
  }
  return out;
}
