/**
 * Adding funds to test mode's balance from Home (createTestTopUp, through the API): what a
 * developer needs before refunding the whole of a first payment, whose fee a refund does not give
 * back (spec createTestTopUp, refundPayment rule 5). Test mode only, as the operation is.
 */
import type { TestTopUp } from '../../../generated/types/index.js';
import { callApi, refusalText } from '../api.js';
import { amountOf } from '../catalogue.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { money } from '../format.js';
import { notice } from '../layout.js';
import { homePage } from './home.js';

export async function balanceRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, sub] = p.segments;
  if ((p.req.method ?? 'GET') !== 'POST' || sub !== 'top-up' || p.segments.length !== 2 || !p.form) return undefined;
  const amount = amountOf(p.form);
  const currency = p.form.get('currency') || undefined;
  const answer = await callApi(
    p.deps.api,
    p.session,
    {
      method: 'POST',
      path: '/v1/test_helpers/balance/top_ups',
      body: { amount, ...(currency ? { currency } : {}) },
      idempotencyKey: p.form.get('idempotency_key') ?? undefined,
    },
    p.remoteAddress,
  );
  const topUp = answer.status < 300 ? (answer.body as TestTopUp) : undefined;
  return homePage(
    p,
    answer.status < 300
      ? notice('ok', `Added ${money(topUp?.amount, topUp?.currency)}; available now ${money(topUp?.balance?.available, topUp?.currency)}.`)
      : notice('bad', `Refused: ${refusalText(answer)}`),
  );
}
