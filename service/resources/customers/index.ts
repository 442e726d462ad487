/**
 * Customers (spec tag `customers`): create, fetch, list, edit. The name, contact and email
 * limits are the spec's JSON Schema (enforced before a handler runs); what is here is the
 * "same details" rule (customer-records.ts).
 */

import { refuse } from '../../../generated/server/index.js';
import type { Customer } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { collectionText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { customers, findByDetails, insertCustomer, requireCustomer } from './records.js';

export const resource = defineResource('customers', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createCustomer({ body, auth }) {
      const { fail_existing, ...fields } = body;
      return store.transaction(async (tx) => {
        const existing = await findByDetails(tx, auth.mode, { email: fields.email ?? null, contact: fields.contact ?? null });
        if (existing) {
          // POST /customers rule 3: `1` (default) refuses, `0` returns the existing customer
          if (fail_existing === '0') return existing;
          throw refuse('customer_exists');
        }
        return insertCustomer(tx, auth.mode, ctx.clocks.of(auth.mode), fields);
      });
    },

    async fetchCustomer({ params, auth }) {
      return store.transaction((tx) => requireCustomer(tx, auth.mode, params.customer_id, 'customer_id'), { readOnly: true });
    },

    async listCustomers({ query, auth }) {
      const items = await store.transaction((tx) => customers(tx).listData(auth.mode, page(query)), { readOnly: true });
      return collectionText<Customer>(items);
    },

    async editCustomer({ params, body, auth }) {
      return store.transaction(async (tx) => {
        const current = await customers(tx).getForUpdate(auth.mode, params.customer_id);
        if (!current) throw refuse('id_not_found', {}, { field: 'customer_id' });
        // PUT /customers/{id}: the fields sent change, the others stay
        const next: Customer = { ...current.entity, ...body };
        // ... and the email and contact pair stays unique among the merchant's customers
        const clash = await findByDetails(tx, auth.mode, { email: next.email, contact: next.contact }, next.id);
        if (clash) throw refuse('customer_exists');
        if (!(await customers(tx).update(auth.mode, next, { expectVersion: current.version }))) throw refuse('concurrent_update', { entity: 'customer' });
        return next;
      });
    },
  };
});
