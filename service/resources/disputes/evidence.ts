/**
 * Evidence of a dispute (spec contestDispute, DisputeEvidence), pure: the saved evidence with a
 * request's fields over it (rule 5) and the document ids it names. The document fields are read
 * from the evidence itself (every array of ids, and `others`' document_ids), so this module names
 * none of them: the spec's schema is the list.
 */
import type { ContestDisputeBody, Dispute, DisputeEvidence } from '../../../generated/types/index.js';

/** A new dispute's evidence: nothing saved, the whole disputed amount contested (DisputeEvidence.amount default). */
export function emptyEvidence(amount: number): DisputeEvidence {
  return {
    amount,
    summary: null,
    shipping_proof: null,
    billing_proof: null,
    cancellation_proof: null,
    customer_communication: null,
    proof_of_service: null,
    explanation_letter: null,
    refund_confirmation: null,
    access_activity_log: null,
    refund_cancellation_policy: null,
    term_and_conditions: null,
    others: null,
    submitted_at: null,
  };
}

/** Rule 5: the fields sent replace the saved ones of the same name; the others keep their saved value. */
export function mergeEvidence(saved: DisputeEvidence, body: ContestDisputeBody): DisputeEvidence {
  const { action: _action, ...fields } = body;
  return { ...saved, ...fields };
}

/** Every document id the evidence (or a request's body) names, once each, in order. */
export function documentIds(evidence: Partial<DisputeEvidence> | ContestDisputeBody): string[] {
  const ids = new Set<string>();
  for (const [field, value] of Object.entries(evidence)) {
    if (!Array.isArray(value)) continue;
    if (field === 'others') for (const other of value as NonNullable<DisputeEvidence['others']>) for (const id of other.document_ids) ids.add(id);
    else for (const id of value) if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}

/** Whether `now` is past the dispute's deadline to respond (acceptDispute and contestDispute rule 2). */
export const deadlinePassed = (dispute: Dispute, now: number): boolean => now > dispute.respond_by;
