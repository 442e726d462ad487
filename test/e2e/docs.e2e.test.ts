/**
 * The API reference the gateway serves at /docs, in a real browser (headless Chromium) whose
 * every request to anything but the gateway is refused and recorded: the page renders from the
 * gateway alone, every tag of the spec appears by its human name (`x-displayName`), and at least
 * one operation of each tag is rendered. /openapi.json and /openapi.yaml serve the document.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types (bundle/docs.mjs)
import { ensureDocs } from '../../bundle/docs.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../support/chromium.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

interface SpecDoc {
  tags: { name: string; 'x-displayName'?: string }[];
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; operationId?: string }>>;
}

/** The interface as one document: the spec bundled (its root and the files beside it), as `npm run generate` reads it. */
const spec = (await SwaggerParser.bundle('spec/openapi.yaml')) as unknown as SpecDoc;

if (!chromiumAvailable) console.warn(`skipping the /docs browser test: ${CHROMIUM} is absent (apt-get install chromium; .ci/run installs it)`);

describe('the interface as documents', () => {
  let gw: TestGateway;
  let browser: BrowserContext | undefined;
  let profile: string | undefined;
  beforeAll(async () => {
    expect(await ensureDocs()).toBeUndefined();
    gw = await startGateway();
    if (!chromiumAvailable) return;
    profile = mkdtempSync(join(tmpdir(), 'paisa-chromium-docs-'));
    browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await gw?.stop();
  });

  it('/openapi.yaml is the spec bundled into one document and /openapi.json the same document', async () => {
    const text = await fetch(`${gw.baseUrl}/openapi.yaml`);
    expect(text.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(yaml.load(await text.text())).toEqual(spec);
    const json = await fetch(`${gw.baseUrl}/openapi.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json.json()).toEqual(spec);
    expect((await fetch(`${gw.baseUrl}/openapi.json`, { method: 'POST' })).status).toBe(405);
  });

  describe.skipIf(!chromiumAvailable)('/docs in a browser that may reach nothing but the gateway', () => {
    it('renders every tag by its human name and an operation of each, loading nothing from elsewhere', async () => {
      if (!browser) throw new Error('no browser');
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      const origin = new URL(gw.baseUrl).origin;
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        elsewhere.push(url);
        return route.abort();
      });
      const violations: string[] = [];
      // Redoc's own calls home (its attribution logo on its CDN, usage traces to its collector) are
      // stopped by the page's policy before they reach the network; anything else is a failure
      const stopped: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (!/Content Security Policy/i.test(text)) return;
        if (/cdn\.redoc\.ly\/redoc\/logo-mini|otel\.cloud\.redocly\.com/.test(text)) stopped.push(text);
        else violations.push(text);
      });
      const res = await page.goto(`${gw.baseUrl}/docs`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
      const menu = page.locator('.menu-content');
      await menu.waitFor({ timeout: 30_000 });
      const menuText = await menu.innerText();
      let rendered = 0;
      for (const tag of spec.tags) {
        const name = tag['x-displayName'] ?? '';
        expect(name, `tag ${tag.name} has a human name`).toBeTruthy();
        expect(menuText, `tag ${tag.name}`).toContain(name);
        const summaries = Object.values(spec.paths)
          .flatMap((item) => Object.values(item))
          .filter((op) => op.tags?.includes(tag.name) && op.summary)
          .map((op) => (op.summary as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        if (!summaries.length) continue; // a tag of webhooks only: its events are under Webhooks
        // Redoc renders a tag's operations when the reader opens it (client-side routing, #/<tag>)
        await menu.getByText(name, { exact: true }).first().click();
        await page
          .locator('h2')
          .filter({ hasText: new RegExp(`^(${summaries.join('|')})$`) })
          .first()
          .waitFor({ timeout: 15_000 });
        rendered++;
      }
      expect(rendered).toBeGreaterThanOrEqual(spec.tags.length - 1);
      // a numbered rule list of a description is a list, not one paragraph (createInvoice has 9 rules)
      await menu.getByText('Invoices', { exact: true }).first().click();
      await page
        .locator('h2')
        .filter({ hasText: /^Create an invoice$/ })
        .first()
        .waitFor();
      expect(await page.locator('ol li').count()).toBeGreaterThanOrEqual(9);
      expect(elsewhere).toEqual([]);
      expect(violations).toEqual([]);
      console.log(
        `/docs: ${rendered} tags rendered with an operation each; ${stopped.length} calls to Redocly's servers stopped by the page's policy, 0 reached the network`,
      );
    }, 90_000);
  });
});
