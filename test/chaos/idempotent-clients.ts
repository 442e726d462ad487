/**
 * Clients creating invoices as the generated client does under failures: each invoice with an
 * Idempotency-Key of its own, the same key retried on 503, on an idempotency_key_in_use 409 and
 * on a broken connection, until it is answered; and the count of what the gateway holds after.
 * Shared by the chaos tests that fail the database under such load.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { type Answer, call, invoiceBody } from './gateway-process.js';

export interface Figures {
  acknowledged: string[];
  unavailable: number;
  broken: number;
  unexpected: Answer[];
  /** the longest any one request took to be answered, in ms */
  longestAnswerMs: number;
}

export function newFigures(): Figures {
  return { acknowledged: [], unavailable: 0, broken: 0, unexpected: [], longestAnswerMs: 0 };
}

/**
 * One client's loop: a new invoice per key, the key retried until it is answered or `keyDeadlineMs`
 * passes (a key is "in use" while its first request runs, which under load and reconnection can
 * take seconds; its settling, when the connection dropped under it, tries for up to 12.75 s:
 * service/idempotency.ts).
 */
export async function createUntil(
  agent: Agent,
  port: number,
  until: () => boolean,
  figures: Figures,
  description: string,
  keyDeadlineMs = 30_000,
): Promise<void> {
  const body = invoiceBody(description);
  while (!until()) {
    const key = randomUUID();
    const deadline = Date.now() + keyDeadlineMs;
    // what each try of the key got, for the failure's message: which answer kept it from finishing
    const tries: string[] = [];
    for (;;) {
      if (Date.now() > deadline)
        throw new Error(`key ${key} never answered in ${keyDeadlineMs} ms: ${tries.length} tries, the last ${tries.slice(-6).join(', ')}`);
      let answer: Answer;
      const started = Date.now();
      try {
        answer = await call(agent, port, 'POST', '/v1/invoices', body, { 'idempotency-key': key });
      } catch (error) {
        tries.push(`+${Date.now() - started} ms broken (${(error as Error).message})`);
        figures.broken++;
        await sleep(20);
        continue;
      } finally {
        figures.longestAnswerMs = Math.max(figures.longestAnswerMs, Date.now() - started);
      }
      if (answer.status === 200) {
        figures.acknowledged.push((JSON.parse(answer.text) as { id: string }).id);
        break;
      }
      const reason = (JSON.parse(answer.text) as { error?: { reason?: string } }).error?.reason;
      tries.push(`${answer.status} ${reason ?? ''} in ${Date.now() - started} ms`);
      if (answer.status === 503 || (answer.status === 409 && reason === 'idempotency_key_in_use')) {
        if (answer.status === 503) figures.unavailable++;
        await sleep(20);
        continue;
      }
      figures.unexpected.push(answer);
      break;
    }
  }
}

/** Every invoice the gateway lists, counted a page of 100 at a time. */
export async function invoiceCount(agent: Agent, port: number): Promise<number> {
  let total = 0;
  for (let skip = 0; ; skip += 100) {
    const page = await call(agent, port, 'GET', `/v1/invoices?count=100&skip=${skip}`);
    expect(page.status, page.text).toBe(200);
    const { count } = JSON.parse(page.text) as { count: number };
    total += count;
    if (count < 100) return total;
  }
}

/** The acknowledged invoices the gateway does not find. */
export async function lostOf(agent: Agent, port: number, acknowledged: readonly string[]): Promise<string[]> {
  const lost: string[] = [];
  for (const id of acknowledged) if ((await call(agent, port, 'GET', `/v1/invoices/${id}`)).status !== 200) lost.push(id);
  return lost;
}
