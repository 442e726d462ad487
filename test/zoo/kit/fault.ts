/**
 * What a planted fault is: its class (the ten of Zhang & Arcuri, "Open Problems in Fuzzing
 * RESTful APIs: A Comparison of Tools", ACM TOSEM 2023, https://doi.org/10.1145/3597205, plus the
 * life-cycle, idempotency, pagination, leak, auth and header faults no tool of theirs looked
 * for), the conformance check expected to find it, and a witness: a scripted walk whose
 * observation differs from the correct server's, so no fault is a no-op.
 */
import type { ZooClient } from './client.js';

export type FaultClass =
  | 'server-error'
  | 'wrong-field-type'
  | 'undocumented-status'
  | 'ignored-max'
  | 'ignored-enum'
  | 'ignored-required'
  | 'delete-not-deleting'
  | 'non-idempotent-put'
  | 'not-retrievable'
  | 'wrong-content-type'
  | 'valid-input-refused'
  | 'lifecycle'
  | 'idempotency'
  | 'pagination'
  | 'leak'
  | 'ignored-auth'
  | 'missing-header';

/** The runner's check names (its command-line contract). */
export type CheckName =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_headers_conformance'
  | 'response_schema_conformance'
  | 'negative_data_rejection'
  | 'positive_data_acceptance'
  | 'ignored_auth'
  | 'use_after_free'
  | 'ensure_resource_availability'
  | 'idempotent_put'
  | 'lifecycle'
  | 'idempotency_key'
  | 'pagination'
  | 'write_only_leak'
  | 'read_only_required';

export interface Fault {
  /** `<api>.<name>`, the value of start({ fault }) */
  id: string;
  class: FaultClass;
  check: CheckName;
  description: string;
  /** why a black-box client that follows the document can see it */
  visible: string;
  /** a scripted walk; its result differs between the correct server and this fault */
  witness(client: ZooClient): Promise<unknown>;
}
