/**
 * V8's tiering for a generation made in a process that ends with it (resident-client.mjs, when
 * no resident generator answers): TurboFan is asked to optimize a function only after it has run
 * 1 MiB of bytecode between two checks (`--interrupt-budget`, V8's flag-definitions.h: 66 KB on
 * Node 20's V8, 132 KB on later ones), instead of at V8's default.
 *
 * Why: a full run is over in two or three seconds, and by default V8 starts optimizing hundreds
 * of functions (ajv's code generation, js-yaml, openapi-typescript's transform) on its background
 * threads, on the same two cores as the main thread and the types worker, for code that has
 * mostly run its course when the optimized version is ready. Measured on this 2-core machine
 * (`npm run bench:generate`, README.md "Benchmarks"): a full run on our spec takes 17% less time
 * and 20% less CPU; Stripe's and GitHub's documents from the APIs.guru directory (7-8 s runs)
 * 10-16% less; 512 KiB to 4 MiB were all within a few percent of each other, and `--no-opt`
 * (no TurboFan at all) a little behind.
 *
 * Not for the processes that stay (the resident generator, `--watch`): they run the same code
 * again and again, where optimizing pays. Set at run time (`v8.setFlagsFromString`), since a
 * flag on Node's command line would need a second process start; V8 reads this one each time
 * a function's budget runs out. A budget given on Node's command line is left as it is (NODE_OPTIONS
 * may not carry this flag).
 */
import { setFlagsFromString } from 'node:v8';

const ONE_SHOT_INTERRUPT_BUDGET = 1 << 20;

/** Raises V8's interrupt budget for the rest of this process, unless the user set one. */
export function delayOptimization() {
  if (!process.execArgv.some((flag) => /^--interrupt[-_]budget(=|$)/.test(flag))) setFlagsFromString(`--interrupt-budget=${ONE_SHOT_INTERRUPT_BUDGET}`);
}
