/**
 * The bookkeeping repositories (notification log, idempotency keys, OAuth codes and tokens,
 * outbox leases) over both engines.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type ManualClock, manualClock } from '../../service/clock.js';
import { hashSecret } from '../../service/security/secret-hash.js';
import { KEEP_MS } from '../../service/store/idempotent-requests.js';
import { DELETE_PAGE, deleteInPages } from '../../service/store/in-pages.js';
import type { Store } from '../../service/store/store.js';
import { endpointRow, publishEvent } from '../../service/webhooks/subscriptions.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';

const T0 = 1_700_000_000;

for (const engine of ENGINES) {
  describeEngine('store repositories', engine, () => {
    let fixture: StoreFixture;
    let store: Store;
    let clock: ManualClock;
    beforeEach(async () => {
      clock = manualClock(T0);
      fixture = await engine.fixture();
      store = await fixture.open(clock);
    });
    afterEach(() => fixture.cleanup());

    it('notification log: returns messages in the order written (one at a time or several at once), per mode and entity', async () => {
      await store.transaction(async (tx) => {
        for (let i = 0; i < 5; i++)
          await tx.notifications.add('test', { channel: i % 2 ? 'sms' : 'email', recipient: `r${i}`, body: `b${i}`, entity_id: 'inv_1' });
        await tx.notifications.add('live', { channel: 'sms', recipient: 'live', body: 'x', entity_id: 'inv_1' });
      });
      await store.transaction(async (tx) => {
        const written = await tx.notifications.addAll('test', [
          { channel: 'email', recipient: 'r5', body: 'b5', entity_id: 'inv_1' },
          { channel: 'sms', recipient: 'r6', body: 'b6', entity_id: 'inv_1' },
        ]);
        expect(written.map((n) => n.recipient)).toEqual(['r5', 'r6']);
        expect(await tx.notifications.addAll('test', [])).toEqual([]);
      });
      const test = await store.transaction((tx) => tx.notifications.list('test', { entity_id: 'inv_1' }));
      expect(test.map((n) => n.recipient)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
      expect((await store.transaction((tx) => tx.notifications.list('test', { channel: 'sms' }))).map((n) => n.recipient)).toEqual(['r1', 'r3', 'r6']);
      expect((await store.transaction((tx) => tx.notifications.list('live'))).map((n) => n.recipient)).toEqual(['live']);
    });

    it('idempotency keys: the first put wins, a second is refused, modes are separate', async () => {
      await store.transaction(async (tx) => {
        expect(await tx.idempotency.put('test', 'key-1234567', 'h1', { id: 'rfnd_1' })).toBe(true);
        expect(await tx.idempotency.put('test', 'key-1234567', 'h2', { id: 'rfnd_2' })).toBe(false);
        expect(await tx.idempotency.put('live', 'key-1234567', 'h3', { id: 'rfnd_3' })).toBe(true);
        const row = await tx.idempotency.get('test', 'key-1234567');
        expect(row).toMatchObject({ request_hash: 'h1' });
        expect(JSON.parse(row!.response)).toEqual({ id: 'rfnd_1' });
      });
    });

    // a day of heavy traffic leaves more than a page: the sweep takes them a page at a time (store/in-pages.ts), oldest first
    it('the hourly sweeps delete every old Idempotency-Key answer and failure bucket, page after page, and nothing recent', async () => {
      const old = DELETE_PAGE * 2 + 17;
      const nowMs = clock.nowMs();
      await store.transaction(async (tx) => {
        for (let i = 0; i < old + 3; i += 500) {
          const rows = Array.from({ length: Math.min(500, old + 3 - i) }, (_, j) => i + j);
          // the first `old` a day and a minute old, the last 3 claimed a minute ago
          const at = (n: number) => (n < old ? nowMs - KEEP_MS - 60_000 - n : nowMs - 60_000);
          await tx.sql.run(
            `INSERT INTO idempotent_requests (mode, key, fingerprint, status, body, created_at_ms) VALUES ${rows.map(() => '(?, ?, ?, 200, ?, ?)').join(', ')}`,
            rows.flatMap((n) => ['test', `key-${n}`, 'f', '{}', at(n)]),
          );
          await tx.sql.run(
            `INSERT INTO failure_buckets (key, tokens, at_ms) VALUES ${rows.map(() => '(?, 1, ?)').join(', ')}`,
            rows.flatMap((n) => [`b-${n}`, at(n)]),
          );
        }
      });
      expect(await deleteInPages(store, (tx, limit) => tx.idempotentRequests.sweep(limit))).toBe(old);
      expect(await deleteInPages(store, (tx, limit) => tx.failureBuckets.sweep(nowMs - KEEP_MS, limit))).toBe(old);
      const left = await store.transaction(async (tx) => [
        await tx.sql.column<string>('SELECT key FROM idempotent_requests ORDER BY key'),
        await tx.sql.column<string>('SELECT key FROM failure_buckets ORDER BY key'),
      ]);
      expect(left).toEqual([[old, old + 1, old + 2].map((n) => `key-${n}`), [old, old + 1, old + 2].map((n) => `b-${n}`)]);
    });

    it('OAuth: a code is redeemed at most once even by concurrent redeemers, then reads as reused; not after expiry', async () => {
      const code = (hash: string) => ({
        code_hash: hash,
        client_id: 'client_1',
        key_id: 'paisa_test_k',
        mode: 'test' as const,
        redirect_uri: 'https://client.example/cb',
        code_challenge: 'c',
        scope: 'read_only',
        expires_at: T0 + 600,
      });
      await store.transaction(async (tx) => {
        await tx.oauth.insertClient({ client_id: 'client_1', secret_hash: null, data: '{}' });
        await tx.oauth.insertCode(code(hashSecret('code-a')));
        await tx.oauth.insertCode(code(hashSecret('code-b')));
      });
      const other = await fixture.open(clock);
      const now = () => clock.now();
      const results = await Promise.all([store, other, store, other].map((s) => s.transaction((tx) => tx.oauth.redeemCode(hashSecret('code-a'), now))));
      expect(results.map((r) => r.outcome).sort()).toEqual(['redeemed', 'reused', 'reused', 'reused']);
      clock.advance(601);
      expect(await store.transaction((tx) => tx.oauth.redeemCode(hashSecret('code-b'), now))).toEqual({ outcome: 'unknown' });
      expect(await store.transaction((tx) => tx.oauth.redeemCode(hashSecret('code-c'), now))).toEqual({ outcome: 'unknown' });
      expect(await store.transaction((tx) => tx.oauth.getClient('client_1'))).toMatchObject({ secret_hash: null });
    });

    it('OAuth: a refresh token rotates once even under concurrent presenters; the rest read as replayed', async () => {
      const hash = hashSecret('refresh-1');
      await store.transaction((tx) =>
        tx.oauth.insertToken({
          token_hash: hash,
          kind: 'refresh',
          grant_id: 'g1',
          client_id: 'client_1',
          key_id: 'k',
          mode: 'test',
          scope: 'read_only',
          expires_at: T0 + 60,
        }),
      );
      const other = await fixture.open(clock);
      const now = () => clock.now();
      const results = await Promise.all([store, other, store].map((s) => s.transaction((tx) => tx.oauth.rotateRefreshToken(hash, now))));
      expect(results.map((r) => r.outcome).sort()).toEqual(['replayed', 'replayed', 'rotated']);
      expect(await store.transaction((tx) => tx.oauth.revokeGrant('g1'))).toBe(1);
      expect(await store.transaction((tx) => tx.oauth.revokeGrant('g1'))).toBe(0);
    });

    it('webhook deliveries: an event fans out to the subscribed active endpoints, and a claimed delivery is leased to one claimer until the lease runs out', async () => {
      const endpoint = (id: string, events: string[], active = 1) =>
        endpointRow({ id, mode: 'test', url: 'http://127.0.0.1:9/hook', source: 'api', created_at: T0, events: JSON.stringify(events), active });
      await store.transaction(async (tx) => {
        await tx.webhookEndpoints.insert(endpoint('wh_AAAAAAAAAAAAAA', ['payment.captured']));
        await tx.webhookEndpoints.insert(endpoint('wh_BBBBBBBBBBBBBB', ['refund.processed']));
        await tx.webhookEndpoints.insert(endpoint('wh_CCCCCCCCCCCCCC', ['*'], 0));
      });
      const event = await store.transaction((tx) => publishEvent(tx, 'test', 'payment.captured', { a: 1 }));
      const [first] = await store.transaction((tx) => tx.webhookDeliveries.claimDue(10, 30_000));
      expect(first).toMatchObject({ event_id: event.id, endpoint_id: 'wh_AAAAAAAAAAAAAA' });
      expect(await store.transaction((tx) => tx.webhookDeliveries.claimDue(10, 30_000))).toEqual([]);
      clock.advance(31);
      const [again] = await store.transaction((tx) => tx.webhookDeliveries.claimDue(10, 30_000));
      expect(again?.id).toBe(first?.id);
      // the stale claimer can no longer record an outcome
      expect(await store.transaction((tx) => tx.webhookDeliveries.markDelivered(first!.id, first!.claim_token))).toBe(false);
      expect(await store.transaction((tx) => tx.webhookDeliveries.markDelivered(again!.id, again!.claim_token))).toBe(true);
      // an inactive endpoint subscribed to everything got none; its deliveries would wait
      expect((await store.transaction((tx) => tx.webhookDeliveries.forEvents([event.id]))).map((d) => d.endpoint_id)).toEqual(['wh_AAAAAAAAAAAAAA']);
    });

    it("webhook endpoints: a transaction reads a mode's active endpoints once, and again after a write through it", async () => {
      const endpoint = (id: string) => endpointRow({ id, mode: 'test', url: 'http://127.0.0.1:9/hook', source: 'api', created_at: T0 });
      await store.transaction((tx) => tx.webhookEndpoints.insert(endpoint('wh_AAAAAAAAAAAAAA')));
      await store.transaction(async (tx) => {
        const reads = vi.spyOn(tx.sql, 'all');
        const ids = async () => (await tx.webhookEndpoints.active('test')).map((e) => e.id).sort();
        expect(await ids()).toEqual(['wh_AAAAAAAAAAAAAA']);
        expect(await ids()).toEqual(['wh_AAAAAAAAAAAAAA']);
        expect(await tx.webhookEndpoints.active('live')).toEqual([]);
        expect(reads).toHaveBeenCalledTimes(2); // test mode once, live mode once
        await tx.webhookEndpoints.insert(endpoint('wh_BBBBBBBBBBBBBB'));
        expect(await ids()).toEqual(['wh_AAAAAAAAAAAAAA', 'wh_BBBBBBBBBBBBBB']);
        await tx.webhookEndpoints.update('wh_AAAAAAAAAAAAAA', { active: 0 });
        expect(await ids()).toEqual(['wh_BBBBBBBBBBBBBB']);
        expect(reads).toHaveBeenCalledTimes(4);
      });
      // a new transaction reads what the last one committed
      expect((await store.transaction((tx) => tx.webhookEndpoints.active('test'))).map((e) => e.id)).toEqual(['wh_BBBBBBBBBBBBBB']);
    });

    it('api keys: upsert replaces the hash, count and delete', async () => {
      await store.transaction(async (tx) => {
        await tx.apiKeys.upsert('paisa_test_AAAAAAAAAAAAAA', 'test', 'h1', 's1');
        await tx.apiKeys.upsert('paisa_test_AAAAAAAAAAAAAA', 'test', 'h2', 's2');
        expect(await tx.apiKeys.count()).toBe(1);
        expect(await tx.apiKeys.get('paisa_test_AAAAAAAAAAAAAA')).toMatchObject({ secret_hash: 'h2', created_at: T0 });
        expect(await tx.apiKeys.delete('paisa_test_AAAAAAAAAAAAAA')).toBe(true);
        expect(await tx.apiKeys.count()).toBe(0);
      });
    });
  });
}
