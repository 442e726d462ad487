/**
 * Customers as records, shared by POST /customers and POST /invoices.
 *
 * "Same details" (POST /customers rule 3, POST /invoices rule 2) means the same `email` and
 * the same `contact`, compared exactly, a missing one matching only a missing one. The name
 * is not part of it: a customer who writes their name differently is still the same
 * customer. A customer with neither email nor contact has no details to match and never
 * counts as existing.
 */

import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Customer } from '../../../generated/types/index.js';
import type { Clock } from '../../clock.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { lockUniqueValue, writersExcluded } from '../unique-lock.js';

export interface CustomerDetails {
  email: string | null;
  contact: string | null;
}

export type NewCustomer = Pick<Customer, 'name'> & Partial<Pick<Customer, 'email' | 'contact' | 'gstin' | 'notes'>>;

export const customers = (tx: Tx) => tx.entities('customers');

/** true when the details identify a customer (at least one of email and contact). */
export function hasDetails(details: CustomerDetails): boolean {
  return details.email !== null || details.contact !== null;
}

/**
 * The merchant's customer with these details, or undefined. Takes the uniqueness lock first,
 * so a caller that then creates the customer cannot race another one doing the same.
 */
export async function findByDetails(tx: Tx, mode: Mode, details: CustomerDetails, exceptId?: string): Promise<Customer | undefined> {
  if (!hasDetails(details)) return undefined;
  await lockUniqueValue(tx, mode, 'customer', JSON.stringify([details.email, details.contact]));
  return lookUp(tx, mode, details, exceptId);
}

async function lookUp(tx: Tx, mode: Mode, details: CustomerDetails, exceptId?: string): Promise<Customer | undefined> {
  const found = await customers(tx).list(mode, { where: { email: details.email, contact: details.contact }, count: 2 });
  return found.find((c) => c.id !== exceptId);
}

export async function insertCustomer(tx: Tx, mode: Mode, clock: Clock, input: NewCustomer): Promise<Customer> {
  const customer: Customer = {
    id: newId(idPrefixes.Customer),
    entity: 'customer',
    name: input.name,
    contact: input.contact ?? null,
    email: input.email ?? null,
    gstin: input.gstin ?? null,
    notes: input.notes ?? {},
    created_at: clock.now(),
  };
  await customers(tx).insert(mode, customer);
  return customer;
}

/** The customer with this id, or 400 `The id provided does not exist` naming `field`. */
export async function requireCustomer(tx: Tx, mode: Mode, id: string, field: string | null): Promise<Customer> {
  const customer = await customers(tx).get(mode, id);
  if (!customer) throw refuse('id_not_found', {}, { field: field });
  return customer;
}

/**
 * POST /invoices rule 2: "When customer details match an existing customer, no new customer is
 * created; the existing one is returned." Otherwise the customer is created.
 */
export async function findOrCreateCustomer(tx: Tx, mode: Mode, clock: Clock, input: NewCustomer): Promise<Customer> {
  const details = { email: input.email ?? null, contact: input.contact ?? null };
  // A customer that exists is used without the uniqueness lock: only creating one must not race
  // another creation. Taking the lock for every lookup made invoices for one customer wait for
  // each other's commits on PostgreSQL.
  if (hasDetails(details)) {
    const existing = await lookUp(tx, mode, details);
    if (existing) return existing;
    // SQLite: no other writer has run since that look, so it is the look after the lock
    if (writersExcluded(tx)) return insertCustomer(tx, mode, clock, input);
  }
  return (await findByDetails(tx, mode, details)) ?? insertCustomer(tx, mode, clock, input);
}
