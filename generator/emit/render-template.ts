/**
 * Handlebars templates from `templates/` (only what the spec decides; the rest is
 * runtime/). In the bundle they come compiled ahead (precompiled-templates.ts); otherwise each is
 * compiled at first use and cached. `noEscape` because the output is code, not HTML; the options
 * are bundle/precompiled-templates.mjs's too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO } from '../repo.js';
import { precompiledTemplates } from './precompiled-templates.js';

export const TEMPLATES_DIR = path.join(REPO, 'templates');

const cache = new Map<string, (data: object) => string>();

/** Renders `templates/<relativePath>` with `data`. */
export function renderTemplate(relativePath: string, data: object): string {
  let template = precompiledTemplates?.[relativePath] ?? cache.get(relativePath);
  if (!template) {
    const source = readFileSync(path.join(TEMPLATES_DIR, relativePath), 'utf8');
    // required here: the bundle, whose templates are compiled ahead, never loads the compiler
    const Handlebars = createRequire(import.meta.url)('handlebars') as typeof import('handlebars');
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(relativePath, template);
  }
  return template(data);
}
