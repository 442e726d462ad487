/**
 * The ajv options every validator is compiled with: the standalone code at generate time
 * (generator/emit/ajv-standalone.ts) and the components compiled on first use (lazy.ts) alike.
 * https://ajv.js.org/options.html
 */
import type { Options } from 'ajv/dist/2020.js';

export const STRICT_OPTIONS: Options = {
  // lines: the standalone code has line breaks, so a spec change is a reviewable diff
  code: { source: true, esm: true, lines: true },
  allErrors: false,
  // verbose: errors carry `schema`/`parentSchema`, which runtime/validators reads to word them.
  verbose: true,
  // ajv's English messages are not used: runtime/validators words errors from keyword and params.
  messages: false,
  // Long enums (Currency: 39 codes) and long required lists are checked in a loop, not as one many-term condition.
  loopEnum: 8,
  loopRequired: 3,
  // OpenAPI keywords (example, discriminator, xml, externalDocs, deprecated) and x-*
  // extensions are annotations here, not errors.
  strict: false,
  logger: false,
  // Share one function per component instead of inlining it into every referrer: ~200
  // response validators of the same ErrorBody would otherwise repeat its code (MBs).
  inlineRefs: false,
  // Decimal multipleOf (percentage_ownership: 0.01) must accept 33.33, whose binary quotient
  // is 3332.9999999999995: ajv then compares with 1e-9 tolerance instead of exact equality.
  multipleOfPrecision: 9,
};
