/**
 * `npm start`: runs the gateway (service/main.ts) from one bundle under dist/ (its `main.mjs`)
 * (bundle/run.mjs builds it when stale). The SQLite checkpointer runs in a worker thread from
 * its own file, beside the bundle, where service/store/sqlite.ts looks for it.
 */
import { ensureDocs } from '../bundle/docs.mjs';
import { importBundled } from '../bundle/run.mjs';

// the API reference at /docs (bundle/docs.mjs): built when the spec changed; the gateway runs without it
const docs = await ensureDocs();
if (docs) process.stderr.write(`docs: /docs is not served: ${docs}\n`);

await importBundled('service', { main: 'service/main.ts', 'sqlite-checkpointer': 'service/store/sqlite-checkpointer.mjs' });
