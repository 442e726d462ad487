/** A server under measurement, as the load runner sees it. */
import type { ServerProcess } from './spawn.js';

export interface BenchServer {
  /** the table's name: `node:http`, `fastify`, `paisa sqlite`, `paisa postgres` */
  name: string;
  process: ServerProcess;
  /**
   * further processes of the same server sharing its database (`paisa postgres x2`): the load's
   * connections are split evenly over `process` and these, and their CPU counts as the server's
   */
  siblings?: ServerProcess[];
  /** headers every request carries (the gateway's HTTP Basic key pair) */
  headers: Record<string, string>;
  /**
   * other processes doing this server's work, whose CPU counts as the database's (the PostgreSQL
   * backends of the gateway's connections); undefined when there are none or they cannot be read
   */
  databasePids?: () => Promise<number[]>;
  stop(): Promise<void>;
}

/** where a child program finds the fixed bodies (a JSON file of FixedBodies) */
export const BODIES_ENV = 'PAISA_BENCH_BODIES';
