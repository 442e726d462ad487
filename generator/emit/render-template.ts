/**
 * Handlebars templates from `templates/` (only what the spec decides; the rest is
 * runtime/). Compiled once per process and cached; `noEscape` because the output is code,
 * not HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { REPO } from '../repo.js';

export const TEMPLATES_DIR = path.join(REPO, 'templates');

const cache = new Map<string, Handlebars.TemplateDelegate>();

/** Renders `templates/<relativePath>` with `data`. */
export function renderTemplate(relativePath: string, data: object): string {
  let template = cache.get(relativePath);
  if (!template) {
    const source = readFileSync(path.join(TEMPLATES_DIR, relativePath), 'utf8');
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(relativePath, template);
  }
  return template(data);
}
