/**
 * PAISA_CHAOS=full (`npm run chaos` sets it): the long form of the suites that sample (the chaos
 * suite's kills, trials and requests; the model tests' runs). Unset, `npm run test:all` runs the bounded
 * form, sized to keep CI inside its time (.ci/run).
 */
export const LONG_FORM = process.env.PAISA_CHAOS === 'full';
