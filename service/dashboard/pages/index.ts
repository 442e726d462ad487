/** The dashboard's pages besides the objects' (routes.ts), by the first segment below /dashboard. */
import type { PageHandler } from '../routes.js';
import { eventsPage } from './events.js';
import { logsPage } from './logs.js';
import { webhooksPage } from './webhooks.js';

export const dashboardPages: ReadonlyMap<string, PageHandler> = new Map<string, PageHandler>([
  ['logs', logsPage],
  ['events', eventsPage],
  ['webhooks', webhooksPage],
]);
