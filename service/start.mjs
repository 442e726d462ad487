/**
 * `npm start`: runs the gateway (service/main.ts) from one bundle, dist/service/main.mjs
 * (bundle/run.mjs builds it when stale). The SQLite checkpointer runs in a worker thread from
 * its own file, beside the bundle, where service/store/sqlite.ts looks for it.
 */
import { importBundled } from '../bundle/run.mjs';

await importBundled('service', { main: 'service/main.ts', 'sqlite-checkpointer': 'service/store/sqlite-checkpointer.mjs' });
