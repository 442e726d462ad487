/**
 * What a run tells a reader: one line per failure (`FAIL <check> <operationId> <pointer>: <what>`)
 * followed by a curl command that sends the same request (every secret of the run masked) and
 * how to run that case alone; the results as NDJSON (one JSON object per case, for machines);
 * and as JUnit XML (one testsuite per operation, one testcase per case, each failure under its
 * check's name; the format CI systems read: https://github.com/testmoapp/junitxml).
 */
import type { SentRequest } from './http.js';
import type { RunReport } from './run.js';
import type { CaseResult } from './types.js';

const MASK = '***';

export function mask(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join(MASK);
  return out;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends `request` again (POSIX shell quoting). */
export function curlCommand(request: SentRequest, secrets: string[]): string {
  const parts = ['curl', '-X', request.method, quote(mask(request.url, secrets))];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept') continue;
    parts.push('-H', quote(`${name}: ${mask(value, secrets)}`));
  }
  if (request.body !== undefined) parts.push(request.body.startsWith('(multipart') ? `# ${request.body}` : `--data-raw ${quote(mask(request.body, secrets))}`);
  return parts.join(' ');
}

/** The printed lines of a failed case: one per failure, then its reproducer. */
export function failureLines(r: CaseResult, secrets: string[], seed: number): string[] {
  const lines = (r.failures ?? []).map((f) => `FAIL ${f.check} ${r.operationId} ${f.pointer ? `#${f.pointer}` : '-'}: ${mask(f.message, secrets)}`);
  if (r.request) lines.push(`  reproduce: ${curlCommand(r.request, secrets)}`);
  lines.push(`  alone: --seed ${seed} --replay ${quote(r.id)}`);
  return lines;
}

export function ndjson(report: RunReport, secrets: string[]): string {
  return report.results
    .map((r) =>
      mask(
        JSON.stringify({
          id: r.id,
          kind: r.kind,
          operationId: r.operationId,
          title: r.title,
          outcome: r.outcome,
          detail: r.detail,
          failures: r.failures ?? [],
          allowed: r.allowed ?? [],
          ...(r.elapsedMs !== undefined ? { elapsedMs: Math.round(r.elapsedMs) } : {}),
          ...(r.request ? { curl: curlCommand(r.request, secrets) } : {}),
        }),
        secrets,
      ),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/** XML 1.0 section 2.2: the characters a document may hold (tab, line feed, carriage return, and from space up, less U+FFFE/U+FFFF). */
const allowed = (c: string) => {
  const code = c.codePointAt(0) as number;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};

const xml = (s: string) => [...s].filter(allowed).join('').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junit(report: RunReport, title: string, secrets: string[]): string {
  const byOp = new Map<string, CaseResult[]>();
  for (const r of report.results) byOp.set(r.operationId, [...(byOp.get(r.operationId) ?? []), r]);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(`<testsuites name="${xml(title)}" tests="${report.results.length}" failures="${report.failed}" skipped="${report.skipped}">`);
  for (const [op, results] of byOp) {
    const failed = results.filter((r) => r.outcome === 'fail').length;
    const skipped = results.filter((r) => r.outcome === 'skip').length;
    out.push(`  <testsuite name="${xml(op)}" tests="${results.length}" failures="${failed}" skipped="${skipped}">`);
    for (const r of results) {
      const time = r.elapsedMs !== undefined ? ` time="${(r.elapsedMs / 1000).toFixed(3)}"` : '';
      out.push(`    <testcase classname="${xml(op)}" name="${xml(mask(r.title, secrets))}"${time}>`);
      if (r.outcome === 'skip') out.push(`      <skipped message="${xml(mask(r.detail, secrets))}"/>`);
      for (const f of r.failures ?? []) {
        const body = [f.pointer ? `#${f.pointer}` : '', r.request ? curlCommand(r.request, secrets) : ''].filter(Boolean).join('\n');
        out.push(`      <failure type="${f.check}" message="${xml(mask(f.message, secrets))}">${xml(body)}</failure>`);
      }
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
