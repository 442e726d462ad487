/**
 * A dispute's moves after it opens (spec Dispute x-state-machine), each one transaction: the
 * payment's row locked first (the lock a refund and a new dispute of it take, opening.ts), then
 * the dispute's, the machine fired (its event carries the payment and the dispute), the money of
 * the new state posted (money.ts), and the dispute written back conditionally on its version.
 * - the merchant: acceptDispute (`accept`), contestDispute (a draft, or `submit`);
 * - the network: resolveTestDispute (`win`, `lose`, `close`, `escalate`);
 * - time: respond_by passing on an open dispute (`forfeit`, a time-driven job).
 */
import { type HandlerBody, refuse } from '../../../generated/server/index.js';
import type { ContestDisputeBody, Dispute, Payment, ResolveTestDisputeBody } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';
import { deadlinePassed, documentIds, mergeEvidence } from './evidence.js';
import { postDisputeOutcome } from './money.js';
import { RESPOND_WITHIN_SECONDS } from './opening.js';

type Trigger = Parameters<ServiceContext['machines']['Dispute']['fire']>[1];

/** A locked dispute, with the payment it locked first (its events carry it). */
type LockedDispute = Versioned<Dispute> & { payment: Payment | undefined };

/** The dispute and its payment, both locked (payment first). */
async function lockDispute(tx: Tx, mode: Mode, id: string): Promise<LockedDispute> {
  const found = await tx.entities('disputes').get(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'dispute_id' });
  const payment = await tx.entities('payments').getForUpdate(mode, found.payment_id);
  const locked = await tx.entities('disputes').getForUpdate(mode, id);
  if (!locked) throw refuse('id_not_found', {}, { field: 'dispute_id' });
  return { ...locked, payment: payment?.entity };
}

/** Fires `trigger` on the locked dispute (with `patch` applied), posts the money of its new state, writes it back. */
async function move(ctx: ServiceContext, tx: Tx, mode: Mode, locked: LockedDispute, trigger: Trigger, patch: Partial<Dispute>, at: number): Promise<Dispute> {
  const ec = eventContext(tx, mode, locked.payment ? { payment: locked.payment } : {});
  const { entity } = await ctx.machines.Dispute.fire({ ...locked.entity, ...patch }, trigger, ec);
  await postDisputeOutcome(tx, mode, entity, at);
  if (!(await tx.entities('disputes').update(mode, entity, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'dispute' });
  return entity;
}

/** acceptDispute and contestDispute rules 1 and 2. */
function checkActionable(dispute: Dispute, now: number): void {
  if (dispute.status !== 'open') throw refuse('dispute_not_actionable', { status: dispute.status });
  if (deadlinePassed(dispute, now)) throw refuse('dispute_deadline_elapsed');
}

/** acceptDispute: `open -> lost`, the whole amount deducted. */
export function acceptDispute(ctx: ServiceContext, mode: Mode, id: string): Promise<Dispute> {
  return ctx.store.transaction(async (tx) => {
    const locked = await lockDispute(tx, mode, id);
    const now = ctx.clocks.of(mode).now();
    checkActionable(locked.entity, now);
    return move(ctx, tx, mode, locked, 'accept', { amount_deducted: locked.entity.amount }, now);
  });
}

/** The documents named exist in this mode as dispute evidence (contestDispute rule 4). */
async function checkDocuments(tx: Tx, mode: Mode, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const document = await tx.entities('documents').get(mode, id);
    if (document?.purpose !== 'dispute_evidence') throw refuse('dispute_documents_invalid');
  }
}

/** contestDispute: the evidence saved as a draft, or submitted (`open -> under_review`). */
export function contestDispute(ctx: ServiceContext, mode: Mode, id: string, body: ContestDisputeBody): Promise<Dispute> {
  return ctx.store.transaction(async (tx) => {
    const locked = await lockDispute(tx, mode, id);
    const dispute = locked.entity;
    const now = ctx.clocks.of(mode).now();
    checkActionable(dispute, now);
    if (body.amount !== undefined && body.amount > dispute.amount) throw refuse('dispute_contest_amount_too_large'); // rule 3
    await checkDocuments(tx, mode, documentIds(body));
    const evidence = mergeEvidence(dispute.evidence, body);
    if (body.action !== 'submit') {
      // rule 6: a draft; the dispute stays open
      const next: Dispute = { ...dispute, evidence };
      if (!(await tx.entities('disputes').update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'dispute' });
      return next;
    }
    if (documentIds(evidence).length === 0) throw refuse('dispute_evidence_missing'); // rule 7
    return move(ctx, tx, mode, locked, 'submit', { evidence: { ...evidence, submitted_at: now } }, now);
  });
}

const TRIGGER_OF: Record<NonNullable<ResolveTestDisputeBody['outcome']>, Trigger> = {
  won: 'win',
  lost: 'lose',
  closed: 'close',
  action_required: 'escalate',
};

/** The phases in the order the network moves a dispute through them (resolveTestDispute rule 1). */
const PHASES: readonly Dispute['phase'][] = ['fraud', 'retrieval', 'chargeback', 'pre_arbitration', 'arbitration'];

/** The phase an escalation moves to: the one given (after the current), or the next; undefined when there is none. */
function nextPhase(current: Dispute['phase'], asked: Dispute['phase'] | undefined): Dispute['phase'] | undefined {
  const at = PHASES.indexOf(current);
  if (asked !== undefined) {
    if (PHASES.indexOf(asked) <= at) throw refuse('dispute_phase_not_later');
    return asked;
  }
  // fraud claims and retrieval requests become chargebacks
  return at < PHASES.indexOf('chargeback') ? 'chargeback' : PHASES[at + 1];
}

/** resolveTestDispute: the network's decision. */
export function resolveDispute(ctx: ServiceContext, mode: Mode, id: string, body: HandlerBody<'resolveTestDispute'>): Promise<Dispute> {
  const { outcome } = body;
  return ctx.store.transaction(async (tx) => {
    const locked = await lockDispute(tx, mode, id);
    const dispute = locked.entity;
    const trigger = TRIGGER_OF[outcome];
    const refused = () => refuse('dispute_not_resolvable', { outcome, status: dispute.status });
    if (!ctx.machines.Dispute.can(dispute, trigger)) throw refused();
    const now = ctx.clocks.of(mode).now();
    if (trigger === 'lose') return move(ctx, tx, mode, locked, trigger, { amount_deducted: dispute.amount }, now);
    if (trigger !== 'escalate') return move(ctx, tx, mode, locked, trigger, {}, now);
    const phase = nextPhase(dispute.phase, body.phase);
    if (!phase) throw refused();
    const respondBy = body.respond_by ?? now + RESPOND_WITHIN_SECONDS;
    if (respondBy <= now) throw refuse('dispute_respond_by_past');
    return move(ctx, tx, mode, locked, trigger, { phase, respond_by: respondBy, evidence: { ...dispute.evidence, submitted_at: null } }, now);
  });
}

/** The dispute's schedule (service/schedules.ts): the first second past respond_by, while it is open. */
export function disputeDueAt(dispute: Dispute): number | null {
  return dispute.status === 'open' ? dispute.respond_by + 1 : null;
}

/**
 * The time-driven job (Dispute `forfeit`): every open dispute whose respond_by has passed is lost,
 * stamped at its deadline; each re-read under its lock before it moves. Returns how many moved.
 */
export function forfeitDueDisputes(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'disputes', ctx.clocks.of(mode).now(), (id) =>
    ctx.store.transaction(async (tx) => {
      const locked = await lockDispute(tx, mode, id);
      if (!ctx.machines.Dispute.can(locked.entity, 'forfeit') || !deadlinePassed(locked.entity, ctx.clocks.of(mode).now())) return false;
      await move(ctx, tx, mode, locked, 'forfeit', { amount_deducted: locked.entity.amount }, locked.entity.respond_by);
      return true;
    }),
  );
}
