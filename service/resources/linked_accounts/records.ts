/**
 * Linked accounts in the store (spec LinkedAccount): the lookup every operation on an
 * `account_id` starts with (rule: an id of no linked account of the mode is 400
 * `linked_account_not_found`, reason `linked_account_id_does_not_exist`), and the entity a
 * createLinkedAccount body makes.
 */
import { type HandlerBody, refuse } from '../../../generated/server/index.js';
import type { LinkedAccount } from '../../../generated/types/index.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';

export const linkedAccounts = (tx: Tx) => tx.entities('linked_accounts');

/** The e-mail as the unique lookup compares it (createLinkedAccount rule 6: case does not matter). */
export const emailKey = (email: string): string => email.toLowerCase();

export async function requireLinkedAccount(tx: Tx, mode: Mode, id: string): Promise<LinkedAccount> {
  const found = await linkedAccounts(tx).get(mode, id);
  if (!found) throw refuse('linked_account_not_found');
  return found;
}

export async function lockLinkedAccount(tx: Tx, mode: Mode, id: string): Promise<Versioned<LinkedAccount>> {
  const found = await linkedAccounts(tx).getForUpdate(mode, id);
  if (!found) throw refuse('linked_account_not_found');
  return found;
}

/** The account a createLinkedAccount body describes, before its machine's `create`: every optional field null until sent. */
export function draftLinkedAccount(id: string, body: HandlerBody<'createLinkedAccount'>, now: number): LinkedAccount {
  const { profile } = body;
  return {
    id,
    entity: 'account',
    type: body.type,
    status: 'created',
    email: body.email,
    phone: body.phone,
    legal_business_name: body.legal_business_name,
    customer_facing_business_name: body.customer_facing_business_name ?? null,
    business_type: body.business_type,
    reference_id: body.reference_id ?? null,
    profile: {
      category: profile.category,
      subcategory: profile.subcategory,
      business_model: profile.business_model ?? null,
      description: profile.description ?? null,
      addresses: { registered: profile.addresses.registered, operation: profile.addresses.operation ?? null },
    },
    legal_info: body.legal_info ? { pan: body.legal_info.pan ?? null, gst: body.legal_info.gst ?? null } : null,
    contact_name: body.contact_name,
    contact_info: body.contact_info ?? null,
    brand: body.brand ? { color: body.brand.color ?? null } : null,
    apps: body.apps ?? null,
    notes: body.notes ?? {},
    created_at: now,
    suspended_at: null,
  };
}
