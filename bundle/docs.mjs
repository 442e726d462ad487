/**
 * The API reference the gateway serves at /docs: Redoc's page for spec/openapi.yaml, built by
 * Redocly CLI (`redocly build-docs --inlineBundle`, https://redocly.com/docs/cli/commands/build-docs)
 * into dist/docs/index.html with Redoc's script inlined, so the page loads nothing from any other
 * origin. Built when missing or older than the spec (about 1.5 s), like the bundles of run.mjs.
 *
 * Plain JavaScript, so Node runs it without a TypeScript loader.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DOCS_FILE = `${root}dist/docs/index.html`;
const SPEC_FILE = `${root}spec/openapi.yaml`;
const SPEC_DIR = `${root}spec`;

/** The newest change to the spec: its root or any file beside it that the root may refer to. */
function specChangedAt() {
  let newest = 0;
  for (const entry of readdirSync(SPEC_DIR, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.ya?ml$/.test(entry.name)) newest = Math.max(newest, statSync(`${entry.parentPath ?? entry.path}/${entry.name}`).mtimeMs);
  }
  return newest;
}

function isFresh() {
  try {
    const built = statSync(DOCS_FILE).mtimeMs;
    return built > specChangedAt() && built > statSync(fileURLToPath(import.meta.url)).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Builds dist/docs/index.html when stale. Resolves with undefined when it is fresh or was built,
 * or with the reason it could not be (Redocly CLI is a development dependency: an install
 * without them serves no /docs, and says so).
 */
export async function ensureDocs() {
  if (isFresh()) return undefined;
  mkdirSync(`${root}dist/docs`, { recursive: true });
  // built aside and moved into place, so a request meanwhile never reads half a page
  const staging = `${DOCS_FILE}.${process.pid}`;
  const cli = `${root}node_modules/@redocly/cli/bin/cli.js`;
  try {
    statSync(cli);
  } catch {
    return 'Redocly CLI (a development dependency) is not installed';
  }
  // Redoc 3 reports page use to otel.cloud.redocly.com and its hydration ignores `disableTelemetry`;
  // the page's Content-Security-Policy (service/docs/routes.ts, connect-src 'self') stops it
  const args = [cli, 'build-docs', SPEC_FILE, '--inlineBundle', '--title', 'Paisa API reference', '-o', staging];
  const failure = await new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: root, timeout: 120_000, maxBuffer: 8 * 1024 * 1024 }, (error, _stdout, stderr) =>
      resolve(error ? `redocly build-docs failed: ${String(stderr).trim().split('\n').slice(-3).join(' ')}` : undefined),
    );
  });
  if (failure) {
    rmSync(staging, { force: true });
    return failure;
  }
  renameSync(staging, DOCS_FILE);
  return undefined;
}
