/**
 * The dependency rules of Paisa's source, checked by `npm run deps` (dependency-cruiser: rules
 * reference at https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md)
 * in .ci/run. Each rule says what it keeps apart and why. A rule marked `reachable` holds for
 * everything a module reaches through its imports, not only what it imports itself.
 *
 * What breaks a rule today is listed, each violation by name, in
 * .dependency-cruiser-known-violations.json (written by `npx depcruise-baseline`, read by
 * `--ignore-known`): `npm run deps` prints how many it ignored and fails on any other. The list
 * only shrinks: a change that mends one regenerates it; nothing is added to it to pass.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No import cycle in the gateway, the runtime, the generator or the conformance runner: modules in a cycle are one unit that can only be read, tested and changed together.',
      severity: 'error',
      from: { path: '^(service|runtime|generator|conformance)/' },
      to: { circular: true },
    },
    {
      name: 'toolkit-knows-no-gateway',
      comment:
        'runtime/, generator/ and generated/ are the toolkit an API is built on: they never reach the gateway built on them (service/).',
      severity: 'error',
      from: { path: '^(runtime|generator|generated)/' },
      to: { path: '^service/', reachable: true },
    },
    {
      name: 'runner-knows-no-gateway',
      comment:
        'The conformance runner works for any server of any document: what only the gateway has (its hosted checkout, test clock) reaches it as a plug-in the configuration names (service/conformance/plugin.ts), never as an import.',
      severity: 'error',
      from: { path: '^conformance/' },
      to: { path: '^service/', reachable: true },
    },
    {
      name: 'storage-knows-no-rules',
      comment:
        'service/store/ keeps rows: what a resource, the money or a webhook means is decided above it (service/resources, ledger, payments, payables, webhooks, money, payment-flow.ts) and handed in.',
      severity: 'error',
      from: { path: '^service/store/' },
      to: { path: '^service/((resources|ledger|payments|payables|webhooks|money)/|payment-flow\\.ts$)', reachable: true },
    },
    {
      name: 'nothing-imports-the-composition-root',
      comment:
        'service/app.ts wires every part together; only the entry point builds it (service/main.ts, which `npm start` runs through service/start.mjs). Tests build it through test/support/gateway.ts, outside the checked folders, and a benchmark of the gateway in-process (bench/sweeps.ts) the same way.',
      severity: 'error',
      from: { pathNot: '^(service/main\\.ts|bench/[^/]+\\.ts)$' },
      to: { path: '^service/app\\.ts$' },
    },
    {
      name: 'payment-path-knows-no-page',
      comment:
        'Taking a payment (service/payment-flow.ts and payments/, the payable interface among them) serves the API, the hosted checkout and the test helpers alike; the page (service/checkout/) is one of its callers, never reached from it.',
      severity: 'error',
      from: { path: '^service/(payment-flow\\.ts$|payments/)' },
      to: { path: '^service/checkout/', reachable: true },
    },
    {
      name: 'payment-path-knows-no-resource',
      comment:
        'The payment core sits below the resources it serves: what a capture or a refund means to disputes and transfers is registered with it, not imported by it.',
      severity: 'error',
      from: { path: '^service/(payment-flow\\.ts$|payments/)' },
      to: { path: '^service/resources/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
