/**
 * Shared by the server, client and Express tests: generate a fixture spec with the real
 * pipeline (load -> buildModel -> every emitter -> write) into test/.tmp/ (inside the repo, so
 * the generated code resolves qs, busboy and ajv from node_modules; gitignored), import the
 * generated packages, and serve a gateway on 127.0.0.1.
 */

import { rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitClient } from '../../generator/emit/client.js';
import { emitServer } from '../../generator/emit/server.js';
import { emitTypes } from '../../generator/emit/types.js';
import { emitValidators } from '../../generator/emit/validators.js';
import { generateFromFile, generateFromText } from '../../generator/generate.js';
import type { GeneratedFile } from '../../generator/model/types.js';
import { applyPlan, planWrite } from '../../generator/write.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const TMP = path.join(HERE, '..', '.tmp');
export const SERVER_FIXTURE = path.join(HERE, 'fixtures', 'server-gateway.yaml');
export const EMITTERS = [emitTypes, emitValidators, emitServer, emitClient];

export interface Generated {
  /** test/.tmp/<name>/generated */
  dir: string;
  files: GeneratedFile[];
}

/** Generates `spec` (a file, or YAML text standing for that file) into test/.tmp/<name>/generated. */
export async function generate(name: string, spec: string | { text: string; file: string }): Promise<Generated> {
  const files = typeof spec === 'string' ? await generateFromFile(spec, EMITTERS) : await generateFromText(spec.text, spec.file, EMITTERS);
  const dir = path.join(TMP, name, 'generated');
  await rm(dir, { recursive: true, force: true });
  await applyPlan(dir, files, await planWrite(dir, files));
  return { dir, files };
}

/** Imports `generated/<pkg>/index.ts` (vitest transforms the TypeScript). */
export async function importGenerated<M>(dir: string, pkg: 'server' | 'client' | 'types' | 'validators'): Promise<M> {
  return (await import(path.join(dir, pkg, 'index.ts'))) as M;
}

export interface Listening {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export async function listen(listener: RequestListener): Promise<Listening> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function basic(keyId: string, keySecret: string): string {
  return `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Loose views of the generated modules for the HTTP suites: the modules exist only after the
 * suite generated them (test/.tmp/, gitignored), so `npm run typecheck` cannot see their
 * types. server-typecheck.test.ts type-checks the generated code itself, strictly.
 */
export interface LooseServerModule {
  createGateway<_A = unknown>(options: {
    handlers: Record<string, ((input: any) => Promise<any>) | { readonly operationId: string }>;
    authenticate: (credentials: any, operation: any) => any;
    hooks?: {
      onRequest?: (info: any) => void;
      onResponse?: (info: any) => void;
      onError?: (error: any, info: any) => void;
      onResponseInvalid?: (info: any) => void;
    };
    validateResponses?: 'off' | 'warn' | 'throw';
    bodyLimit?: Record<string, number>;
  }): any;
  createMachines(hooks?: { onTransition?: (...args: any[]) => any; onEnter?: Record<string, Record<string, (...args: any[]) => any>> }): any;
  routes: { operationId: string }[];
  [name: string]: any;
}

export interface LooseClientModule {
  createClient(options: any): any;
  [name: string]: any;
}
