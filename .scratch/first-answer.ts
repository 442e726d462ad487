import { Agent } from 'node:http';
import { call, freshDatabase, invoiceBody, startGateway, stopGateway } from '../test/chaos/gateway-process.js';
import { makeTempDir } from '../test/support/temp-dir.js';
const engine = process.argv[2] ?? 'pg';
const db = engine === 'pg' ? await freshDatabase('paisa_first') : undefined;
const dir = makeTempDir('paisa-first-');
for (let round = 0; round < 4; round++) {
  const t0 = performance.now();
  const running = await startGateway(engine === 'pg' ? { PAISA_DATABASE_URL: db!.url } : { PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' });
  const t1 = performance.now();
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const times: number[] = [];
  await Promise.all(Array.from({ length: 50 }, async () => {
    const a = await call(agent, running.port, 'POST', '/v1/invoices', invoiceBody('x'));
    if (a.status !== 200) console.log(a.status, a.text);
    times.push(performance.now() - t1);
  }));
  times.sort((a, b) => a - b);
  const t2 = performance.now();
  const a2 = await call(agent, running.port, 'POST', '/v1/invoices', invoiceBody('x'));
  console.log(engine, `start ${(t1 - t0).toFixed(0)} ms; 50 concurrent: first ${times[0].toFixed(0)} median ${times[25].toFixed(0)} last ${times[49].toFixed(0)} ms; next single ${(performance.now() - t2).toFixed(0)} ms`);
  agent.destroy();
  await stopGateway(running);
}
await db?.drop();
dir.cleanup();
