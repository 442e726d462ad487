/** The validators runtime the generated validators (generated/validators) are written on. */

export { lazyComponentValidators } from './lazy.js';
export { describeValidation, type ErrorLocation, fieldName, type OperationValidators, type ValidateFn, type ValidationIssue } from './validation-error.js';
