/**
 * The coverage report: operations exercised / total, response codes seen per operation /
 * documented, transitions driven / total; operations answering 501 are listed as not built and
 * never counted as exercised (spec x-errors not_implemented). Pure over the run's data.
 */
import type { ApiModel } from '../generator/model/types.js';
import type { CaseResult } from './types.js';

export interface OperationCoverage {
  operationId: string;
  exercised: boolean;
  notBuilt: boolean;
  documented: string[];
  seen: number[];
  /** Seen statuses the operation does not document. */
  undocumented: number[];
}

export interface CoverageReport {
  operations: { exercised: number; total: number; notBuilt: string[] };
  responseCodes: { seen: number; documented: number };
  transitions: { driven: number; total: number; drivenKeys: string[]; notDriven: { key: string; reason: string }[] };
  perOperation: OperationCoverage[];
}

export function coverageReport(
  model: ApiModel,
  results: CaseResult[],
  statuses: Map<string, Set<number>>,
  notBuilt: Set<string>,
  transitions: { key: string; driven: boolean; reason?: string }[],
): CoverageReport {
  const ran = new Set(results.filter((r) => r.outcome !== 'skip').map((r) => r.operationId));
  const perOperation = model.operations.map((op): OperationCoverage => {
    const documented = op.responses.map((r) => r.status);
    const seen = [...(statuses.get(op.operationId) ?? [])].sort((a, b) => a - b);
    return {
      operationId: op.operationId,
      exercised: ran.has(op.operationId) && !notBuilt.has(op.operationId),
      notBuilt: notBuilt.has(op.operationId),
      documented,
      seen,
      undocumented: seen.filter((s) => !documented.includes(String(s)) && !documented.includes('default')),
    };
  });
  const seenDocumented = perOperation.filter((o) => !o.notBuilt).reduce((n, o) => n + o.seen.filter((s) => o.documented.includes(String(s))).length, 0);
  const unique = new Map(transitions.map((t) => [t.key, t]));
  for (const t of transitions) if (t.driven) unique.set(t.key, t);
  const all = [...unique.values()];
  return {
    operations: {
      exercised: perOperation.filter((o) => o.exercised).length,
      total: model.operations.length,
      notBuilt: perOperation.filter((o) => o.notBuilt).map((o) => o.operationId),
    },
    responseCodes: { seen: seenDocumented, documented: perOperation.reduce((n, o) => n + o.documented.length, 0) },
    transitions: {
      driven: all.filter((t) => t.driven).length,
      total: all.length,
      drivenKeys: all.filter((t) => t.driven).map((t) => t.key),
      notDriven: all.filter((t) => !t.driven).map((t) => ({ key: t.key, reason: t.reason ?? '' })),
    },
    perOperation,
  };
}

/** The printed report. */
export function formatCoverage(report: CoverageReport): string[] {
  const lines = ['', 'coverage:'];
  lines.push(`  operations exercised: ${report.operations.exercised}/${report.operations.total}`);
  lines.push(`  response codes seen: ${report.responseCodes.seen}/${report.responseCodes.documented} documented`);
  lines.push(`  transitions driven: ${report.transitions.driven}/${report.transitions.total}`);
  lines.push(
    `  not built (501): ${report.operations.notBuilt.length}${report.operations.notBuilt.length ? ` -- ${report.operations.notBuilt.join(', ')}` : ''}`,
  );
  for (const o of report.perOperation) {
    if (o.notBuilt) continue;
    const extra = o.undocumented.length ? `; undocumented: ${o.undocumented.join(', ')}` : '';
    lines.push(`  ${o.operationId}: seen ${o.seen.join(', ') || '-'} of ${o.documented.join(', ')}${extra}`);
  }
  return lines;
}
