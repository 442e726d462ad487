/**
 * The fault zoo: small APIs of our own, each an OpenAPI document, a correct hand-written server
 * and planted faults, on which the conformance runner (and, in `npm run bench:contract`, Dredd
 * and Prism) is measured. A correct server must draw no failure; each fault should be found.
 */
import { fileURLToPath } from 'node:url';
import { INVENTORY_FAULTS } from './inventory/faults.js';
import { INVENTORY_USER, start as startInventory } from './inventory/server.js';
import type { Fault } from './kit/fault.js';
import type { Started, StartOptions } from './kit/http.js';
import { TASK_FAULTS } from './tasks/faults.js';
import { start as startTasks, TASKS_TOKEN } from './tasks/server.js';
import { USER_FAULTS } from './users/faults.js';
import { start as startUsers, USERS_KEY } from './users/server.js';

export type { Fault } from './kit/fault.js';
export type { Started, StartOptions } from './kit/http.js';

export interface ZooApi {
  name: string;
  /** absolute path of the document */
  spec: string;
  openapi: '3.0' | '3.1';
  /** the runner's credential flags (runner contract: --bearer, --api-key, --auth) */
  credentials: string[];
  /** the same credentials as request headers, for a client of our own */
  headers: Record<string, string>;
  faults: Fault[];
  start(options?: StartOptions): Promise<Started>;
}

const doc = (api: string) => fileURLToPath(new URL(`./${api}/openapi.yaml`, import.meta.url));

export const ZOO: ZooApi[] = [
  {
    name: 'tasks',
    spec: doc('tasks'),
    openapi: '3.1',
    credentials: ['--bearer', TASKS_TOKEN],
    headers: { authorization: `Bearer ${TASKS_TOKEN}` },
    faults: TASK_FAULTS,
    start: startTasks,
  },
  {
    name: 'users',
    spec: doc('users'),
    openapi: '3.0',
    credentials: ['--api-key', USERS_KEY],
    headers: { 'x-api-key': USERS_KEY },
    faults: USER_FAULTS,
    start: startUsers,
  },
  {
    name: 'inventory',
    spec: doc('inventory'),
    openapi: '3.1',
    credentials: ['--auth', INVENTORY_USER],
    headers: { authorization: `Basic ${Buffer.from(INVENTORY_USER).toString('base64')}` },
    faults: INVENTORY_FAULTS,
    start: startInventory,
  },
];
