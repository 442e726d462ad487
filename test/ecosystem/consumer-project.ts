/**
 * A project of an outside team, in a temporary directory under test/.tmp (inside the repository,
 * so its imports resolve to this repository's node_modules): a program written against what an
 * outside generator made from the spec, its own tsconfig, the tool's CLI run as a user runs it,
 * `tsc` over it, and the program loaded to run against a gateway.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const exec = promisify(execFile);
const BIN = join(process.cwd(), 'node_modules', '.bin');

/**
 * The flags of a strict consumer the issue of outside teams named: strict, exact optional
 * properties, no index-signature property access, checked indexes, NodeNext.
 */
export const STRICT_CONSUMER = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noPropertyAccessFromIndexSignature: true,
  noUncheckedIndexedAccess: true,
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  target: 'ES2022',
  lib: ['ES2023', 'DOM'],
} as const;

/** What every program here does against a gateway: create an invoice, list, fetch it, list items. */
export interface ConsumerProgram {
  run(baseUrl: string, keyId: string, keySecret: string): Promise<string[]>;
}

export interface ConsumerProject {
  dir: string;
  /** runs a CLI of node_modules/.bin from the repository root */
  tool(name: string, args: readonly string[]): Promise<void>;
  /** tsc over the program: '' when it type-checks, else the compiler's output */
  typecheck(): Promise<string>;
  load<P extends ConsumerProgram>(): Promise<P>;
  remove(): void;
}

export function consumerProject(name: string, program: string, compilerOptions: Record<string, unknown>): ConsumerProject {
  const dir = join(process.cwd(), 'test', '.tmp', `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'program.ts'), program);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, types: [], noEmit: true }, files: ['program.ts'] }));
  return {
    dir,
    async tool(cli, args) {
      await exec(join(BIN, cli), [...args]);
    },
    async typecheck() {
      try {
        await exec(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json')]);
        return '';
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? error);
      }
    },
    load: async <P extends ConsumerProgram>() => (await import(join(dir, 'program.ts'))) as P,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The program's four answers, as a merchant would check them. */
export function expectInvoiceRoundTrip([id, count, status, items]: string[]): void {
  expect(id).toMatch(/^inv_[0-9A-Za-z]{14}$/);
  expect(Number(count)).toBeGreaterThanOrEqual(1);
  expect(status).toBe('issued');
  expect(Number(items)).toBeGreaterThanOrEqual(0);
}
