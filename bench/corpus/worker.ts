/**
 * A child process of bench/corpus.ts (one document at a time, over IPC), so that a document that
 * hangs or exhausts memory costs a restart, not the run. `ours`: paisa-generate's whole pipeline
 * in memory (types, validators, server, client; `--runtime package`), its TypeScript files kept
 * for the next `typecheck`. `theirs`: openapi-typescript as its CLI runs without flags or a
 * redocly.yaml (Redocly's `minimal` rules), its types kept likewise. `typecheck`: every kept
 * output of the named documents in one strict program (test/generator/typecheck.ts), each
 * document's first diagnostics answered apart.
 */
import { pathToFileURL } from 'node:url';
import { typecheck } from '../../test/generator/typecheck.js';

export type Request = { id: number; kind: 'ours' | 'theirs'; name: string; file: string } | { id: number; kind: 'typecheck'; names: string[] };

/** A refusal: `line` as the tool prints it (ours: `file#/pointer: reason`), `reason` without the place. */
export type Outcome = { ok: true; ms: number; warnings?: number } | { ok: false; ms: number; line: string; reason: string };

export type Answer = { id: number; outcome?: Outcome; diagnostics?: Record<string, { ours: string[]; theirs: string[] }> };

/** TypeScript files kept for the next typecheck: document -> files under corpus/<doc>/. */
const kept = new Map<string, { ours?: { path: string; contents: string }[]; theirs?: string }>();

const folder = (name: string) => name.replace(/[^A-Za-z0-9_.-]/g, '_');

async function ours(name: string, file: string): Promise<Outcome> {
  const [{ EMITTERS }, { generateReport }, { SpecError }] = await Promise.all([
    import('../../generator/emitters.js'),
    import('../../generator/generate.js'),
    import('../../generator/load.js'),
  ]);
  const started = performance.now();
  try {
    const report = await generateReport(file, EMITTERS);
    const ms = performance.now() - started;
    const ts = report.files.filter((f) => f.path.endsWith('.ts'));
    kept.set(name, { ...kept.get(name), ours: ts });
    return { ok: true, ms, warnings: report.warnings.length };
  } catch (error) {
    const ms = performance.now() - started;
    const first = (text: string) => text.split('\n')[0];
    if (error instanceof SpecError) return { ok: false, ms, line: first(error.message), reason: first(error.reason) };
    return {
      ok: false,
      ms,
      line: `${file}: generate failed: ${first((error as Error).message)}`,
      reason: `generate failed: ${first((error as Error).message)}`,
    };
  }
}

let theirsLoaded:
  | { openapiTS: typeof import('openapi-typescript').default; astToString: typeof import('openapi-typescript').astToString; redocly: unknown }
  | undefined;

async function theirs(name: string, file: string): Promise<Outcome> {
  if (!theirsLoaded) {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const { createConfig } = await import('@redocly/openapi-core');
    theirsLoaded = { openapiTS, astToString, redocly: await createConfig({}, { extends: ['minimal'] }) };
  }
  const { openapiTS, astToString, redocly } = theirsLoaded;
  const started = performance.now();
  try {
    const text = astToString(await openapiTS(pathToFileURL(file), { redocly: redocly as never, silent: true }));
    const ms = performance.now() - started;
    kept.set(name, { ...kept.get(name), theirs: text });
    return { ok: true, ms };
  } catch (error) {
    const line = String((error as Error).message ?? error).split('\n')[0];
    return { ok: false, ms: performance.now() - started, line, reason: line };
  }
}

function check(names: string[]): Record<string, { ours: string[]; theirs: string[] }> {
  const files: { path: string; contents: string }[] = [];
  for (const name of names) {
    const k = kept.get(name);
    for (const f of k?.ours ?? []) files.push({ path: `corpus/${folder(name)}/ours/${f.path}`, contents: f.contents });
    if (k?.theirs !== undefined) files.push({ path: `corpus/${folder(name)}/theirs.ts`, contents: k.theirs });
    kept.delete(name);
  }
  const diagnostics = typecheck(files);
  const out: Record<string, { ours: string[]; theirs: string[] }> = {};
  for (const name of names) {
    const prefix = `corpus/${folder(name)}/`;
    const mine = diagnostics.filter((d) => d.startsWith(prefix));
    out[name] = {
      ours: mine.filter((d) => d.startsWith(`${prefix}ours/`)).slice(0, 3),
      theirs: mine.filter((d) => d.startsWith(`${prefix}theirs.ts`)).slice(0, 3),
    };
  }
  // a diagnostic outside any document (the runtime, lib files) counts against each document of the batch
  const elsewhere = diagnostics.filter((d) => !d.startsWith('corpus/'));
  if (elsewhere.length) for (const name of names) out[name].ours.push(...elsewhere.slice(0, 2));
  return out;
}

process.on('message', async (request: Request) => {
  let answer: Answer;
  if (request.kind === 'typecheck') answer = { id: request.id, diagnostics: check(request.names) };
  else answer = { id: request.id, outcome: request.kind === 'ours' ? await ours(request.name, request.file) : await theirs(request.name, request.file) };
  process.send?.(answer);
});
process.send?.({ id: 0 });
