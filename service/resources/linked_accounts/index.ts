/**
 * Linked accounts (spec tag `linked_accounts`: createLinkedAccount, fetchLinkedAccount,
 * listLinkedAccounts, updateLinkedAccount, deleteLinkedAccount), also served under `/v2` where
 * the reference and its SDK call them. The e-mail is unique per mode by the database's unique
 * index on its lower-cased form (spec x-resource `unique: email`), so two racing creates cannot
 * both succeed.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { LinkedAccount } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { UniqueViolationError } from '../../store/store.js';
import { collectionText, page } from '../collection.js';
import { mergeNested } from '../nested-update.js';
import { defineResource } from '../resource.js';
import { draftLinkedAccount, emailKey, linkedAccounts, lockLinkedAccount, requireLinkedAccount } from './records.js';

export const resource = defineResource('linked_accounts', (ctx: ServiceContext) => ({
  async createLinkedAccount({ body, auth }) {
    const mode = auth.mode;
    const draft = draftLinkedAccount(newId(idPrefixes.LinkedAccount), body, ctx.clocks.of(mode).now());
    return ctx.store.transaction(async (tx) => {
      const { entity } = await ctx.machines.LinkedAccount.create(draft, 'create', eventContext(tx, mode));
      try {
        await linkedAccounts(tx).insert(mode, entity, { email: emailKey(entity.email) });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
        // rule 1: the account that has the e-mail, named in the error
        const [owner] = await linkedAccounts(tx).list(mode, { where: { email: emailKey(entity.email) }, count: 1 });
        throw refuse('linked_account_email_taken', { id: owner?.id ?? '' });
      }
      return entity;
    });
  },

  async fetchLinkedAccount({ params, auth }) {
    return ctx.store.transaction((tx) => requireLinkedAccount(tx, auth.mode, params.account_id), { readOnly: true });
  },

  async listLinkedAccounts({ query, auth }) {
    const items = await ctx.store.transaction((tx) => linkedAccounts(tx).listData(auth.mode, page(query)), { readOnly: true });
    return collectionText<LinkedAccount>(items);
  },

  async updateLinkedAccount({ params, body, auth }) {
    return ctx.store.transaction(async (tx) => {
      const locked = await lockLinkedAccount(tx, auth.mode, params.account_id);
      if (locked.entity.status === 'suspended') throw refuse('linked_account_locked'); // rule 2
      const next: LinkedAccount = mergeNested(locked.entity, body);
      if (!(await linkedAccounts(tx).update(auth.mode, next, { expectVersion: locked.version, lookups: { email: emailKey(next.email) } })))
        throw refuse('concurrent_update', { entity: 'linked account' });
      return next;
    });
  },

  async deleteLinkedAccount({ params, auth }) {
    return ctx.store.transaction(async (tx) => {
      const locked = await lockLinkedAccount(tx, auth.mode, params.account_id);
      if (!ctx.machines.LinkedAccount.can(locked.entity, 'suspend')) throw refuse('linked_account_already_suspended'); // rule 1
      const now = ctx.clocks.of(auth.mode).now();
      const { entity } = await ctx.machines.LinkedAccount.fire({ ...locked.entity, suspended_at: now }, 'suspend', eventContext(tx, auth.mode));
      if (!(await linkedAccounts(tx).update(auth.mode, entity, { expectVersion: locked.version, lookups: { email: emailKey(entity.email) } })))
        throw refuse('concurrent_update', { entity: 'linked account' });
      return entity;
    });
  },
}));
