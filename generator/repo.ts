/**
 * The repository root: the nearest folder above this module holding a package.json. The same
 * from generator/ under tsx (tests, the bench) and from the bundle in dist/generator/ that
 * `npm run generate` runs (generator/start.mjs), where a fixed `..` would point elsewhere.
 * Installed as @paisa/generator, the bundle is in node_modules/@paisa/generator/dist/ and this
 * is the package's own folder, which ships templates/ and runtime/ in the same
 * layout (bundle/packages.mjs): the generator reads them from beside its bundle, never from
 * this repository.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const REPO = findRoot(path.dirname(fileURLToPath(import.meta.url)));
