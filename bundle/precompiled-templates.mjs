/**
 * An esbuild plugin (https://esbuild.github.io/plugins/#on-load) that fills
 * generator/emit/precompiled-templates.ts with every Handlebars template of templates/,
 * precompiled (https://handlebarsjs.com/api-reference/compilation.html#handlebars-precompile-template-options):
 * the bundle then loads Handlebars' runtime alone and renders at once, where compiling the
 * templates at every run took some 0.12 s of the generator's main thread, and loading the
 * compiler some more. The TypeScript sources (tests) compile them at run time
 * (generator/emit/render-template.ts), with the same options, to the same output.
 *
 * `templates` (the paths it read, from the repository root) is filled as it loads, for
 * bundle/run.mjs to count them among the bundle's inputs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The options render-template.ts compiles with: the output is code, not HTML. */
export const TEMPLATE_OPTIONS = { noEscape: true, strict: true };

export function precompiledTemplates(root, templates = []) {
  return {
    name: 'precompiled-templates',
    setup(build) {
      build.onLoad({ filter: /[\\/]generator[\\/]emit[\\/]precompiled-templates\.ts$/ }, () => {
        const Handlebars = createRequire(import.meta.url)('handlebars');
        const dir = path.join(root, 'templates');
        const names = readdirSync(dir, { recursive: true })
          .map(String)
          .filter((name) => name.endsWith('.hbs'))
          .map((name) => name.split(path.sep).join('/'))
          .sort();
        const entries = names.map((name) => {
          templates.push(`templates/${name}`);
          const spec = Handlebars.precompile(readFileSync(path.join(dir, name), 'utf8'), TEMPLATE_OPTIONS);
          return `  ${JSON.stringify(name)}: Handlebars.template(${spec}),`;
        });
        return {
          contents: `import Handlebars from 'handlebars/runtime.js';\nexport const precompiledTemplates = {\n${entries.join('\n')}\n};\n`,
          loader: 'js',
          resolveDir: path.join(root, 'generator', 'emit'),
          watchFiles: names.map((name) => path.join(dir, name)),
        };
      });
    },
  };
}
