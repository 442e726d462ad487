/**
 * What a webhook endpoint may be (spec createWebhook rules 1 and 2): the schema has already
 * bounded the URL's length and scheme prefix and the event names' shape; these are the rules a
 * pattern cannot say.
 */
import { isWebhookEventName, refuse } from '../../../generated/server/index.js';
import { reachesSelf, type SelfAddress } from '../../webhooks/self-url.js';

/** The URL as it will be fetched, or a refusal naming `url` (rule 1). */
export async function checkUrl(value: string, self: SelfAddress): Promise<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('webhook_url_invalid');
  }
  // credentials in a URL would sit in the endpoint's row and in every listing of it
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') throw refuse('webhook_url_invalid');
  if (await reachesSelf(url, self)) throw refuse('webhook_url_self');
  return url.href;
}

/** The subscription as stored: `["*"]` when `*` is among the names (rule 2). */
export function checkEvents(events: readonly string[]): string[] {
  for (const event of events) {
    if (event !== '*' && !isWebhookEventName(event)) throw refuse('webhook_event_unknown', { event });
  }
  return events.includes('*') ? ['*'] : [...events];
}
