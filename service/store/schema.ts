/**
 * The database schema as Kysely sees it: one table per resource kind (the entity itself is
 * stored whole as JSON text in `data`, so its shape stays defined only by the spec), plus the
 * gateway's own bookkeeping tables. Column types here are the TypeScript side of
 * `migrations.ts`; keep the two in step.
 */

import { type EntityKind, type LookupField, resources } from '../../generated/server/index.js';

/** test and live data live side by side and never see each other (spec info.description, Modes: the key decides the mode). */
export type Mode = 'test' | 'live';

/**
 * The stored resource kinds, one table each (table name = kind), with the lookup columns copied
 * out of `data` and the unique one: the spec's `x-resource` (generated/server/registry.ts).
 */
export { type EntityKind, entityKinds as ENTITY_KINDS } from '../../generated/server/index.js';

/** Columns copied out of `data` so the database can filter, join or enforce uniqueness on them. */
export type LookupColumn = LookupField;

/** The kind's lookup columns (each indexed with `mode`). */
export function lookupsOf(kind: EntityKind): readonly LookupColumn[] {
  return resources[kind].lookups;
}

/** The lookup that must be unique per mode, when the interface demands one. */
export function uniqueOf(kind: EntityKind): LookupColumn | null {
  return resources[kind].unique;
}

export type EntityTable = {
  id: string;
  mode: Mode;
  created_at: number;
  status: string | null;
  version: number;
  data: string;
  /** when a time-driven job next looks at the entity (store.ts Schedules); null: never */
  due_at: number | null;
} & { [C in LookupColumn]: string | null };

export interface ApiKeyTable {
  key_id: string;
  mode: Mode;
  /** HMAC-SHA256 of the secret (service/security/secret-hash.ts): what authentication compares */
  secret_hash: string;
  /** the secret sealed with the master key (service/security/secret-box.ts), to sign checkout callbacks; null for keys stored before */
  secret_sealed: string | null;
  created_at: number;
  /** the merchant's label (spec CreateApiKeyBody.name) */
  name: string | null;
  /** spec ApiKey.source: `environment` keys change only through the configuration */
  source: 'api' | 'environment' | 'generated';
  /** when it stops (or stopped) working, Unix seconds on the infrastructure clock; null: nothing ends it */
  expires_at: number | null;
  /** the key a roll replaced it with (spec rollApiKey) */
  replaced_by: string | null;
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

/** An event: its delivery state is its deliveries' (WebhookDeliveryTable). */
export interface WebhookOutboxTable {
  id: string;
  mode: Mode;
  event: string;
  /** the exact bytes POSTed and signed */
  payload: string;
  created_at: number;
  /** the object whose change emitted it (a payment for payment.captured); null for events written before it was kept */
  entity_id: string | null;
}

/** A webhook endpoint (spec WebhookEndpoint); its secrets sealed with the master key. */
export interface WebhookEndpointTable {
  id: string;
  mode: Mode;
  url: string;
  /** JSON array of event names, or `["*"]` */
  events: string;
  /** 1 or 0 */
  active: number;
  description: string | null;
  alert_email: string | null;
  source: 'api' | 'environment';
  /** sealed (security/secret-box.ts, context `webhook:<id>`); null for the environment's endpoint */
  secret_sealed: string | null;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: number | null;
  failing_since: number | null;
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One event's delivery to one endpoint: id `<event id>.<endpoint id>`, so each pair is one row. */
export interface WebhookDeliveryTable extends LeaseColumns {
  event_id: string;
  endpoint_id: string;
  mode: Mode;
  /** the event's outbox created_at (the 24-hour retry window starts there) */
  created_at: number;
  delivered_at: number | null;
}

export interface WebhookAttemptTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  mode: Mode;
  attempted_at_ms: number;
  duration_ms: number;
  status_code: number | null;
  outcome: 'delivered' | 'failed';
  error: string | null;
  /** JSON object of the headers sent (spec WebhookAttempt request_headers); null before they were kept */
  request_headers: string | null;
  /** the start of the answer (spec WebhookAttempt response_body) */
  response_body: string | null;
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
  /** null for public clients (token_endpoint_auth_method none) */
  secret_hash: string | null;
  /** the registered metadata (spec OAuthClient without the secret), as JSON */
  data: string;
  created_at: number;
}

/** An OAuth client connected to a mode (spec listOAuthClients): registered for it, or approved by one of its keys. */
export interface OAuthConnectionTable {
  mode: Mode;
  client_id: string;
  source: 'api' | 'consent';
  connected_at: number;
}

export interface OAuthCodeTable {
  code_hash: string;
  client_id: string;
  /** the API key that approved the client on the consent page: its mode is the tokens' */
  key_id: string;
  mode: Mode;
  redirect_uri: string;
  /** the PKCE challenge the code is bound to; '' for a code issued without one */
  code_challenge: string;
  scope: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface OAuthTokenTable {
  token_hash: string;
  kind: 'access' | 'refresh';
  /** every token issued from one authorization code or one client credentials exchange */
  grant_id: string;
  client_id: string;
  key_id: string;
  mode: Mode;
  scope: string;
  expires_at: number;
  /** a refresh token that was exchanged for a new one; presenting it again revokes the grant */
  rotated_at: number | null;
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

/** A request's `Idempotency-Key`: in flight while `status` is null, then its kept answer. */
export interface IdempotentRequestTable {
  mode: Mode;
  key: string;
  /** runtime/server/idempotency.ts requestFingerprint */
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at_ms: number;
}

/** A failed-authentication bucket (store/failure-buckets.ts). */
export interface FailureBucketTable {
  key: string;
  tokens: number;
  at_ms: number;
}

/** A dashboard sign-in (store/dashboard-sessions.ts): the token itself is never stored. */
export interface DashboardSessionTable {
  token_hash: string;
  mode: Mode;
  key_id: string;
  created_at_ms: number;
  expires_at_ms: number;
}

/** One answered request of a mode (store/request-log.ts), bodies redacted before they are written. */
export interface RequestLogTable {
  /** the Request-Id it was answered with */
  id: string;
  mode: Mode;
  created_at_ms: number;
  duration_ms: number;
  method: string;
  /** the path as requested, with its query string */
  path: string;
  operation_id: string | null;
  status: number;
  source: 'api' | 'dashboard' | 'checkout';
  key_id: string | null;
  idempotency_key: string | null;
  request_body: string | null;
  response_body: string | null;
}

/** An object a logged request concerned (in its path, body or answer): how a request is found by an object id. */
export interface RequestLogObjectTable {
  request_id: string;
  object_id: string;
  mode: Mode;
  created_at_ms: number;
}

export type Database = { [K in EntityKind]: EntityTable } & {
  api_keys: ApiKeyTable;
  webhook_outbox: WebhookOutboxTable;
  notifications: NotificationTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  oauth_clients: OAuthClientTable;
  oauth_codes: OAuthCodeTable;
  oauth_tokens: OAuthTokenTable;
  oauth_connections: OAuthConnectionTable;
  idempotency_keys: IdempotencyKeyTable;
  idempotent_requests: IdempotentRequestTable;
  failure_buckets: FailureBucketTable;
  dashboard_sessions: DashboardSessionTable;
  request_log: RequestLogTable;
  request_log_objects: RequestLogObjectTable;
};
