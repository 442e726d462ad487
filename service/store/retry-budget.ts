/**
 * How long work that a lost database connection interrupted is tried again: pauses of 50 ms
 * doubling (the pool meanwhile drops the connections that died with the lost one), for 12.75 s
 * at most (8 attempts when each fails at once; 6, 1.55 s, were sometimes all lost while every
 * connection of a pool was being dropped). Used where an answer is worth the wait: whether a
 * COMMIT whose answer was lost committed (postgres.ts), and settling an Idempotency-Key
 * (service/idempotency.ts), which left unsettled stays "in use" for minutes.
 */
export const RETRY_BUDGET_MS = 12_750;
const FIRST_PAUSE_MS = 50;

/** The pause before attempt `attempt` (counted from 1, the first retry). */
export function retryPauseMs(attempt: number): number {
  return FIRST_PAUSE_MS * 2 ** (attempt - 1);
}

export function pauseBeforeRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, retryPauseMs(attempt)));
}
