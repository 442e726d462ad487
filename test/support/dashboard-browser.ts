/**
 * A browser of the dashboard over HTTP, as a form-posting browser without script is: it keeps the
 * cookies the dashboard sets (its session, the sign-in form's nonce), reads each form's CSRF token
 * from the page, and follows 303s. Pages are strings; tests read them as a user would.
 */
import type { Mode } from '../../service/store/store.js';
import type { TestGateway } from './gateway.js';

export interface Page {
  status: number;
  html: string;
  headers: Headers;
  url: string;
}

export class DashboardBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq).trim();
      const value = (pair ?? '').slice(eq + 1).trim();
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  async get(path: string): Promise<Page> {
    let url = new URL(path, this.baseUrl).href;
    for (let hops = 0; hops < 5; hops++) {
      const res = await fetch(url, { headers: { cookie: this.cookieHeader() }, redirect: 'manual' });
      this.keep(res.headers);
      if (res.status === 303 || res.status === 302) {
        url = new URL(res.headers.get('location') ?? '/', url).href;
        continue;
      }
      return { status: res.status, html: await res.text(), headers: res.headers, url };
    }
    throw new Error(`too many redirects from ${path}`);
  }

  /** Posts a form to `action` with `fields` (the CSRF token is added from `from`, the page the form is on). */
  async post(action: string, fields: Record<string, string>, from?: Page): Promise<Page> {
    const token = from ? csrfOf(from.html) : undefined;
    const body = new URLSearchParams({ ...(token ? { csrf_token: token } : {}), ...fields });
    const res = await fetch(new URL(action, this.baseUrl), {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    this.keep(res.headers);
    if (res.status === 303) return this.get(res.headers.get('location') ?? '/');
    return { status: res.status, html: await res.text(), headers: res.headers, url: action };
  }

  /** Posts a form with files as multipart/form-data (a form with `enctype="multipart/form-data"`), the CSRF token from `from`. */
  async postMultipart(
    action: string,
    fields: Record<string, string>,
    files: Record<string, { data: Buffer; filename: string; type: string }>,
    from?: Page,
  ): Promise<Page> {
    const token = from ? csrfOf(from.html) : undefined;
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...(token ? { csrf_token: token } : {}), ...fields })) body.append(name, value);
    for (const [name, file] of Object.entries(files)) body.append(name, new Blob([file.data], { type: file.type }), file.filename);
    const res = await fetch(new URL(action, this.baseUrl), { method: 'POST', headers: { cookie: this.cookieHeader() }, body, redirect: 'manual' });
    this.keep(res.headers);
    if (res.status === 303) return this.get(res.headers.get('location') ?? '/');
    return { status: res.status, html: await res.text(), headers: res.headers, url: action };
  }

  async signIn(gw: TestGateway, mode: Mode = 'test'): Promise<Page> {
    const form = await this.get('/dashboard/sign-in');
    return this.post('/dashboard/sign-in', { key_id: gw.keys[mode].keyId, key_secret: gw.keys[mode].secret }, form);
  }
}

export function csrfOf(html: string): string | undefined {
  return /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
}

/** The value of the hidden field `name` in the form posting to `action`. */
export function hiddenIn(html: string, action: string, name: string): string | undefined {
  const start = html.indexOf(`action="${action}"`);
  if (start === -1) return undefined;
  return new RegExp(`name="${name}" value="([^"]+)"`).exec(html.slice(start, html.indexOf('</form>', start)))?.[1];
}
