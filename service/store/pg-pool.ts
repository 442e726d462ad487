/**
 * The store's PostgreSQL connection pools. A connection lost while idle in a pool, or while
 * handed out, must fail only the work on it, never end the process: node-postgres emits a lost
 * connection as an 'error' event, and an 'error' event nobody listens to ends the process.
 */
import pg from 'pg';

/**
 * A pool whose every connection listens for 'error' from the moment it opens, for its whole
 * life. pg-pool listens only while a connection is idle, and hands a new one out from inside the
 * handler of its startup's last message (pg-pool `_acquireClient`): a FATAL read in the same
 * socket chunk (pg_terminate_backend as the connection opened, a failover) is emitted before the
 * borrower can listen. The listener swallows nothing a borrower needs: the connection is marked
 * not queryable, and its next statement fails as a lost connection. The fix node-postgres's
 * maintainers give: https://github.com/brianc/node-postgres/issues/2439
 */
export function connectionPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // an idle connection lost: the pool has already dropped it, and the next borrower gets a new one
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
