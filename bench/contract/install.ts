/**
 * Dredd and Prism live in bench/contract-tools (their own package.json and package-lock.json,
 * exact versions), not in the root package: installed here on first use with `npm ci`, so the
 * root `npm ci` and CI never pay for them. What the install cost is reported with the results.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './process.js';

export const TOOLS_DIR = path.resolve('bench/contract-tools');
export const DREDD = path.join(TOOLS_DIR, 'node_modules/dredd/bin/dredd');
export const PRISM = path.join(TOOLS_DIR, 'node_modules/@stoplight/prism-cli/dist/index.js');

export interface InstallCost {
  /** null: already installed before this run */
  seconds: number | null;
  packages: number;
  megabytes: number;
}

export async function ensureTools(): Promise<InstallCost> {
  let seconds: number | null = null;
  if (!existsSync(DREDD) || !existsSync(PRISM)) {
    process.stderr.write('bench:contract: installing Dredd and Prism (npm ci --prefix bench/contract-tools)...\n');
    const ran = await run('npm', ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund'], { timeoutMs: 15 * 60_000 });
    if (ran.code !== 0) throw new Error(`npm ci --prefix bench/contract-tools failed:\n${ran.stderr.slice(-2000)}`);
    seconds = ran.ms / 1000;
  }
  const modules = path.join(TOOLS_DIR, 'node_modules');
  const lock = JSON.parse(readFileSync(path.join(TOOLS_DIR, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  return { seconds, packages: Object.keys(lock.packages).length - 1, megabytes: Math.round(size(modules) / 2 ** 20) };
}

function size(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += size(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}
