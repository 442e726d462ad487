/**
 * spec sendTestWebhook: the rules around a test delivery (an endpoint of the mode, an event of
 * the document); signing and sending are the webhooks module's (webhooks/test-delivery.ts).
 */
import { isWebhookEventName, refuse } from '../../../generated/server/index.js';
import type { SendTestWebhookBody, TestWebhookDelivery } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';

export async function sendTestWebhook(ctx: ServiceContext, mode: 'test', webhookId: string, body: SendTestWebhookBody): Promise<TestWebhookDelivery> {
  // rule 4: one of the document's `webhooks`, as listEvents rule 2 refuses another
  if (!isWebhookEventName(body.event)) throw refuse('event_name_unknown', { event: body.event });
  const endpoint = await ctx.store.transaction((tx) => tx.webhookEndpoints.get(mode, webhookId), { readOnly: true });
  // rule 5: the other mode's endpoints are not visible
  if (!endpoint) throw refuse('id_not_found', {}, { field: 'webhook_id' });
  // rules 1-3: any endpoint of the mode, active or not, subscribed or not; sent after the read, outside any transaction
  return ctx.webhooks.sendTest(endpoint, {
    event: body.event,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
    accountId: ctx.accountId(mode),
    now: ctx.clocks.of(mode).now(),
  });
}
