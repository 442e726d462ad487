/** What the dashboard's pages are given (routes.ts builds it from the composition root's parts). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadedFile } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import type { ModeClocks } from '../mode-clocks.js';
import type { Mode, Store } from '../store/store.js';
import type { ApiDeps } from './api.js';
import type { Viewer } from './layout.js';
import type { Session, SessionDeps } from './session.js';

export interface DashboardDeps {
  store: Store;
  /** the infrastructure clock (API keys stop on it, spec rollApiKey) */
  clock: Clock;
  clocks: ModeClocks;
  formKey: Buffer;
  api: ApiDeps;
  sessions: SessionDeps;
  /** the API's check of a key pair, with its throttle on failures (auth.ts): the key's mode, or null */
  signIn(keyId: string, keySecret: string, remoteAddress: string): Promise<Mode | null>;
  /** whether the request log is kept (PAISA_REQUEST_LOG) */
  requestLog: boolean;
  /** new events of a mode after a place in the outbox, for the live stream (events page) */
  publicUrl(): string;
  onError(error: unknown): void;
}

export interface PageRequest {
  deps: DashboardDeps;
  session: Session;
  viewer: Viewer;
  req: IncomingMessage;
  res: ServerResponse;
  /** the path below /dashboard ('' for home) split into segments */
  segments: readonly string[];
  query: URLSearchParams;
  /** a POST's form, read and CSRF-checked by routes.ts */
  form?: URLSearchParams;
  /** a multipart POST's file parts (upload.ts), by field name */
  files?: ReadonlyMap<string, UploadedFile>;
  remoteAddress: string;
}

/** What a page answers: HTML (status 200 unless said), or a redirect. */
export type PageAnswer = { html: string; status?: number } | { redirect: string };
