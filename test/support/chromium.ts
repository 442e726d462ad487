/**
 * Debian's Chromium for the browser tests (playwright-core drives it; .ci/run installs it), with
 * a headless profile that talks to nothing but the loopback servers of the test.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const chromiumAvailable = existsSync(CHROMIUM);
