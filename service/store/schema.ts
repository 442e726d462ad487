/**
 * The database schema as Kysely sees it: one table per resource kind (the entity itself is
 * stored whole as JSON text in `data`, so its shape stays defined only by the spec), plus the
 * gateway's own bookkeeping tables. Column types here are the TypeScript side of
 * `migrations.ts`; keep the two in step.
 */

/** test and live data live side by side and never see each other (interface doc, Authentication 3). */
export type Mode = 'test' | 'live';

/** Resource kinds that get a table. Table name = kind. */
export const ENTITY_KINDS = [
  'orders',
  'payments',
  'refunds',
  'invoices',
  'customers',
  'items',
  'settlements',
  'disputes',
  'documents',
  'payment_links',
  'qr_codes',
  'plans',
  'subscriptions',
  'linked_accounts',
  'stakeholders',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Columns copied out of `data` so the database can filter, join or enforce uniqueness on them. */
export type LookupColumn =
  | 'receipt'
  | 'order_id'
  | 'payment_id'
  | 'invoice_id'
  | 'customer_id'
  | 'email'
  | 'contact'
  | 'reference_id'
  | 'plan_id'
  | 'account_id';

export interface EntityTableSpec {
  /** lookup columns this table carries (each indexed together with mode) */
  readonly lookups: readonly LookupColumn[];
  /** the lookup that must be unique per mode, if the interface demands one */
  readonly unique?: LookupColumn;
}

export const ENTITY_TABLES: Readonly<Record<EntityKind, EntityTableSpec>> = {
  orders: { lookups: ['receipt'] },
  payments: { lookups: ['order_id', 'invoice_id', 'customer_id'] },
  refunds: { lookups: ['payment_id'] },
  // interface doc, POST /invoices: "receipt must be unique across all of the merchant's invoices"
  invoices: { lookups: ['receipt', 'order_id', 'customer_id'], unique: 'receipt' },
  customers: { lookups: ['email', 'contact'] },
  items: { lookups: [] },
  settlements: { lookups: [] },
  disputes: { lookups: ['payment_id'] },
  documents: { lookups: [] },
  // interface doc, Limits: "payment link reference_id ... unique per link"
  payment_links: { lookups: ['reference_id', 'order_id', 'customer_id'], unique: 'reference_id' },
  qr_codes: { lookups: ['customer_id'] },
  plans: { lookups: [] },
  subscriptions: { lookups: ['plan_id', 'customer_id'] },
  linked_accounts: { lookups: ['email'] },
  // interface doc, Stakeholder: "Only one stakeholder is allowed per linked account."
  stakeholders: { lookups: ['account_id'], unique: 'account_id' },
};

export interface EntityTable {
  id: string;
  mode: Mode;
  created_at: number;
  status: string | null;
  version: number;
  data: string;
  receipt: string | null;
  order_id: string | null;
  payment_id: string | null;
  invoice_id: string | null;
  customer_id: string | null;
  email: string | null;
  contact: string | null;
  reference_id: string | null;
  plan_id: string | null;
  account_id: string | null;
}

export interface ApiKeyTable {
  key_id: string;
  mode: Mode;
  /** HMAC-SHA256 of the secret (service/security/secret-hash.ts); the secret itself is never stored */
  secret_hash: string;
  created_at: number;
}

/** The delivery state of an outbox row (store/lease-queue.ts): when it is due, who holds it, how it ended. */
export interface LeaseColumns {
  id: string;
  /** attempts made so far, successful or not */
  attempts: number;
  /** due from this time on (ms since the epoch) */
  next_attempt_at_ms: number;
  /** a worker's lease on the row runs until then; null when nobody holds it */
  claimed_until_ms: number | null;
  claim_token: string | null;
  /** set when delivery was given up (terminal) */
  failed_at: number | null;
  /** the error of the latest failed attempt */
  last_error: string | null;
}

export interface WebhookOutboxTable extends LeaseColumns {
  mode: Mode;
  event: string;
  /** the exact bytes POSTed and signed */
  payload: string;
  created_at: number;
  delivered_at: number | null;
}

export interface NotificationTable extends LeaseColumns {
  mode: Mode;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  entity_id: string | null;
  /** how it went out: 'log' (this row is the delivery) or 'smtp' (also sent by e-mail); 'none' until sent */
  transport: string;
  created_at: number;
  /** insertion order (max + 1 inside the writing transaction) */
  seq: number;
  /** set once the message has gone out */
  sent_at: number | null;
}

export interface OAuthClientTable {
  client_id: string;
  mode: Mode;
  /** null for public clients (token_endpoint_auth_method none) */
  secret_hash: string | null;
  data: string;
  created_at: number;
}

export interface OAuthCodeTable {
  code_hash: string;
  client_id: string;
  mode: Mode;
  data: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface OAuthTokenTable {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  mode: Mode;
  scope: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface IdempotencyKeyTable {
  key: string;
  mode: Mode;
  request_hash: string;
  response: string;
  created_at: number;
}

export type Database = { [K in EntityKind]: EntityTable } & {
  api_keys: ApiKeyTable;
  webhook_outbox: WebhookOutboxTable;
  notifications: NotificationTable;
  oauth_clients: OAuthClientTable;
  oauth_codes: OAuthCodeTable;
  oauth_tokens: OAuthTokenTable;
  idempotency_keys: IdempotencyKeyTable;
};
