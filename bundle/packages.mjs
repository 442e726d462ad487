/**
 * `npm run packages`: builds the generated packages other projects install, from generated/
 * and runtime/, to JavaScript with declarations:
 *
 *   packages/types       @paisa/types       the spec's types                  no dependency
 *   packages/client      @paisa/client      the typed client                  no dependency
 *   packages/validators  @paisa/validators  the precompiled ajv validators    ajv, ajv-formats
 *   packages/server      @paisa/server      the server skeleton               ajv, ajv-formats, busboy, qs
 *   packages/generator   @paisa/generator   the generator, bins paisa-generate  what its bundle imports
 *                                           and paisa-mock
 *
 * One TypeScript program (the compiler's own API, emitting in memory) compiles every entry;
 * each package then takes the closure of files its entry imports, so it carries its own copy of
 * what it uses (the client's types, the server's validators) and depends on nothing else of
 * Paisa. The `paisa/runtime/*` self-references of the generated code become relative paths.
 * A package's `dependencies` are the bare imports of its JavaScript, at the root package.json's
 * ranges: a package cannot depend on what it does not import, nor miss what it does.
 *
 * The generator is not compiled file by file but bundled by esbuild (generator/cli.ts and the
 * worker threads it starts from beside itself, generator/bundle-entries.mjs, as bundle/run.mjs does for
 * `npm run generate`), with what it reads at run time shipped beside the bundle in the layout of
 * this repository: templates/ and the runtime sources it emits beside the output (runtime/)
 * (biome.json's formatter settings are bundled: generator/format.mjs). generator/repo.ts finds them from the bundle's own
 * import.meta.url (the nearest package.json above it: the installed package's own), never
 * from this repository. Its dependencies are the bare imports of its bundle (and the packages
 * it `require.resolve`s), at the root's ranges whether the root lists them under dependencies
 * or devDependencies.
 *
 * The manifests (package.json, README.md) are committed and `--check` holds them to what a
 * build would write; `dist/` is built, not committed (`npm pack` after `npm run packages`).
 * `--out DIR` writes the whole tree (manifests and dist) under DIR instead of packages/.
 * ESM only: Node from 20.19 `require()`s an ES module without a flag.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import ts from 'typescript';
import { GENERATOR_ENTRIES } from '../generator/bundle-entries.mjs';
import { precompiledTemplates } from './precompiled-templates.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '__paisa_packages_out__');
const rootManifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

export const PACKAGES = [
  {
    dir: 'types',
    name: '@paisa/types',
    entry: 'generated/types/index',
    description: 'TypeScript types of the Paisa payment gateway API, generated from its OpenAPI 3.1 document.',
    use: "import type { Invoice, CreateInvoiceBody } from '@paisa/types';",
  },
  {
    dir: 'client',
    name: '@paisa/client',
    entry: 'generated/client/index',
    description: 'Typed client of the Paisa payment gateway API (fetch, retries with Idempotency-Key, pagination), generated from its OpenAPI 3.1 document.',
    use: "import { createClient } from '@paisa/client';\nconst paisa = createClient({ baseUrl: 'http://127.0.0.1:8080/v1', auth: { keyId, keySecret } });\nconst invoice = await paisa.invoices.create({ type: 'invoice', line_items: [{ name: 'Book', amount: 20000, currency: 'INR', quantity: 1 }] });",
  },
  {
    dir: 'validators',
    name: '@paisa/validators',
    entry: 'generated/validators/index',
    description: 'Precompiled ajv validators of every request and schema of the Paisa payment gateway API, generated from its OpenAPI 3.1 document.',
    use: "import { validateSchema } from '@paisa/validators';",
  },
  {
    dir: 'server',
    name: '@paisa/server',
    entry: 'generated/server/index',
    description:
      'Server skeleton of the Paisa payment gateway API for node:http and Express: routing, validation, auth hooks, errors, state machines, webhook signatures.',
    use: "import { createGateway, withNotBuilt } from '@paisa/server';",
  },
];

/** The generator's package: an esbuild bundle, a bin, and the files it reads beside the bundle. */
export const GENERATOR = {
  dir: 'generator',
  name: '@paisa/generator',
  description:
    'paisa-generate: TypeScript types, ajv validators, a server skeleton (node:http and Express) and a typed client from any OpenAPI 3.0 or 3.1 document; paisa-mock: a mock server of it; paisa-conformance: contract tests of any server that claims to implement it.',
  // and the bin's client of the resident generator, which loads nothing of the bundle when the resident answers
  entryPoints: { ...GENERATOR_ENTRIES, 'resident-client': 'generator/resident-client.mjs' },
  /** read at run time from the package root (generator/emit/render-template.ts, generator/runtime-beside.ts) */
  assets: ['templates', 'runtime/client', 'runtime/server', 'runtime/validators'],
  /** what a build writes into packages/generator/ besides the manifests (none of it committed) */
  built: ['dist', 'templates', 'runtime'],
};

/** The bin: `command` of generator/cli.ts (usage, `--runtime beside` by default), through the resident generator when one answers (generator/resident-client.mjs). */
const GENERATOR_BIN = `#!/usr/bin/env node
// paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--base-path /PATH] [--config FILE] [--check]
import { fileURLToPath } from 'node:url';
import { runGenerator } from './resident-client.mjs';

process.exitCode = await runGenerator(fileURLToPath(new URL('./main.mjs', import.meta.url)), 'command', process.argv.slice(2));
`;

/** The mock's bin: `command` of generator/mock/cli.ts. */
const MOCK_BIN = `#!/usr/bin/env node
// paisa-mock --spec FILE [--port P] [--host H] [--seed N] [--auth USER:PASSWORD] [--bearer TOKEN] [--api-key VALUE] [--base-path /PATH]
import { command } from './mock.mjs';

process.exitCode = await command(process.argv.slice(2));
`;

/** The conformance runner's bin: `command` of conformance/cli.ts. */
const CONFORMANCE_BIN = `#!/usr/bin/env node
// paisa-conformance --spec FILE --base-url URL [--auth USER:PASSWORD] [--bearer TOKEN] [--api-key VALUE] [--header 'Name: value'] [--oauth-client ID:SECRET] [options]
import { command } from './conformance.mjs';

process.exitCode = await command(process.argv.slice(2));
`;

/** Files the compiler does not emit but the packages need as they are (ajv's standalone code and its declarations). */
const VERBATIM = ['standalone-coerce', 'standalone-defaults', 'standalone-strict'].flatMap((name) => [
  `generated/validators/${name}.js`,
  `generated/validators/${name}.d.ts`,
]);

const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  strict: true,
  declaration: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  newLine: ts.NewLineKind.LineFeed,
  rootDir: ROOT,
  outDir: OUT,
};

/** Module specifiers of import and export statements, `import()` and `require()` (not a "from" inside a string). */
const SPECIFIERS =
  /(?:^|\n)\s*(?:import|export)\s[^;'"]*?\bfrom\s*(['"])([^'"]+)\1|(?:^|\n)\s*import\s*(['"])([^'"]+)\3|\b(?:require|import)\(\s*(['"])([^'"]+)\5\s*\)/g;
function specifiers(text) {
  return [...text.matchAll(SPECIFIERS)].map((m) => m[2] ?? m[4] ?? m[6]);
}
const BUILTINS = new Set(builtinModules);

/** Compiles every entry in one program; answers repo-relative output paths and their text. */
function compile() {
  const program = ts.createProgram(
    PACKAGES.map((p) => path.join(ROOT, `${p.entry}.ts`)),
    OPTIONS,
  );
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    const text = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' });
    throw new Error(`the packages do not compile:\n${text}`);
  }
  const files = new Map();
  const emitted = program.emit(undefined, (fileName, text) => files.set(path.relative(OUT, fileName).split(path.sep).join('/'), text));
  if (emitted.emitSkipped) throw new Error('the compiler skipped the emit');
  // standalone-defaults only where a JSON body declares a default (generator/emit/validators.ts)
  for (const file of VERBATIM) if (existsSync(path.join(ROOT, file))) files.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  // the generated code's self-references (`paisa/runtime/server`) as paths inside the package
  for (const [file, text] of files) {
    files.set(
      file,
      text.replace(/(['"])paisa\/runtime\/(client|server|validators)\1/g, (_m, quote, name) => {
        let relative = path.posix.relative(path.posix.dirname(file), `runtime/${name}/index.js`);
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return `${quote}${relative}${quote}`;
      }),
    );
  }
  return files;
}

const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

/** The files a package's entry reaches, and the packages its JavaScript imports. */
function closure(files, entry) {
  const take = new Set();
  const dependencies = new Set();
  const typeImports = new Set();
  const queue = [`${entry}.js`, `${entry}.d.ts`];
  while (queue.length) {
    const file = queue.pop();
    if (take.has(file)) continue;
    const text = files.get(file);
    if (text === undefined) throw new Error(`${entry}: ${file} is imported but was not built`);
    take.add(file);
    const declaration = file.endsWith('.d.ts');
    for (const specifier of specifiers(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      queue.push(target);
      // a declaration's import of `x.js` is typed by `x.d.ts`, and the JavaScript needs its own declarations too
      if (target.endsWith('.js')) queue.push(target.replace(/\.js$/, '.d.ts'));
      if (declaration && target.endsWith('.js') && files.has(target)) queue.push(target);
    }
    for (const specifier of specifiers(text)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || BUILTINS.has(specifier)) continue;
      (declaration ? typeImports : dependencies).add(packageName(specifier));
    }
  }
  return { files: [...take].sort(), dependencies: [...dependencies].sort(), typeImports: [...typeImports].sort() };
}

function pinned(pkg, dependencies, ranges) {
  const deps = {};
  for (const name of dependencies) {
    if (!ranges[name]) throw new Error(`${pkg.name} imports ${name}, which the root package.json does not depend on`);
    deps[name] = ranges[name];
  }
  return deps;
}

function manifest(pkg, dependencies) {
  const deps = pinned(pkg, dependencies, rootManifest.dependencies ?? {});
  const entry = `./dist/${pkg.entry}`;
  return `${JSON.stringify(
    {
      name: pkg.name,
      version: rootManifest.version,
      description: pkg.description,
      type: 'module',
      // require(esm) without a flag: https://nodejs.org/api/modules.html#loading-ecmascript-modules-using-require
      engines: { node: '>=20.19' },
      exports: { '.': { types: `${entry}.d.ts`, default: `${entry}.js` }, './package.json': './package.json' },
      main: `${entry}.js`,
      types: `${entry}.d.ts`,
      files: ['dist'],
      sideEffects: false,
      dependencies: deps,
    },
    null,
    2,
  )}\n`;
}

function readme(pkg, dependencies) {
  return `# ${pkg.name}

${pkg.description}

Generated from the Paisa interface document (\`spec/openapi.yaml\`) by \`npm run generate\`, built
by \`npm run packages\`. ESM, with declarations; \`require()\` works on Node 20.19 and later.
${dependencies.length ? `Dependencies: ${dependencies.map((d) => `\`${d}\``).join(', ')}.` : 'No dependencies.'}

\`\`\`ts
${pkg.use}
\`\`\`
`;
}

/**
 * Packages the bundle loads through `createRequire` (openapi-ts-run.mjs's `require('openapi-typescript')`,
 * which esbuild renames `require2`) or by path (`createRequire(...).resolve('@biomejs/biome/bin/biome')`
 * in format.mjs): calls esbuild does not see as imports.
 */
const REQUIRED = /(?:\brequire\d*(?:\.resolve)?|\)\.resolve)\(\s*(['"])([^'".][^'"]*)\1\s*\)/g;

/** The generator's package files (by path under packages/generator/) and its dependencies. */
async function buildGenerator() {
  const outdir = path.join(ROOT, '__paisa_generator_out__');
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: GENERATOR.entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [precompiledTemplates(ROOT)],
  });
  const files = new Map();
  const dependencies = new Set();
  for (const file of result.outputFiles) {
    const rel = path.relative(outdir, file.path).split(path.sep).join('/');
    files.set(`dist/${rel}`, file.text);
    for (const [, , specifier] of file.text.matchAll(REQUIRED))
      if (!specifier.startsWith('node:') && !BUILTINS.has(specifier)) dependencies.add(packageName(specifier));
  }
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('.') || specifier.startsWith('node:') || BUILTINS.has(specifier)) continue;
      dependencies.add(packageName(specifier));
    }
  }
  // the generator shares a few constants with runtime/ (ajv's options, the error and idempotency catalogues) and takes biome.json's formatter settings
  const outside = Object.keys(result.metafile.inputs).filter(
    (input) => !input.startsWith('generator/') && !input.startsWith('runtime/') && !input.startsWith('conformance/') && input !== 'biome.json',
  );
  if (outside.length) throw new Error(`${GENERATOR.name}: the bundle takes files from outside generator/, runtime/ and conformance/: ${outside.join(', ')}`);
  files.set('dist/bin.mjs', GENERATOR_BIN);
  files.set('dist/mock-bin.mjs', MOCK_BIN);
  files.set('dist/conformance-bin.mjs', CONFORMANCE_BIN);
  for (const asset of GENERATOR.assets) {
    for (const name of readdirSync(path.join(ROOT, asset), { recursive: true }).map(String).sort()) {
      const at = path.join(ROOT, asset, name);
      if (statSync(at).isFile()) files.set(`${asset}/${name.split(path.sep).join('/')}`, readFileSync(at, 'utf8'));
    }
  }
  return { files, dependencies: [...dependencies].sort() };
}

function generatorManifest(dependencies) {
  const ranges = { ...rootManifest.devDependencies, ...rootManifest.dependencies };
  return `${JSON.stringify(
    {
      name: GENERATOR.name,
      version: rootManifest.version,
      description: GENERATOR.description,
      type: 'module',
      engines: { node: '>=20.19' },
      bin: { 'paisa-generate': 'dist/bin.mjs', 'paisa-mock': 'dist/mock-bin.mjs', 'paisa-conformance': 'dist/conformance-bin.mjs' },
      exports: { './package.json': './package.json' },
      files: GENERATOR.built,
      dependencies: pinned(GENERATOR, dependencies, ranges),
    },
    null,
    2,
  )}\n`;
}

function generatorReadme(dependencies) {
  return `# ${GENERATOR.name}

${GENERATOR.description}

Built from the Paisa repository's generator/, templates/ and runtime/ by \`npm run packages\`:
one esbuild bundle, with the templates and the runtime sources it emits beside the output
shipped beside it. Dependencies: ${dependencies.map((d) => `\`${d}\``).join(', ')}.

\`\`\`sh
npm install --save-dev @paisa/generator
npx paisa-generate --spec openapi.yaml --out src/api
# the runtime emitted under src/api/runtime/ imports these:
npm install ajv ajv-formats busboy qs && npm install --save-dev @types/busboy @types/qs
\`\`\`

Options: \`--emit types,validators,server,client\` (a part brings what it imports),
\`--runtime beside\` (the default: the runtime is written under \`<out>/runtime/\`) or
\`package\`, \`--base-path /PATH\` (where the server answers; by default the path every server URL
of the document shares), \`--check\` (exit 1 when \`<out>\` differs from what the document produces).
The same options may be kept in \`paisa.config.json\` (or \`paisa.config.mjs\`) under \`generate\`
(\`spec\`, \`out\`, \`emit\`, \`runtime\`, \`basePath\`, \`cache\`); \`npx paisa-generate\` then needs no
argument, and a flag wins over the file.
\`--out\` never overwrites or deletes a file without the generated banner.

\`\`\`sh
npx paisa-mock --spec openapi.yaml --port 4010 [--seed 1] [--auth USER:PASSWORD] [--bearer TOKEN] [--api-key VALUE]
\`\`\`

serves a mock of the document: each operation's documented answer, valid against its schema (the
document's examples first, else generated), with what a create makes kept so a fetch finds it.

\`\`\`sh
npx paisa-conformance --spec openapi.yaml --base-url http://127.0.0.1:4010/v1 [--bearer TOKEN] [--junit report.xml]
\`\`\`

runs the document's contract against any server that claims to implement it: the document's
examples, boundary values, property-based data, credentials, stateful sequences (links,
\`Location\`, ids a create answers) and life cycles, each answer judged by named checks; every
failure is one line with its check, operation, schema pointer and a curl reproducer. Exit codes:
0 all passed, 1 a check failed, 2 usage or document error.
`;
}

/** What `npm run packages` writes: manifests (committed) and built files, by path under packages/. */
export async function build() {
  const files = compile();
  const out = new Map();
  const report = [];
  for (const pkg of PACKAGES) {
    const { files: taken, dependencies, typeImports } = closure(files, pkg.entry);
    const untyped = typeImports.filter((name) => !dependencies.includes(name));
    if (untyped.length) throw new Error(`${pkg.name}: its declarations import ${untyped.join(', ')}, which its JavaScript does not`);
    out.set(`${pkg.dir}/package.json`, manifest(pkg, dependencies));
    out.set(`${pkg.dir}/README.md`, readme(pkg, dependencies));
    let bytes = 0;
    for (const file of taken) {
      const text = files.get(file);
      bytes += Buffer.byteLength(text);
      out.set(`${pkg.dir}/dist/${file}`, text);
    }
    report.push({ name: pkg.name, files: taken.length, kB: Math.round(bytes / 1024), dependencies });
  }
  const generator = await buildGenerator();
  out.set(`${GENERATOR.dir}/package.json`, generatorManifest(generator.dependencies));
  out.set(`${GENERATOR.dir}/README.md`, generatorReadme(generator.dependencies));
  let bytes = 0;
  for (const [file, text] of generator.files) {
    bytes += Buffer.byteLength(text);
    out.set(`${GENERATOR.dir}/${file}`, text);
  }
  report.push({ name: GENERATOR.name, files: generator.files.size, kB: Math.round(bytes / 1024), dependencies: generator.dependencies });
  return { out, report };
}

const MANIFESTS = /^[^/]+\/(package\.json|README\.md)$/;

async function main(argv) {
  const check = argv.includes('--check');
  // --out DIR: the whole tree somewhere else (the pack-and-consume test builds into a temporary directory)
  const outAt = argv.indexOf('--out');
  const dir = outAt >= 0 && argv[outAt + 1] ? path.resolve(argv[outAt + 1]) : path.join(ROOT, 'packages');
  const { out, report } = await build();
  if (check) {
    const stale = [];
    for (const [file, text] of out) {
      if (!MANIFESTS.test(file)) continue;
      const at = path.join(dir, file);
      if (!existsSync(at) || readFileSync(at, 'utf8') !== text) stale.push(file);
    }
    if (stale.length) {
      console.error(`packages/ is stale: ${stale.join(', ')}; run npm run packages`);
      return 1;
    }
    console.log(`packages are up to date (${PACKAGES.length + 1} manifests; the build compiles)`);
    return 0;
  }
  for (const pkg of PACKAGES) rmSync(path.join(dir, pkg.dir, 'dist'), { recursive: true, force: true });
  for (const built of GENERATOR.built) rmSync(path.join(dir, GENERATOR.dir, built), { recursive: true, force: true });
  for (const [file, text] of out) {
    const at = path.join(dir, file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  for (const r of report) console.log(`${r.name}: ${r.files} files, ${r.kB} kB, dependencies: ${r.dependencies.join(', ') || 'none'}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
