/**
 * PAISA_WEBHOOK_URL with PAISA_WEBHOOK_SECRET: at start, one endpoint per mode receiving every
 * event (`source` `environment`, spec tag `webhook_endpoints`), signed with the variable's
 * secret. A start with the variables set makes it, follows a changed URL and activates it again
 * (the API cannot change it); a start without them deletes it. A new endpoint also takes the
 * events of the last 24 hours that no endpoint received (written while no URL was configured,
 * or waiting in the outbox from before endpoints existed), as the single URL of old did.
 */
import { idPrefixes } from '../../generated/server/index.js';
import { newId } from '../ids.js';
import type { ModeClocks } from '../mode-clocks.js';
import { lockUniqueValue } from '../resources/unique-lock.js';
import type { EventKey } from '../store/outbox.js';
import type { Mode, Store } from '../store/store.js';
import { RETRY_WINDOW_SECONDS } from './backoff.js';
import { endpointRow } from './subscriptions.js';

const MODES: readonly Mode[] = ['test', 'live'];
const PAGE = 500;

export async function ensureEnvironmentEndpoints(store: Store, url: string | undefined, clocks: ModeClocks, nowInfra: () => number): Promise<void> {
  for (const mode of MODES) {
    await store.transaction(async (tx) => {
      // two processes starting together make one
      await lockUniqueValue(tx, mode, 'webhook_endpoints', 'environment');
      const existing = await tx.webhookEndpoints.environment(mode);
      const now = clocks.of(mode).now();
      if (url === undefined) {
        if (existing) await tx.webhookEndpoints.delete(existing.id);
        return;
      }
      if (existing) {
        if (existing.url !== url || existing.active !== 1) {
          await tx.webhookEndpoints.update(existing.id, { url, active: 1, disabled_at: null, failing_since: null, updated_at: now });
        }
        return;
      }
      const id = newId(idPrefixes.WebhookId);
      await tx.webhookEndpoints.insert(endpointRow({ id, mode, url, source: 'environment', description: 'PAISA_WEBHOOK_URL', created_at: now }));
      // the events no endpoint received: no delivery row (webhook_deliveries' event index), in pages
      const since = nowInfra() - RETRY_WINDOW_SECONDS;
      let after: EventKey | undefined;
      do {
        const page = await tx.outbox.withoutDeliveries(mode, since, PAGE, after);
        for (const event of page) await tx.webhookDeliveries.add(event, [id]);
        after = page.length === PAGE ? page[PAGE - 1] : undefined;
      } while (after);
    });
  }
}
