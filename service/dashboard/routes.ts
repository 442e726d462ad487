/**
 * The dashboard at /dashboard, a mounted route of the gateway (service/app.ts), on its port:
 *
 *   GET  /dashboard/assets/...            the stylesheet and the script (assets.ts)
 *   GET  /dashboard/sign-in, POST         sign in with a key pair (sign-in.ts)
 *   POST /dashboard/sign-out              ends the session
 *   GET  /dashboard                       home
 *   GET  /dashboard/{kind}[/{id}]         lists and details (pages/objects.ts; kinds: catalogue.ts)
 *   POST /dashboard/{kind}/{id}/actions/{name}   an action, through the API (api.ts)
 *   ...  /dashboard/logs, events, webhooks, clock, trigger, keys (pages/*.ts)
 *
 * Every page but sign-in needs a session (session.ts); every POST carries the session's CSRF
 * token, checked before anything is read or done.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFor, errorCatalogue, mediaType, Refusal, type UploadedFile } from '../../generated/server/index.js';
import { readForm } from '../checkout/form.js';
import { html } from '../checkout/html.js';
import type { MountedRoutes } from '../mounted-routes.js';
import { serveAsset } from './assets.js';
import { KIND_BY_SEGMENT } from './catalogue.js';
import type { DashboardDeps, PageAnswer, PageRequest } from './context.js';
import { document, notice, page } from './layout.js';
import { homePage } from './pages/home.js';
import { detailPage, listPage, runAction, runCreate } from './pages/objects.js';
import { DASHBOARD } from './paths.js';
import { redirect, sendHtml } from './respond.js';
import { csrfToken, csrfValid, endSession, sessionOf } from './session.js';
import { signIn, signInPage } from './sign-in.js';
import { readUpload } from './upload.js';

/** Extra pages registered by name (the first segment below /dashboard). */
export type PageHandler = (p: PageRequest) => Promise<PageAnswer | undefined>;

async function route(p: PageRequest, pages: ReadonlyMap<string, PageHandler>): Promise<PageAnswer | undefined> {
  const [first, id, sub, name] = p.segments;
  const method = p.req.method ?? 'GET';
  if (first === undefined) return method === 'GET' ? homePage(p) : undefined;
  const view = KIND_BY_SEGMENT.get(first);
  if (view) {
    if (method === 'GET' && id === undefined) return listPage(p, view);
    if (method === 'GET' && id !== undefined && sub === undefined) return detailPage(p, view, id);
    if (method === 'POST' && id === 'new' && p.segments.length === 2) return runCreate(p, view);
    if (method === 'POST' && id !== undefined && sub === 'actions' && name !== undefined && p.segments.length === 4) return runAction(p, view, id, name);
    return undefined;
  }
  return pages.get(first)?.(p);
}

async function handle(deps: DashboardDeps, pages: ReadonlyMap<string, PageHandler>, req: IncomingMessage, res: ServerResponse, path: string, search: string) {
  const method = req.method ?? 'GET';
  if (method === 'GET' && serveAsset(res, path)) return;
  const remoteAddress = req.socket?.remoteAddress ?? 'unknown';
  if (path === `${DASHBOARD}/sign-in`) {
    if (method === 'POST') return signIn(deps, req, res, remoteAddress);
    return signInPage(deps, res);
  }
  const session = await sessionOf(deps.sessions, req);
  if (!session) return redirect(res, `${DASHBOARD}/sign-in`);
  let form: URLSearchParams | undefined;
  let files: ReadonlyMap<string, UploadedFile> | undefined;
  if (method === 'POST') {
    if (mediaType(req.headers['content-type']) === 'multipart/form-data') {
      // a form with a file (upload.ts): refused above the API's own limits before anything is done
      try {
        ({ form, files } = await readUpload(req));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const answer = answerFor(errorCatalogue, error);
        const viewer = { mode: session.mode, keyId: session.keyId, csrf: csrfToken(deps.formKey, session) };
        return sendHtml(
          res,
          answer.status,
          page(
            viewer,
            '',
            'Upload refused',
            notice('bad', `${answer.body.error.description} Nothing was uploaded or changed; go back and choose a smaller file.`),
          ),
        );
      }
    } else form = await readForm(req);
    if (!csrfValid(deps.formKey, session, form.get('csrf_token'))) {
      return sendHtml(
        res,
        403,
        document(
          'Refused',
          html`<main id="main">${notice('bad', 'This form has expired or did not come from this dashboard. Go back, reload the page and try again.')}</main>`,
        ),
      );
    }
    if (path === `${DASHBOARD}/sign-out`) return redirect(res, `${DASHBOARD}/sign-in`, { 'set-cookie': await endSession(deps.sessions, session) });
  }
  const viewer = { mode: session.mode, keyId: session.keyId, csrf: csrfToken(deps.formKey, session) };
  const rest = path.slice(DASHBOARD.length).replace(/^\/+|\/+$/g, '');
  const segments = rest ? rest.split('/').map((s) => decodeURIComponent(s)) : [];
  const p: PageRequest = {
    deps,
    session,
    viewer,
    req,
    res,
    segments,
    query: new URLSearchParams(search),
    remoteAddress,
    ...(form ? { form } : {}),
    ...(files ? { files } : {}),
  };
  const answer = await route(p, pages);
  if (res.headersSent) return;
  if (!answer) return sendHtml(res, 404, page(viewer, '', 'Not found', notice('bad', 'There is no dashboard page at this address.')));
  if ('redirect' in answer) return redirect(res, answer.redirect);
  sendHtml(res, answer.status ?? 200, answer.html);
}

/** The mount for service/app.ts: true when the request is the dashboard's (answered asynchronously). */
export function dashboardRoutes(deps: DashboardDeps, pages: ReadonlyMap<string, PageHandler> = new Map()): MountedRoutes {
  return (req, res, path, search) => {
    if (path !== DASHBOARD && !path.startsWith(`${DASHBOARD}/`)) return false;
    handle(deps, pages, req, res, path, search).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof Refusal) {
        const answer = answerFor(errorCatalogue, error);
        return sendHtml(res, answer.status, document('Refused', html`<main id="main">${notice('bad', answer.body.error.description)}</main>`));
      }
      deps.onError(error);
      sendHtml(
        res,
        500,
        document(
          'Something went wrong',
          html`<main id="main">${notice('bad', 'The page could not be shown. Nothing was changed by showing it; try again in a moment.')}</main>`,
        ),
      );
    });
    return true;
  };
}
