/**
 * API keys (spec tag `api_keys`): list, fetch, create (the secret shown once), roll, revoke. A
 * key's secret is stored as a hash (what authentication compares, security/secret-hash.ts) and a
 * sealed copy (what the checkout signs callbacks with, keys.ts keySecret). Which keys of a mode
 * work, and the limit on them, are decided under one lock per mode, so two revocations of a
 * mode's last two keys cannot both pass the "last working key" rule (unique-lock.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { ApiKey } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { keyWorks } from '../../key-cache.js';
import { generateKeyPair } from '../../keys.js';
import { hashSecret } from '../../security/secret-hash.js';
import type { ApiKeyRow } from '../../store/api-keys.js';
import type { Mode, Tx } from '../../store/store.js';
import { collection } from '../collection.js';
import { defineResource } from '../resource.js';
import { lockUniqueValue } from '../unique-lock.js';

/** spec createApiKey rule 2 */
export const MAX_WORKING_KEYS_PER_MODE = 100;

/** spec ApiKey.status, from when the key stops (on the infrastructure clock). */
function statusOf(row: ApiKeyRow, now: number): ApiKey['status'] {
  if (row.expires_at === null) return 'active';
  return keyWorks(row, now) ? 'expiring' : 'revoked';
}

export function toApiKey(row: ApiKeyRow, now: number, secret?: string): ApiKey {
  return {
    id: row.key_id,
    entity: 'api_key',
    mode: row.mode,
    name: row.name,
    source: row.source,
    status: statusOf(row, now),
    ...(secret === undefined ? {} : { secret }),
    created_at: row.created_at,
    expires_at: row.expires_at,
    replaced_by: row.replaced_by,
  };
}

/** The key of the caller's mode, locked with the mode's working keys; refused as the rules say when it is not there or not the API's to change. */
async function lockedKey(tx: Tx, mode: Mode, keyId: string): Promise<ApiKeyRow> {
  await lockUniqueValue(tx, mode, 'api_keys', 'working');
  const row = await tx.apiKeys.getForUpdate(mode, keyId);
  // spec rollApiKey rule 5, revokeApiKey rule 5
  if (!row) throw refuse('id_not_found', {}, { field: 'key_id' });
  // spec rollApiKey rule 2, revokeApiKey rule 3
  if (row.source === 'environment') throw refuse('api_key_managed_by_environment');
  return row;
}

export const resource = defineResource('api_keys', (ctx: ServiceContext) => {
  const { store } = ctx;
  const now = () => ctx.clock.now();

  /** A new key of `mode` in this transaction, under the mode's lock: its row (read back for created_at) and its secret. */
  async function insertKey(tx: Tx, mode: Mode, name: string | null, stopping: number): Promise<{ row: ApiKeyRow; secret: string }> {
    // spec createApiKey rule 2, rollApiKey rule 3: `stopping` keys stop in this transaction
    if ((await tx.apiKeys.countWorking(mode, now())) - stopping >= MAX_WORKING_KEYS_PER_MODE)
      throw refuse('api_key_limit_reached', { limit: MAX_WORKING_KEYS_PER_MODE });
    const pair = generateKeyPair(mode);
    await tx.apiKeys.insert({
      key_id: pair.keyId,
      mode,
      secret_hash: hashSecret(pair.secret),
      secret_sealed: ctx.keys.box.seal(pair.secret, pair.keyId),
      name,
      source: 'api',
    });
    const row = await tx.apiKeys.get(pair.keyId);
    if (!row) throw new Error(`key ${pair.keyId} not found after its insert`);
    return { row, secret: pair.secret };
  }

  return {
    async listApiKeys({ query, auth }) {
      const rows = await store.transaction((tx) => tx.apiKeys.page(auth.mode, query.count ?? 10, query.skip ?? 0), { readOnly: true });
      const at = now();
      return collection(rows.map((row) => toApiKey(row, at)));
    },

    async fetchApiKey({ params, auth }) {
      const row = await store.transaction((tx) => tx.apiKeys.get(params.key_id), { readOnly: true });
      // spec fetchApiKey rule 1: a key of the other mode is not visible
      if (!row || row.mode !== auth.mode) throw refuse('id_not_found', {}, { field: 'key_id' });
      return toApiKey(row, now());
    },

    async createApiKey({ body, auth }) {
      const made = await store.transaction(async (tx) => {
        await lockUniqueValue(tx, auth.mode, 'api_keys', 'working');
        // rule 1: the calling key's mode
        return insertKey(tx, auth.mode, body?.name ?? null, 0);
      });
      // spec ApiKey x-state-machine: create
      return (await ctx.machines.ApiKey.create(toApiKey(made.row, now(), made.secret), 'create')).entity;
    },

    async rollApiKey({ params, body, auth }) {
      const overlap = body?.expires_in ?? 0;
      const made = await store.transaction(async (tx) => {
        const old = await lockedKey(tx, auth.mode, params.key_id);
        // rule 1: only an active key; a rolled or revoked one has its expires_at
        if (old.expires_at !== null || old.replaced_by !== null) throw refuse('api_key_not_usable', { done: 'rolled or revoked' });
        // spec ApiKey x-state-machine: roll (it works on until expires_at) or replace (it stops at once)
        await ctx.machines.ApiKey.fire(toApiKey(old, now()), overlap === 0 ? 'replace' : 'roll');
        const fresh = await insertKey(tx, auth.mode, old.name, overlap === 0 ? 1 : 0);
        if (!(await tx.apiKeys.roll(old.key_id, fresh.row.key_id, now() + overlap))) throw refuse('api_key_not_usable', { done: 'rolled or revoked' });
        // rule 4: a key stopped at once ends its dashboard sessions now (its OAuth tokens stop with it: store/oauth.ts getActiveToken)
        if (overlap === 0) await tx.dashboardSessions.deleteForKey(auth.mode, old.key_id);
        return fresh;
      });
      // spec ApiKey x-state-machine: the new key's create
      return (await ctx.machines.ApiKey.create(toApiKey(made.row, now(), made.secret), 'create')).entity;
    },

    async revokeApiKey({ params, auth }) {
      return store.transaction(async (tx) => {
        const row = await lockedKey(tx, auth.mode, params.key_id);
        const at = now();
        // rule 1
        if (!keyWorks(row, at)) throw refuse('api_key_not_usable', { done: 'revoked' });
        // rule 2: counted under the mode's lock, so of two concurrent revocations the second sees the first
        if ((await tx.apiKeys.countWorking(auth.mode, at)) <= 1) throw refuse('api_key_last_usable', { mode: auth.mode });
        const { entity } = await ctx.machines.ApiKey.fire(toApiKey(row, at), 'revoke');
        if (!(await tx.apiKeys.revoke(row.key_id, at))) throw refuse('api_key_not_usable', { done: 'revoked' });
        await tx.dashboardSessions.deleteForKey(auth.mode, row.key_id);
        return { ...entity, expires_at: at };
      });
    },
  };
});
