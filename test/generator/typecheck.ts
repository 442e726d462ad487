/**
 * Type-checks generated files in memory with the TypeScript API under strict settings, with
 * `exactOptionalPropertyTypes` and `noUncheckedIndexedAccess` on (openapi-typescript's `test:examples` habit: generated output must compile).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { GeneratedFile } from '../../generator/model/types.js';

// Inside the repository (the files stay in memory), so the generated code's imports of the
// runtime (`paisa/runtime/...`, the package's self-reference) resolve as they do for generated/.
const ROOT = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/virtual-generated')}/`;

/** Diagnostics as `path(line): message`; empty when everything type-checks. */
export function typecheck(files: GeneratedFile[]): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts'],
    types: [],
    strict: true,
    // what a user's strictest tsconfig adds: the output and its runtime must compile there too
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    noFallthroughCasesInSwitch: true,
  };
  const virtual = new Map<string, string>(files.map((f) => [ROOT + f.path, f.contents]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.directoryExists = (dir) => dir.startsWith(ROOT.slice(0, -1)) || (directoryExists?.call(host, dir) ?? false);
  host.realpath = (name) => name;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, onError) => {
    const text = virtual.get(name);
    return text !== undefined ? ts.createSourceFile(name, text, version) : getSourceFile.call(host, name, version, onError);
  };
  const roots = files.filter((f) => f.path.endsWith('.ts')).map((f) => ROOT + f.path);
  const program = ts.createProgram(roots, options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.replace(ROOT, '')}(${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1})` : '';
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}
