/**
 * The checkout's pages pass an accessibility scan: axe-core (https://github.com/dequelabs/axe-core,
 * WCAG 2 A and AA rules) run in headless Chromium on the pay page of an invoice, its page after
 * a failed payment, and its page once paid, with no serious or critical violation. axe is
 * injected as a script, which the pages' Content-Security-Policy forbids; this browser context
 * bypasses the policy for the scan only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../support/chromium.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const { violations, passes } = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<{ violations: AxeViolation[]; passes: unknown[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return { violations: result.violations, passes: result.passes.length };
  });
  // the scan ran its rules over the page (labels, contrast, landmarks, names...)
  expect(passes).toBeGreaterThan(10);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

if (!chromiumAvailable) console.warn(`skipping the checkout accessibility scan: ${CHROMIUM} is absent (apt-get install chromium; .ci/run installs it)`);

describe.skipIf(!chromiumAvailable)('checkout accessibility (axe-core in Chromium)', () => {
  let gw: TestGateway;
  let browser: BrowserContext;
  let profile: string;
  beforeAll(async () => {
    gw = await startGateway();
    profile = mkdtempSync(join(tmpdir(), 'paisa-chromium-axe-'));
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      bypassCSP: true,
      timeout: 30_000,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('the pay page, a failed payment and the paid page: no serious or critical violation', async () => {
    const invoice = await gw.client().invoices.create({
      type: 'link',
      currency: 'INR',
      line_items: [
        { name: 'Darjeeling tea, 250 g', amount: 123_450, quantity: 1 },
        { name: 'Tea strainer', amount: 29_900, quantity: 2 },
      ],
      sms_notify: '0',
      email_notify: '0',
    });
    const page = await browser.newPage();
    const url = `${gw.baseUrl}/checkout/invoices/${invoice.id}`;
    await page.goto(url);
    // en-IN grouping: ₹1,234.50 and the total ₹1,832.50
    expect(await page.locator('.amount').innerText()).toBe('₹1,832.50');
    const payPage = await seriousViolations(page);

    await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry', { exact: true }).fill('12/40');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    const failedPage = await seriousViolations(page);

    await page.goto(url);
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry', { exact: true }).fill('12/40');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Paid', exact: true }).waitFor();
    const paidPage = await seriousViolations(page);

    expect({ payPage, failedPage, paidPage }).toEqual({ payPage: [], failedPage: [], paidPage: [] });
  }, 90_000);
});
