/**
 * The spec's `info.version` rule for breaking changes (spec `info.description`, Versioning:
 * "The API stays backward compatible"; Semantic Versioning 2.0.0 item 8: "Major version X MUST be
 * incremented if any backwards incompatible changes are introduced"): a breaking change is
 * allowed only together with a major version bump.
 */

export interface VersionVerdict {
  from: string;
  to: string;
  allowed: boolean;
}

/** `1.4.2` -> 1; a version without a leading integer has no major (never a bump). */
export function majorOf(version: string): number | undefined {
  const m = /^v?(\d+)(?:\.|$)/.exec(version.trim());
  return m ? Number(m[1]) : undefined;
}

export function versionVerdict(from: string, to: string, breaking: number): VersionVerdict {
  const before = majorOf(from);
  const after = majorOf(to);
  const bumped = before !== undefined && after !== undefined && after > before;
  return { from, to, allowed: breaking === 0 || bumped };
}

/** `breaking changes: N (info.version X -> Y: allowed|not allowed)`. */
export function verdictLine(breaking: number, verdict: VersionVerdict): string {
  return `breaking changes: ${breaking} (info.version ${verdict.from} -> ${verdict.to}: ${verdict.allowed ? 'allowed' : 'not allowed'})`;
}
