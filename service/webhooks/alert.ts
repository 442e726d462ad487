/**
 * The e-mail to an endpoint's `alert_email` when 24 hours of failing deliveries disable it
 * (spec createWebhook rule 4; https://razorpay.com/docs/webhooks/best-practices: "the webhook
 * is disabled and a mail goes to the Alert Email"). It goes through the notification log like
 * every message (SMTP when PAISA_SMTP_URL is set).
 */
import type { NewNotification } from '../store/notifications.js';
import type { WebhookEndpointRow } from '../store/webhook-endpoints.js';

export function disabledAlert(endpoint: WebhookEndpointRow): NewNotification {
  return {
    channel: 'email',
    recipient: endpoint.alert_email as string,
    subject: `Webhook endpoint ${endpoint.id} disabled`,
    body: [
      `Deliveries to your webhook endpoint ${endpoint.id} (${endpoint.url}) have failed for 24 hours, so it has been disabled.`,
      'Events created from now on are not sent to it; the ones waiting stay in the events API (GET /v1/events).',
      `Fix the receiver, then set it active again (PATCH /v1/webhooks/${endpoint.id} with {"active": true}).`,
    ].join('\n\n'),
    entity_id: endpoint.id,
  };
}
