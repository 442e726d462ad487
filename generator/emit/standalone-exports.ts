/**
 * ajv's standalone code of several exports in one module, as `standaloneCode(ajv, mapping)`
 * writes it (https://ajv.js.org/standalone.html), in time linear in the exports. ajv's own
 * (lib/standalone/index.ts, `multiExportsCode`) appends each export to one `_Code` by spreading
 * every item written so far into the next: quadratic, and past some 5,000 exports the spread
 * overflows the stack ("Maximum call stack size exceeded", a limitation ajv's maintainers
 * name in https://github.com/ajv-validator/ajv/issues/1581). A document with that many
 * parameters and bodies, Microsoft Graph's 20 MB one, was refused after three minutes; 3,000
 * small exports took 14.7 s against 2.3 s for 1,000.
 *
 * This is that function with each export's code made into its text at once and the texts
 * joined, so the module's text is the same to the byte (test/generator/standalone-exports.test.ts
 * compares the two). `validateCode` is ajv's, unchanged: which functions and constants a module
 * declares, once each, in which order. It reads ajv's codegen internals (`scope.scopeCode`,
 * `UsedValueState`), which standaloneCode reads the same way, from ajv's own files.
 */
import type { AnySchemaObject } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { _, _Code, type Code, getEsmExportName, getProperty, nil } from 'ajv/dist/compile/codegen/code.js';
import { type UsedScopeValues, UsedValueState, type ValueScopeName, varKinds } from 'ajv/dist/compile/codegen/scope.js';
import type { AnyValidateFunction, SourceCode } from 'ajv/dist/types/index.js';

/** The module exporting, under each name of `mapping`, the validator of the schema whose `$id` it gives; as standaloneCode(ajv, mapping) writes it. */
export function standaloneExports(ajv: Ajv2020, mapping: Record<string, string>): string {
  if (!ajv.opts.code.source) throw new Error('moduleCode: ajv instance must have code.source option');
  const { _n } = ajv.scope.opts;
  const usedValues: UsedScopeValues = {};
  const parts = ['"use strict";'];
  for (const name in mapping) {
    const v = ajv.getSchema(mapping[name]);
    if (!v) throw new Error(`moduleCode: no schema with id ${mapping[name]}`);
    const vCode = validateCode(usedValues, v.source);
    const exportSyntax = ajv.opts.code.esm ? _`export const ${getEsmExportName(name)}` : _`exports${getProperty(name)}`;
    parts.push(`${_`${_n}${exportSyntax} = ${v.source?.validateName};${_n}${vCode}`}`);
  }
  return parts.join('');

  function validateCode(used: UsedScopeValues, s?: SourceCode): Code {
    if (!s) throw new Error('moduleCode: function does not have "source" property');
    if (usedState(s.validateName) === UsedValueState.Completed) return nil;
    setUsedState(s.validateName, UsedValueState.Started);
    const scopeCode = ajv.scope.scopeCode(s.scopeValues, used, refValidateCode);
    const code = new _Code(`${scopeCode}${_n}${s.validateCode}`);
    return s.evaluated ? _`${code}${s.validateName}.evaluated = ${s.evaluated};${_n}` : code;

    function refValidateCode(n: ValueScopeName): Code | undefined {
      const vRef = n.value?.ref;
      if (n.prefix === 'validate' && typeof vRef === 'function') return validateCode(used, (vRef as AnyValidateFunction).source);
      if ((n.prefix === 'root' || n.prefix === 'wrapper') && typeof vRef === 'object') {
        const { validate, validateName } = vRef as { validate?: AnyValidateFunction; validateName?: ValueScopeName; schema?: AnySchemaObject };
        if (!validateName) throw new Error('ajv internal error');
        const def = ajv.opts.code.es5 ? varKinds.var : varKinds.const;
        const wrapper = _`${def} ${n} = {validate: ${validateName}};`;
        if (usedState(validateName) === UsedValueState.Started) return wrapper;
        return _`${wrapper}${_n}${validateCode(used, validate?.source)}`;
      }
      return undefined;
    }

    function usedState(name: ValueScopeName): UsedValueState | undefined {
      return used[name.prefix]?.get(name);
    }

    function setUsedState(name: ValueScopeName, state: UsedValueState): void {
      const names = used[name.prefix] ?? new Map<ValueScopeName, UsedValueState>();
      used[name.prefix] = names;
      names.set(name, state);
    }
  }
}
