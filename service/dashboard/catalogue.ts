/**
 * What the dashboard shows of each kind of object, and what it can do to one: the list's columns
 * and filters, and the actions of its detail page. Kinds, id prefixes, lookups and statuses are
 * the spec's (generated/server/registry.ts, machines.ts); each action names the API operation it
 * calls (api.ts), with the body the operation takes, so the API decides what is allowed.
 */
import { type EntityKind, type LookupField, machineDefinitions, resources } from '../../generated/server/index.js';
import type { SafeHtml } from '../checkout/html.js';
import type { Mode } from '../store/store.js';
import { money, status, text, time } from './format.js';
import { FILE_FIELD } from './upload.js';

export type Entity = Record<string, unknown> & { id: string; created_at: number };

export interface Column {
  label: string;
  value(entity: Entity): string | SafeHtml;
  num?: boolean;
}

export interface Field {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'select' | 'textarea' | 'file';
  /** a file field: the types its picker offers (the API decides from the content) */
  accept?: string;
  options?: readonly string[];
  required?: boolean;
  hint?: string;
}

export interface Action {
  name: string;
  label: string;
  /** the API call it makes */
  method: 'POST' | 'PATCH' | 'DELETE';
  path(entity: Entity, form: URLSearchParams): string;
  fields?: readonly Field[];
  body?(form: URLSearchParams, entity: Entity): unknown;
  /** shown only while this holds (the API still decides) */
  when?(entity: Entity): boolean;
  testOnly?: boolean;
  /**
   * The form's file (upload.ts FILE_FIELD), when one is chosen, is first uploaded as a document
   * for `purpose` (spec createDocument) and its `doc_` id added to the comma-separated field
   * `into`, which body() then reads: two requests to the API, the upload and the action.
   */
  upload?: { purpose: 'dispute_evidence'; into: string };
  confirm?: string;
  danger?: boolean;
}

/** A form on a list's page that makes a new object of its kind through the API's create operation. */
export interface Create {
  label: string;
  /** the create operation's path (POST) */
  path: string;
  fields: readonly Field[];
  body(form: URLSearchParams): unknown;
}

export interface KindView {
  kind: EntityKind;
  title: string;
  singular: string;
  columns: readonly Column[];
  /** the lookups the API's list takes as filters (spec list operation parameters) */
  lookups?: readonly LookupField[];
  actions?: readonly Action[];
  create?: Create;
}

const statuses = (kind: EntityKind): readonly string[] => {
  const machine = (machineDefinitions as Record<string, { states: readonly string[] }>)[resources[kind].schema];
  return machine?.states ?? [];
};

/** The spec's statuses of a kind (its x-state-machine), for the status filter. */
export const statusesOf = statuses;

const id: Column = { label: 'Id', value: (e) => e.id };
const created: Column = { label: 'Created', value: (e) => time(e.created_at) };
const amount: Column = { label: 'Amount', value: (e) => money(e.amount, e.currency), num: true };
const state: Column = { label: 'Status', value: (e) => status(e.status) };
const field = (label: string, name: string): Column => ({ label, value: (e) => text(e[name]) });

/** An optional amount from a form, in sub-units: absent when empty. */
export function amountOf(form: URLSearchParams, name = 'amount'): number | undefined {
  const value = form.get(name)?.trim();
  return value ? Number(value) : undefined;
}

const present = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== ''));
const amountField: Field = { name: 'amount', label: 'Amount (in paise)', kind: 'number', hint: 'empty: the whole amount' };
const medium: Field = { name: 'medium', label: 'Send by', kind: 'select', options: ['email', 'sms'] };

export const KINDS: readonly KindView[] = [
  {
    kind: 'payments',
    title: 'Payments',
    singular: 'Payment',
    columns: [id, amount, state, field('Method', 'method'), field('Order', 'order_id'), created],
    actions: [
      {
        name: 'capture',
        label: 'Capture',
        method: 'POST',
        path: (e) => `/v1/payments/${e.id}/capture`,
        body: (_, e) => ({ amount: e.amount, currency: e.currency }),
        when: (e) => e.status === 'authorized',
      },
      {
        name: 'refund',
        label: 'Refund',
        method: 'POST',
        path: (e) => `/v1/payments/${e.id}/refund`,
        fields: [amountField, { name: 'speed', label: 'Speed', kind: 'select', options: ['normal', 'optimum'] }],
        body: (f) => present({ amount: amountOf(f), speed: f.get('speed') ?? undefined }),
        when: (e) => e.status === 'captured' || e.status === 'refunded',
        confirm: 'Refund this payment?',
        danger: true,
      },
      {
        name: 'dispute',
        label: 'Raise a test dispute',
        method: 'POST',
        path: (e) => `/v1/test_helpers/payments/${e.id}/disputes`,
        body: () => ({}),
        when: (e) => e.status === 'captured',
        testOnly: true,
      },
    ],
  },
  {
    kind: 'orders',
    title: 'Orders',
    singular: 'Order',
    columns: [id, amount, state, field('Receipt', 'receipt'), field('Attempts', 'attempts'), created],
    lookups: ['receipt'],
  },
  {
    kind: 'refunds',
    title: 'Refunds',
    singular: 'Refund',
    columns: [id, amount, state, field('Payment', 'payment_id'), field('Speed', 'speed_processed'), created],
    lookups: ['payment_id'],
  },
  {
    kind: 'invoices',
    title: 'Invoices',
    singular: 'Invoice',
    columns: [id, amount, state, field('Customer', 'customer_id'), field('Receipt', 'receipt'), field('Description', 'description'), created],
    lookups: ['receipt', 'customer_id', 'subscription_id'],
    // spec createInvoice: an amount with its description, or one line; the customer's details when given (the API checks each rule)
    create: {
      label: 'Create invoice',
      path: '/v1/invoices',
      fields: [
        { name: 'type', label: 'Type', kind: 'select', options: ['link', 'ecod'] },
        { name: 'description', label: 'Description', required: true },
        { name: 'amount', label: 'Amount (in paise)', kind: 'number', required: true },
        { name: 'currency', label: 'Currency', kind: 'select', options: ['INR'] },
        { name: 'customer_name', label: 'Customer name' },
        { name: 'customer_contact', label: 'Customer phone', hint: '+919876543210' },
        { name: 'customer_email', label: 'Customer e-mail' },
        { name: 'draft', label: 'Issue', kind: 'select', options: ['now', 'later (a draft)'] },
      ],
      body: (f) => {
        const customer = present({ name: f.get('customer_name')?.trim(), contact: f.get('customer_contact')?.trim(), email: f.get('customer_email')?.trim() });
        return present({
          type: f.get('type') ?? undefined,
          description: f.get('description') ?? undefined,
          amount: amountOf(f),
          currency: f.get('currency') ?? undefined,
          customer: Object.keys(customer).length ? customer : undefined,
          draft: f.get('draft')?.startsWith('later') ? '1' : undefined,
        });
      },
    },
    actions: [
      { name: 'issue', label: 'Issue', method: 'POST', path: (e) => `/v1/invoices/${e.id}/issue`, when: (e) => e.status === 'draft' },
      {
        name: 'notify',
        label: 'Send',
        method: 'POST',
        path: (e, f) => `/v1/invoices/${e.id}/notify_by/${f.get('medium') === 'sms' ? 'sms' : 'email'}`,
        fields: [medium],
        when: (e) => e.status === 'issued' || e.status === 'partially_paid',
      },
      {
        name: 'cancel',
        label: 'Cancel',
        method: 'POST',
        path: (e) => `/v1/invoices/${e.id}/cancel`,
        when: (e) => e.status === 'issued',
        confirm: 'Cancel this invoice?',
        danger: true,
      },
    ],
  },
  {
    kind: 'payment_links',
    title: 'Payment links',
    singular: 'Payment link',
    columns: [id, amount, state, field('Reference', 'reference_id'), field('Description', 'description'), created],
    lookups: ['reference_id', 'customer_id'],
    actions: [
      {
        name: 'notify',
        label: 'Send',
        method: 'POST',
        path: (e, f) => `/v1/payment_links/${e.id}/notify_by/${f.get('medium') === 'sms' ? 'sms' : 'email'}`,
        fields: [medium],
        when: (e) => e.status === 'created' || e.status === 'partially_paid',
      },
      {
        name: 'cancel',
        label: 'Cancel',
        method: 'POST',
        path: (e) => `/v1/payment_links/${e.id}/cancel`,
        when: (e) => e.status === 'created',
        confirm: 'Cancel this link?',
        danger: true,
      },
    ],
  },
  {
    kind: 'qr_codes',
    title: 'QR codes',
    singular: 'QR code',
    columns: [
      id,
      state,
      field('Usage', 'usage'),
      field('Name', 'name'),
      { label: 'Received', value: (e) => money(e.payments_amount_received, 'INR'), num: true },
      created,
    ],
    lookups: ['customer_id'],
    actions: [
      {
        name: 'pay',
        label: 'Pay as a scanning customer',
        method: 'POST',
        path: (e) => `/v1/test_helpers/qr_codes/${e.id}/payments`,
        fields: [{ name: 'amount', label: 'Amount (in paise)', kind: 'number', hint: 'empty on a fixed amount' }],
        body: (f) => present({ amount: amountOf(f) }),
        when: (e) => e.status === 'active',
        testOnly: true,
      },
      {
        name: 'close',
        label: 'Close',
        method: 'POST',
        path: (e) => `/v1/payments/qr_codes/${e.id}/close`,
        when: (e) => e.status === 'active',
        confirm: 'Close this QR code?',
        danger: true,
      },
    ],
  },
  {
    kind: 'customers',
    title: 'Customers',
    singular: 'Customer',
    columns: [id, field('Name', 'name'), field('Email', 'email'), field('Contact', 'contact'), created],
    lookups: ['email', 'contact'],
  },
  { kind: 'items', title: 'Items', singular: 'Item', columns: [id, field('Name', 'name'), amount, field('Active', 'active'), created] },
  {
    kind: 'plans',
    title: 'Plans',
    singular: 'Plan',
    columns: [
      id,
      { label: 'Item', value: (e) => text((e.item as Record<string, unknown> | undefined)?.name) },
      field('Period', 'period'),
      field('Interval', 'interval'),
      created,
    ],
  },
  {
    kind: 'subscriptions',
    title: 'Subscriptions',
    singular: 'Subscription',
    columns: [id, state, field('Plan', 'plan_id'), field('Paid cycles', 'paid_count'), field('Total', 'total_count'), created],
    lookups: ['plan_id', 'customer_id'],
    actions: [
      {
        name: 'charge',
        label: 'Charge now',
        method: 'POST',
        path: (e) => `/v1/test_helpers/subscriptions/${e.id}/charge`,
        fields: [{ name: 'outcome', label: 'Outcome', kind: 'select', options: ['success', 'failure'] }],
        body: (f) => ({ outcome: f.get('outcome') ?? 'success' }),
        when: (e) => ['authenticated', 'active', 'pending', 'halted'].includes(String(e.status)),
        testOnly: true,
      },
      {
        name: 'pause',
        label: 'Pause',
        method: 'POST',
        path: (e) => `/v1/subscriptions/${e.id}/pause`,
        body: () => ({ pause_at: 'now' }),
        when: (e) => e.status === 'active',
      },
      {
        name: 'resume',
        label: 'Resume',
        method: 'POST',
        path: (e) => `/v1/subscriptions/${e.id}/resume`,
        body: () => ({ resume_at: 'now' }),
        when: (e) => e.status === 'paused',
      },
      {
        name: 'cancel',
        label: 'Cancel',
        method: 'POST',
        path: (e) => `/v1/subscriptions/${e.id}/cancel`,
        fields: [{ name: 'cancel_at_cycle_end', label: 'When', kind: 'select', options: ['now', 'at cycle end'] }],
        body: (f) => ({ cancel_at_cycle_end: f.get('cancel_at_cycle_end') === 'at cycle end' }),
        when: (e) => !['cancelled', 'completed', 'expired'].includes(String(e.status)),
        confirm: 'Cancel this subscription?',
        danger: true,
      },
    ],
  },
  {
    kind: 'settlements',
    title: 'Settlements',
    singular: 'Settlement',
    columns: [id, amount, state, field('UTR', 'utr'), created],
    actions: [
      {
        name: 'process',
        label: 'Answer as the bank',
        method: 'POST',
        path: (e) => `/v1/test_helpers/settlements/${e.id}/process`,
        fields: [{ name: 'outcome', label: 'Outcome', kind: 'select', options: ['processed', 'failed'] }],
        body: (f) => ({ outcome: f.get('outcome') ?? 'processed' }),
        when: (e) => e.status === 'created',
        testOnly: true,
      },
    ],
  },
  {
    kind: 'disputes',
    title: 'Disputes',
    singular: 'Dispute',
    columns: [
      id,
      amount,
      state,
      field('Payment', 'payment_id'),
      field('Reason', 'reason_code'),
      { label: 'Respond by', value: (e) => time(e.respond_by) },
      created,
    ],
    lookups: ['payment_id'],
    actions: [
      {
        name: 'accept',
        label: 'Accept',
        method: 'POST',
        path: (e) => `/v1/disputes/${e.id}/accept`,
        when: (e) => e.status === 'open',
        confirm: 'Accept this dispute? The amount goes to the customer.',
        danger: true,
      },
      {
        name: 'contest',
        label: 'Contest',
        method: 'PATCH',
        path: (e) => `/v1/disputes/${e.id}/contest`,
        upload: { purpose: 'dispute_evidence', into: 'documents' },
        fields: [
          { name: 'summary', label: 'Summary', kind: 'textarea' },
          {
            name: FILE_FIELD,
            label: 'Evidence file (PDF, JPEG or PNG, at most 10 MB)',
            kind: 'file',
            accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
          },
          { name: 'documents', label: 'Evidence document ids (doc_…, comma separated)', hint: 'uploaded before: doc_…' },
          { name: 'action', label: 'Action', kind: 'select', options: ['draft', 'submit'] },
        ],
        body: (f) => {
          const docs = (f.get('documents') ?? '')
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean);
          return present({
            summary: f.get('summary') || undefined,
            others: docs.length ? [{ type: 'receipt', document_ids: docs }] : undefined,
            action: f.get('action') ?? 'draft',
          });
        },
        when: (e) => e.status === 'open',
      },
      {
        name: 'resolve',
        label: 'Decide as the network',
        method: 'POST',
        path: (e) => `/v1/test_helpers/disputes/${e.id}/resolve`,
        fields: [{ name: 'outcome', label: 'Outcome', kind: 'select', options: ['won', 'lost', 'closed', 'action_required'] }],
        body: (f) => ({ outcome: f.get('outcome') ?? 'won' }),
        when: (e) => e.status === 'open' || e.status === 'under_review',
        testOnly: true,
      },
    ],
  },
  {
    kind: 'linked_accounts',
    title: 'Linked accounts',
    singular: 'Linked account',
    columns: [id, field('Name', 'legal_business_name'), field('Email', 'email'), state, created],
    lookups: ['email'],
  },
  {
    kind: 'transfers',
    title: 'Transfers',
    singular: 'Transfer',
    columns: [id, amount, state, field('Source', 'source'), field('Recipient', 'recipient'), created],
    lookups: ['source', 'recipient'],
    actions: [
      {
        name: 'reverse',
        label: 'Reverse',
        method: 'POST',
        path: (e) => `/v1/transfers/${e.id}/reversals`,
        fields: [amountField],
        body: (f) => present({ amount: amountOf(f) }),
        confirm: 'Reverse this transfer?',
        danger: true,
      },
      {
        name: 'process',
        label: 'Answer as the bank',
        method: 'POST',
        path: (e) => `/v1/test_helpers/transfers/${e.id}/process`,
        fields: [{ name: 'outcome', label: 'Outcome', kind: 'select', options: ['processed', 'failed'] }],
        body: (f) => ({ outcome: f.get('outcome') ?? 'processed' }),
        when: (e) => e.status === 'pending',
        testOnly: true,
      },
    ],
  },
];

export const KIND_BY_SEGMENT: ReadonlyMap<string, KindView> = new Map(KINDS.map((k) => [k.kind, k]));

/** The kind an id belongs to, by its prefix (spec x-resource idPrefix). */
export function kindOfId(id: string): KindView | undefined {
  return KINDS.find((k) => id.startsWith(resources[k.kind].idPrefix) && id.length === resources[k.kind].idPrefix.length + 14);
}

/** The actions a viewer of this mode may be offered on the entity. */
export function actionsFor(view: KindView, entity: Entity, mode: Mode): readonly Action[] {
  return (view.actions ?? []).filter((a) => (!a.testOnly || mode === 'test') && (!a.when || a.when(entity)));
}
