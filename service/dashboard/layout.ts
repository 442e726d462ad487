/**
 * The dashboard's page shell: the top bar (mode, sign out), the side navigation, and the page.
 * Every page is made with `html` (checkout/html.ts): what it interpolates is escaped unless it is
 * already SafeHtml, so nothing a merchant or a customer typed becomes markup. The stylesheet and
 * the one script are files of this folder served from /dashboard/assets/ (assets.ts); no inline
 * script or style, no other origin.
 */
import { randomUUID } from 'node:crypto';
import { html, type SafeHtml } from '../checkout/html.js';
import type { Mode } from '../store/store.js';
import { ASSET_PATHS } from './assets.js';
import { DASHBOARD } from './paths.js';

export interface Viewer {
  mode: Mode;
  keyId: string;
  /** the CSRF token every form of the session carries (session.ts) */
  csrf: string;
}

interface NavItem {
  href: string;
  label: string;
  testOnly?: boolean;
}

const NAV: readonly (readonly [string, readonly NavItem[]])[] = [
  ['Overview', [{ href: '', label: 'Home' }]],
  [
    'Transactions',
    [
      { href: '/payments', label: 'Payments' },
      { href: '/orders', label: 'Orders' },
      { href: '/refunds', label: 'Refunds' },
      { href: '/disputes', label: 'Disputes' },
      { href: '/settlements', label: 'Settlements' },
      { href: '/recon', label: 'Reconciliation' },
    ],
  ],
  [
    'Products',
    [
      { href: '/invoices', label: 'Invoices' },
      { href: '/payment_links', label: 'Payment links' },
      { href: '/qr_codes', label: 'QR codes' },
      { href: '/subscriptions', label: 'Subscriptions' },
      { href: '/plans', label: 'Plans' },
      { href: '/items', label: 'Items' },
      { href: '/customers', label: 'Customers' },
      { href: '/linked_accounts', label: 'Linked accounts' },
      { href: '/transfers', label: 'Transfers' },
    ],
  ],
  [
    'Developers',
    [
      { href: '/logs', label: 'Request log' },
      { href: '/events', label: 'Events' },
      { href: '/webhooks', label: 'Webhooks' },
      { href: '/clock', label: 'Test clock', testOnly: true },
      { href: '/trigger', label: 'Trigger events', testOnly: true },
      { href: '/switches', label: 'Test switches', testOnly: true },
      { href: '/reset', label: 'Reset test data', testOnly: true },
      { href: '/keys', label: 'API keys' },
    ],
  ],
];

/** `current`: the nav entry's href ('' for home), marked aria-current. */
export function page(viewer: Viewer, current: string, title: string, body: SafeHtml): string {
  const nav = NAV.map(
    ([heading, items]) =>
      html`<h2>${heading}</h2><ul>${items
        .filter((item) => !item.testOnly || viewer.mode === 'test')
        .map((item) => html`<li><a href="${DASHBOARD}${item.href}"${item.href === current ? html` aria-current="page"` : ''}>${item.label}</a></li>`)}</ul>`,
  );
  return document(
    title,
    html`<a class="skip" href="#main">Skip to content</a>
<header class="top">
<a class="brand" href="${DASHBOARD}">Paisa</a>
<span class="mode mode-${viewer.mode}">${viewer.mode === 'test' ? 'TEST MODE' : 'LIVE MODE'}</span>
<span class="mono">${viewer.keyId}</span>
<form method="post" action="${DASHBOARD}/sign-out"><input type="hidden" name="csrf_token" value="${viewer.csrf}"><button class="link" type="submit">Sign out</button></form>
</header>
<div class="layout">
<nav class="side" aria-label="Dashboard">${nav}</nav>
<main id="main">
<h1>${title}</h1>
${body}
</main>
</div>`,
  );
}

/** A whole document around `body` (the sign-in page uses it without the navigation). */
export function document(title: string, body: SafeHtml): string {
  return focusableScrollers(
    html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<title>${title} · Paisa dashboard</title>
<link rel="stylesheet" href="${ASSET_PATHS.css}">
<script src="${ASSET_PATHS.js}" defer></script>
</head>
<body>
${body}
</body>
</html>
`.value,
  );
}

/**
 * A region that scrolls sideways (a wide table, a long body) is reached with the keyboard too
 * (WCAG 2.1.1; axe scrollable-region-focusable): every one is focusable. The markers replaced are
 * the templates' own; anything a user typed was escaped before it got here and cannot hold them.
 */
function focusableScrollers(page: string): string {
  return page.replaceAll('<div class="table-wrap">', '<div class="table-wrap" tabindex="0">').replace(/<pre( id="[a-z-]+")?>/g, '<pre$1 tabindex="0">');
}

/** A notice above a page's content: the outcome of an action, announced to screen readers. */
export function notice(kind: 'ok' | 'bad' | 'info', text: string | SafeHtml): SafeHtml {
  return html`<p class="notice notice-${kind}" role="${kind === 'bad' ? 'alert' : 'status'}">${text}</p>`;
}

/** The hidden CSRF field every form carries. */
export function csrfField(viewer: Viewer): SafeHtml {
  return html`<input type="hidden" name="csrf_token" value="${viewer.csrf}">`;
}

/**
 * The hidden fields of a form that makes an API request: the CSRF field and a fresh
 * Idempotency-Key, so the same form sent twice (a reload) is done once (api.ts callApi).
 */
export function actionFields(viewer: Viewer): SafeHtml {
  return html`${csrfField(viewer)}<input type="hidden" name="idempotency_key" value="${randomUUID()}">`;
}
