/**
 * The named checks (Schemathesis's checks, by name, plus what no tool checks well: life cycles,
 * idempotency keys, pagination, write-only leaks). Every failure names exactly one, so a run can
 * select checks (`--checks`, `--exclude-checks`) and a configuration can allow one on an
 * operation.
 */
export const CHECKS = {
  not_a_server_error: 'no 5xx answer to any request',
  status_code_conformance: 'the status is one the operation documents',
  content_type_conformance: 'the Content-Type is one the answer documents',
  response_headers_conformance: 'documented required headers are present and every documented header is valid',
  response_schema_conformance: 'the body is valid against the schema documented for its status',
  negative_data_rejection: 'input the document calls invalid is refused (4xx)',
  positive_data_acceptance: 'input the document calls valid is accepted (2xx/3xx)',
  ignored_auth: 'without or with wrong credentials nothing succeeds',
  use_after_free: 'what a DELETE removed is not answered afterwards',
  ensure_resource_availability: 'what a create answered can be fetched',
  idempotent_put: 'the same PUT twice leaves the same state',
  lifecycle: 'x-state-machine: allowed transitions are made, disallowed ones refused and the state kept',
  idempotency_key: 'the same key and request answer the kept answer and make nothing twice; another request with the key is refused',
  pagination: 'a list keeps its limit, and its pages are disjoint and complete',
  write_only_leak: 'no writeOnly property is answered',
  read_only_required: 'a request without readOnly properties is not refused for lacking them',
  state_unchanged: 'a refused request changes nothing',
  error_catalogue: "x-errors / RFC 6749 5.2: the catalogue's status, code and field",
  max_response_time: 'every answer within --max-response-time',
} as const;

export type CheckName = keyof typeof CHECKS;

export const CHECK_NAMES = Object.keys(CHECKS) as CheckName[];

/** One thing an answer got wrong. */
export interface Failure {
  check: CheckName;
  message: string;
  /** JSON pointer into the document of what the answer broke, when it is one place. */
  pointer?: string;
}
