/**
 * Property-based variation (fast-check, seeded and reproducible) widens the negative cases
 * beyond one value per constraint: for a violation, more values that break the same keyword,
 * drawn from a fast-check arbitrary with a seed derived from the run's seed
 * and the violation's text, so a case's values do not depend on which other cases exist.
 */
import fc from 'fast-check';
import { coercibleFlag, type Violation } from './violations.js';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

function arbitraryFor(v: Violation): fc.Arbitrary<unknown> | undefined {
  const n = v.node;
  const num = (x: unknown): x is number => typeof x === 'number';
  switch (v.keyword) {
    case 'minimum':
      return num(n.minimum) ? fc.integer({ min: Math.max(Number.MIN_SAFE_INTEGER, n.minimum - 1_000_000), max: Math.ceil(n.minimum) - 1 }) : undefined;
    case 'maximum':
      return num(n.maximum) ? fc.integer({ min: Math.floor(n.maximum) + 1, max: Math.min(Number.MAX_SAFE_INTEGER, n.maximum + 1_000_000) }) : undefined;
    case 'maxLength':
      return num(n.maxLength) ? fc.string({ unit: fc.constantFrom('a', 'b', '7', 'Z'), minLength: n.maxLength + 1, maxLength: n.maxLength + 64 }) : undefined;
    case 'minLength':
      return num(n.minLength) && n.minLength > 1 ? fc.string({ unit: fc.constantFrom('a', 'b', 'Z'), maxLength: n.minLength - 1 }) : undefined;
    case 'enum': {
      const allowed = Array.isArray(n.enum) ? n.enum : [];
      return fc.string({ unit: fc.constantFrom('q', 'x', 'z', '_'), minLength: 1, maxLength: 12 }).filter((s) => !allowed.includes(s));
    }
    case 'maxItems':
      return undefined;
    case 'type': {
      // Same carrier as the one-value case: a string breaks a number only where it is a string.
      const first = v.edits[v.edits.length - 1];
      const wasString = 'set' in first && typeof first.set === 'string';
      return wasString
        ? fc
            .string({ unit: fc.constantFrom('a', 'k', 'x', '-'), minLength: 1, maxLength: 8 })
            .filter((s) => Number.isNaN(Number(s)) && s !== 'true' && s !== 'false')
        : fc.oneof(fc.constant(true), fc.constant(false), fc.array(fc.integer(), { maxLength: 2 }), fc.constant({}));
    }
    default:
      return undefined;
  }
}

/** Up to `runs` values (distinct from each other) that break `v.keyword`; [] when none apply. */
export function widenViolation(v: Violation, seed: number, runs: number): unknown[] {
  if (runs <= 0) return [];
  const arb = arbitraryFor(v);
  if (!arb) return [];
  const values = fc.sample(arb, { seed: (seed ^ hash(v.text)) | 0, numRuns: runs * 3 });
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const value of values) {
    if (coercibleFlag(v.node, value)) continue;
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length === runs) break;
  }
  return out;
}
