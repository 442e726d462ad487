/**
 * Child process for the kill -9 durability test: commits one order after another to the
 * SQLite file given as argv[2] and prints `ACK <id>` after each commit returns. The parent
 * kills it with SIGKILL mid-stream and checks that every acknowledged id is in the file.
 */
import { systemClock } from '../../service/clock.js';
import { newId } from '../../service/ids.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import { looseRepository } from './loose-repository.js';

const file = process.argv[2];
if (!file) throw new Error('usage: sqlite-writer-child <file>');
const store = await openSqliteStore({ file, clock: systemClock });
// bounded: the parent kills us long before this, and if it does not we stop by ourselves
for (let i = 0; i < 10_000; i++) {
  const order = { id: newId('order_'), entity: 'order', status: 'created', created_at: systemClock.now(), amount: 100 + i };
  await store.transaction((tx) => looseRepository<typeof order>(tx, 'orders').insert('test', order));
  process.stdout.write(`ACK ${order.id}\n`);
}
await store.close();
