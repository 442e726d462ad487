import { defineConfig } from 'vitest/config';

/**
 * The long tier (`npm run test:long`; `npm run test:all` runs both tiers): suites with budgets
 * of their own, other ecosystems, the browser, and the whole-interface sweeps. Everything else
 * under test/ is the quick tier (`npm test`): every resource suite on both engines.
 */
const LONG = [
  // chaos: kills, connection loss, races, fuzzing (budgets of 120-600 s each; PAISA_CHAOS=full: the long form)
  'test/chaos/**/*.test.ts',
  // property and model-based suites: random sequences of operations against a model
  'test/service/ledger-model.test.ts',
  'test/service/subscriptions-model.test.ts',
  // other ecosystems' generators and the published packages, each built and compiled
  'test/ecosystem/**/*.test.ts',
  // the browser (Chromium) driving the checkout, the docs and the OAuth consent page
  'test/e2e/**/*.test.ts',
  // whole-interface sweeps: the conformance runner against a gateway and against a wrong server,
  // `paisa trigger` of every event, tsc over the generated server and over a handler map after a
  // spec edit (npm run typecheck compiles generated/ as well)
  'test/conformance/service.test.ts',
  'test/conformance/wrong-server.test.ts',
  // the runner against the fault zoo: each correct server clean, each planted fault found
  'test/conformance/zoo-runner.test.ts',
  // the runner against the mock of a handful of corpus documents: no failure (npm run bench:mock-corpus runs them all)
  'test/conformance/mock-corpus.test.ts',
  'test/cli/trigger.test.ts',
  'test/generator/server-typecheck.test.ts',
  'test/generator/server-spec-edit.test.ts',
  // a seeded sample of the APIs.guru directory (npm run bench:corpus runs all of it)
  'test/generator/directory-sample.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Bounded so server-driving suites do not starve each other; 3 on a 2-core machine because
    // most of a suite's time is spent waiting (webhook polls, PostgreSQL, child processes): the
    // whole run took 571 s with 3 against 763 s with 2, all green.
    maxWorkers: 3,
    // after each file: drops the PostgreSQL schemas its gateways pooled (test/support/postgres.ts)
    setupFiles: ['test/support/setup.ts'],
    projects: [
      { extends: true, test: { name: 'quick', include: ['test/**/*.test.ts'], exclude: LONG } },
      { extends: true, test: { name: 'long', include: LONG } },
    ],
  },
});
