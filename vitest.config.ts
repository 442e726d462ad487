import { defineConfig } from 'vitest/config';

/**
 * The long tier (`npm run test:long`; `npm run test:all` runs both tiers): suites with budgets
 * of their own, whole-interface sweeps, and the slow breadth suites whose core a quick suite
 * drives too. Everything else under test/ is the quick tier (`npm test`).
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
  // whole-interface sweeps: the conformance runner against a gateway, `paisa trigger` of every
  // event, tsc over the generated server (npm run typecheck compiles generated/ as well)
  'test/conformance/service.test.ts',
  'test/cli/trigger.test.ts',
  'test/generator/server-typecheck.test.ts',
  // breadth suites of resources that a quick suite builds on: documents (disputes.test.ts
  // attaches them), linked accounts (transfers.test.ts), items (invoices.test.ts), plans
  // (subscriptions.test.ts), API keys (auth.test.ts), invoice SMS and e-mail
  // (notification-worker.test.ts), the two modes' clocks (test-helpers.test.ts)
  'test/service/documents.test.ts',
  'test/service/linked-accounts.test.ts',
  'test/service/items.test.ts',
  'test/service/plans.test.ts',
  'test/service/keys.test.ts',
  'test/service/invoices-notifications.test.ts',
  'test/service/mode-clocks.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Bounded so server-driving suites do not starve each other; 3 on a 2-core machine because
    // most of a suite's time is spent waiting (webhook polls, PostgreSQL, child processes): the
    // whole run took 571 s with 3 against 763 s with 2, all green.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'quick', include: ['test/**/*.test.ts'], exclude: LONG } },
      { extends: true, test: { name: 'long', include: LONG } },
    ],
  },
});
