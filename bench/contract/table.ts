/**
 * The bench:contract table: one row per API and target (its correct server, then each fault),
 * found or not by each tool, and the totals: faults found per tool and false alarms per tool on
 * the correct servers.
 */
import type { Verdict } from './verdict.js';

export const TOOLS = ['ours', 'dredd', 'prism'] as const;
export type Tool = (typeof TOOLS)[number];

export interface Row {
  api: string;
  /** null: the correct server */
  fault: string | null;
  class: string;
  check: string;
  verdicts: Partial<Record<Tool, Verdict>>;
}

const HEAD: Record<Tool, string> = { ours: 'ours', dredd: 'Dredd', prism: 'Prism' };

function cell(tool: Tool, row: Row, oursMissing: string | null): string {
  if (tool === 'ours' && oursMissing) return 'runner: not available';
  const v = row.verdicts[tool];
  if (!v) return '';
  if (row.fault === null) return v.falseAlarms === undefined ? `? (${v.note ?? 'no run'})`.slice(0, 40) : `false alarms: ${v.falseAlarms}`;
  if (v.found === null) return '? (did not run)';
  if (!v.found) return '-';
  return tool === 'ours' && v.note?.startsWith('by another check') ? 'found (other check)' : 'found';
}

export function renderTable(rows: readonly Row[], tools: readonly Tool[], oursMissing: string | null): string {
  const header = ['API', 'fault', 'class', 'check', ...tools.map((t) => HEAD[t])];
  const body = rows.map((r) => [r.api, r.fault ?? '(correct server)', r.class, r.check, ...tools.map((t) => cell(t, r, oursMissing))]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)];
  return out.join('\n');
}

export interface Totals {
  faults: number;
  found: Partial<Record<Tool, number>>;
  falseAlarms: Partial<Record<Tool, Record<string, number | null>>>;
}

export function totals(rows: readonly Row[], tools: readonly Tool[]): Totals {
  const faults = rows.filter((r) => r.fault !== null);
  const out: Totals = { faults: faults.length, found: {}, falseAlarms: {} };
  for (const tool of tools) {
    out.found[tool] = faults.filter((r) => r.verdicts[tool]?.found === true).length;
    out.falseAlarms[tool] = Object.fromEntries(rows.filter((r) => r.fault === null).map((r) => [r.api, r.verdicts[tool]?.falseAlarms ?? null]));
  }
  return out;
}

export function renderTotals(t: Totals, tools: readonly Tool[], oursMissing: string | null): string {
  return tools
    .map((tool) => {
      if (tool === 'ours' && oursMissing) return `${HEAD[tool]}: runner not available (${oursMissing})`;
      const alarms = Object.entries(t.falseAlarms[tool] ?? {})
        .map(([api, n]) => `${api} ${n ?? '?'}`)
        .join(', ');
      return `${HEAD[tool]}: found ${t.found[tool]} of ${t.faults} faults; false alarms on the correct servers: ${alarms}`;
    })
    .join('\n');
}
