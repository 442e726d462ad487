/** The dashboard's pages besides the objects' (routes.ts), by the first segment below /dashboard. */
import type { PageHandler } from '../routes.js';
import { balanceRoute } from './balance.js';
import { clockRoute } from './clock.js';
import { eventsPage } from './events.js';
import { keysRoute } from './keys.js';
import { logsPage } from './logs.js';
import { reconRoute } from './recon.js';
import { resetRoute } from './reset.js';
import { switchesRoute } from './switches.js';
import { triggerRoute } from './trigger.js';
import { webhooksPage } from './webhooks.js';

export const dashboardPages: ReadonlyMap<string, PageHandler> = new Map<string, PageHandler>([
  ['logs', logsPage],
  ['events', eventsPage],
  ['webhooks', webhooksPage],
  ['clock', clockRoute],
  ['balance', balanceRoute],
  ['trigger', triggerRoute],
  ['switches', switchesRoute],
  ['reset', resetRoute],
  ['keys', keysRoute],
  ['recon', reconRoute],
]);
