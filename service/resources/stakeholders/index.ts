/**
 * Stakeholders (spec tag `stakeholders`: createStakeholder, listStakeholders, fetchStakeholder,
 * updateStakeholder), the one stakeholder of a linked account, also served under `/v2`. "At most
 * one per account" is the database's unique index on `account_id` (spec x-resource `unique`), so
 * of two racing creates exactly one is stored and the other gets rule 1's error.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { LinkedAccount, Stakeholder } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { UniqueViolationError } from '../../store/store.js';
import { collection } from '../collection.js';
import { requireLinkedAccount } from '../linked_accounts/records.js';
import { mergeNested } from '../nested-update.js';
import { defineResource } from '../resource.js';

const stakeholders = (tx: Tx) => tx.entities('stakeholders');

/** createStakeholder rule 4, updateStakeholder rule 3. */
function checkEditable(account: LinkedAccount): void {
  if (account.status === 'suspended') throw refuse('linked_account_locked');
}

/** The stakeholder, when it is the one of that account (fetchStakeholder / updateStakeholder rule 1). */
async function stakeholderOf(tx: Tx, mode: Mode, accountId: string, id: string, forUpdate: boolean) {
  const found = forUpdate ? await stakeholders(tx).getForUpdate(mode, id) : await stakeholders(tx).getVersioned(mode, id);
  if (!found || (await stakeholders(tx).lookup(mode, id, 'account_id')) !== accountId) throw refuse('stakeholder_not_found');
  return found;
}

export const resource = defineResource('stakeholders', (ctx: ServiceContext) => ({
  async createStakeholder({ params, body, auth }) {
    const mode = auth.mode;
    return ctx.store.transaction(async (tx) => {
      checkEditable(await requireLinkedAccount(tx, mode, params.account_id));
      const stakeholder: Stakeholder = {
        id: newId(idPrefixes.Stakeholder),
        entity: 'stakeholder',
        name: body.name ?? null,
        email: body.email,
        percentage_ownership: body.percentage_ownership ?? null,
        relationship: body.relationship ?? null,
        phone: body.phone ?? null,
        addresses: body.addresses ?? null,
        kyc: body.kyc ?? null,
        notes: body.notes ?? {},
        created_at: ctx.clocks.of(mode).now(),
      };
      try {
        await stakeholders(tx).insert(mode, stakeholder, { account_id: params.account_id });
      } catch (error) {
        if (error instanceof UniqueViolationError) throw refuse('stakeholder_limit_reached'); // rule 1
        throw error;
      }
      return stakeholder;
    });
  },

  async listStakeholders({ params, auth }) {
    const items = await ctx.store.transaction(
      async (tx) => {
        await requireLinkedAccount(tx, auth.mode, params.account_id);
        return stakeholders(tx).list(auth.mode, { where: { account_id: params.account_id }, count: 100 });
      },
      { readOnly: true },
    );
    return collection(items);
  },

  async fetchStakeholder({ params, auth }) {
    return ctx.store.transaction(
      async (tx) => {
        await requireLinkedAccount(tx, auth.mode, params.account_id);
        return (await stakeholderOf(tx, auth.mode, params.account_id, params.stakeholder_id, false)).entity;
      },
      { readOnly: true },
    );
  },

  async updateStakeholder({ params, body, auth }) {
    return ctx.store.transaction(async (tx) => {
      checkEditable(await requireLinkedAccount(tx, auth.mode, params.account_id));
      const locked = await stakeholderOf(tx, auth.mode, params.account_id, params.stakeholder_id, true);
      const next: Stakeholder = mergeNested(locked.entity, body);
      if (!(await stakeholders(tx).update(auth.mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'stakeholder' });
      return next;
    });
  },
}));
