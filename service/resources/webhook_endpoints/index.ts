/**
 * Webhook endpoints (spec tag `webhook_endpoints`): create (the secret shown once), list,
 * fetch, update, delete, rotate the secret. Delivery itself is the worker's
 * (service/webhooks/worker.ts); the rules on a URL and an event list are rules.ts's.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { WebhookEndpoint } from '../../../generated/types/index.js';
import type { ServiceContext, ServiceHandlers } from '../../context.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { type EndpointChanges, endpointEvents, type WebhookEndpointRow } from '../../store/webhook-endpoints.js';
import { newWebhookSecret, previousSecretSigns, sealWebhookSecret } from '../../webhooks/secrets.js';
import { endpointRow } from '../../webhooks/subscriptions.js';
import { collection } from '../collection.js';
import { defineResource } from '../resource.js';
import { lockUniqueValue } from '../unique-lock.js';
import { checkEvents, checkUrl } from './rules.js';

/** spec createWebhook rule 3 (the reference's "Up to 30 webhook URLs per account") */
export const MAX_ENDPOINTS_PER_MODE = 30;

function toEndpoint(row: WebhookEndpointRow, now: number, secret?: string): WebhookEndpoint {
  return {
    id: row.id,
    entity: 'webhook',
    url: row.url,
    events: endpointEvents(row),
    active: row.active === 1,
    description: row.description,
    alert_email: row.alert_email,
    source: row.source,
    ...(secret === undefined ? {} : { secret }),
    previous_secret_expires_at: previousSecretSigns(row, now) ? row.previous_secret_expires_at : null,
    failing_since: row.failing_since,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An endpoint of the mode the API may change (updateWebhook rule 3, deleteWebhook rule 1, rotateWebhookSecret rule 2). */
async function requireOwnEndpoint(tx: Tx, mode: Mode, id: string): Promise<WebhookEndpointRow> {
  const row = await tx.webhookEndpoints.get(mode, id, { forUpdate: true });
  if (!row) throw refuse('id_not_found', {}, { field: 'webhook_id' });
  if (row.source === 'environment') throw refuse('webhook_managed_by_environment');
  return row;
}

export const resource = defineResource('webhook_endpoints', (ctx: ServiceContext) => {
  const { store } = ctx;
  const now = (mode: Mode) => ctx.clocks.of(mode).now();
  /** updateWebhook and editWebhook (the same operation at PATCH and PUT) */
  async function update({ params, body, auth }: Parameters<ServiceHandlers['updateWebhook']>[0]): Promise<WebhookEndpoint> {
    const url = body.url === undefined ? undefined : await checkUrl(body.url, ctx.webhooks.self);
    const events = body.events === undefined ? undefined : checkEvents(body.events);
    return store.transaction(async (tx) => {
      const row = await requireOwnEndpoint(tx, auth.mode, params.webhook_id);
      const at = now(auth.mode);
      const changes: EndpointChanges = { updated_at: at };
      if (url !== undefined) changes.url = url;
      if (events !== undefined) changes.events = JSON.stringify(events);
      if (body.description !== undefined) changes.description = body.description;
      if (body.alert_email !== undefined) changes.alert_email = body.alert_email;
      if (body.active !== undefined) changes.active = body.active ? 1 : 0;
      // rule 2: resuming starts afresh
      if (body.active === true) Object.assign(changes, { disabled_at: null, failing_since: null });
      await tx.webhookEndpoints.update(row.id, changes);
      const updated = { ...row, ...changes };
      if (body.active === true && row.active !== 1) ctx.webhooks.wake();
      return toEndpoint(updated, at);
    });
  }

  return {
    async createWebhook({ body, auth }) {
      // checked before the transaction: the URL check may resolve a host name
      const url = await checkUrl(body.url, ctx.webhooks.self);
      const events = checkEvents(body.events);
      const at = now(auth.mode);
      const id = newId(idPrefixes.WebhookId);
      // spec CreateWebhookBody.secret: the merchant's own, or one the gateway makes
      const secret = body.secret ?? newWebhookSecret();
      const row = endpointRow({
        id,
        mode: auth.mode,
        url,
        source: 'api',
        created_at: at,
        events: JSON.stringify(events),
        active: body.active ? 1 : 0,
        description: body.description ?? null,
        alert_email: body.alert_email ?? null,
        secret_sealed: sealWebhookSecret(ctx.webhooks.box, id, secret),
      });
      await store.transaction(async (tx) => {
        // the count and the insert must not race another create (rule 3)
        await lockUniqueValue(tx, auth.mode, 'webhook_endpoints', 'count');
        if ((await tx.webhookEndpoints.count(auth.mode)) >= MAX_ENDPOINTS_PER_MODE) throw refuse('webhook_limit_reached', { limit: MAX_ENDPOINTS_PER_MODE });
        await tx.webhookEndpoints.insert(row);
      });
      return toEndpoint(row, at, secret);
    },

    async listWebhooks({ query, auth }) {
      const rows = await store.transaction((tx) => tx.webhookEndpoints.page(auth.mode, query.count ?? 10, query.skip ?? 0), { readOnly: true });
      const at = now(auth.mode);
      return collection(rows.map((row) => toEndpoint(row, at)));
    },

    async fetchWebhook({ params, auth }) {
      const row = await store.transaction((tx) => tx.webhookEndpoints.get(auth.mode, params.webhook_id), { readOnly: true });
      if (!row) throw refuse('id_not_found', {}, { field: 'webhook_id' });
      return toEndpoint(row, now(auth.mode));
    },

    /** spec editWebhook: updateWebhook at PUT */
    editWebhook: (input) => update(input),

    updateWebhook: (input) => update(input),

    async deleteWebhook({ params, auth }) {
      await store.transaction(async (tx) => {
        const row = await requireOwnEndpoint(tx, auth.mode, params.webhook_id);
        await tx.webhookEndpoints.delete(row.id);
      });
      return [];
    },

    async rotateWebhookSecret({ params, body, auth }) {
      const overlap = body.overlap_seconds;
      const secret = newWebhookSecret();
      return store.transaction(async (tx) => {
        const row = await requireOwnEndpoint(tx, auth.mode, params.webhook_id);
        const at = now(auth.mode);
        // rule 1: the secret being rotated out becomes the previous one (sealed under the same id, so its sealed form moves as it is)
        const changes: EndpointChanges = {
          secret_sealed: sealWebhookSecret(ctx.webhooks.box, row.id, secret),
          previous_secret_sealed: overlap > 0 ? row.secret_sealed : null,
          previous_secret_expires_at: overlap > 0 ? at + overlap : null,
          updated_at: at,
        };
        await tx.webhookEndpoints.update(row.id, changes);
        return toEndpoint({ ...row, ...changes }, at, secret);
      });
    },
  };
});
