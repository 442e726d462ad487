/**
 * `paisa-generate` used as another team uses it: `npm run packages` builds @paisa/generator
 * into a temporary folder, `npm pack` makes its tarball, and a project outside this repository
 * installs that tarball (its dependencies from the registry) with the runtime's packages and
 * TypeScript. With nothing of this repository on PATH or in the project, `npx paisa-generate`
 * makes types, validators, a server skeleton and a client from a corpus document copied into the
 * project (the Train Travel API, OpenAPI 3.1, whose operationIds are `get-stations`,
 * `create-booking`...) with the runtime beside them; the project's own tsc compiles its program
 * under `strict`, `exactOptionalPropertyTypes` and `noUncheckedIndexedAccess`, and it runs: the server skeleton on node:http, the client calling it, a
 * refusal answered in the document's own `Problem` schema (application/problem+json). the installed
 * `paisa-mock` bin serves a mock of the same document from the installed package.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);

/** A command's exit code and output, whatever the code (execFile rejects on anything but 0). */
async function exitOf(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(file, args, options);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
const REPO = process.cwd();
const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
const SPEC = createRequire(import.meta.url).resolve('@readme/oas-examples/3.1/json/train-travel.json');

const PROGRAM = `import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from './api/client/index.js';
import { createGateway, withNotBuilt } from './api/server/index.js';
import type { Station } from './api/types/index.js';

const stations: Station[] = [{ id: 'efdbb9d1-02c2-4bc3-afb7-6788d8782b1e', name: 'Berlin Hauptbahnhof', address: 'Invalidenstraße 10557 Berlin, Germany', country_code: 'DE' }];
const gateway = createGateway<{ scopes: string[] }>({
  authenticate: (credentials) => (credentials.scheme === 'bearer' && credentials.token === 'secret' ? { scopes: ['read', 'write'] } : null),
  handlers: withNotBuilt({
    getStations: async () => ({ data: stations, links: { self: '/stations' } }),
  }),
});
const server = createServer(gateway);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = \`http://127.0.0.1:\${(server.address() as AddressInfo).port}\`;
const client = createClient({ baseUrl, auth: { bearer: 'secret' } });
const listed = await client.stations.get();
const refused = await fetch(\`\${baseUrl}/stations\`, { headers: { authorization: 'Bearer wrong' } });
const notBuilt = await fetch(\`\${baseUrl}/trips?origin=a&destination=b&date=2024-02-01T09:00:00Z\`, { headers: { authorization: 'Bearer secret' } });
const problem = (await refused.json()) as Record<string, unknown>;
console.log(JSON.stringify({
  station: listed.data?.[0]?.name,
  refused: [refused.status, refused.headers.get('content-type'), problem.title, Object.keys(problem).sort()],
  notBuilt: notBuilt.status,
}));
server.close();
`;

/** The environment without this repository: its node_modules/.bin (which `npm test` puts on PATH) and NODE_PATH left out. */
function outsideEnv(): NodeJS.ProcessEnv {
  const { NODE_PATH: _nodePath, ...env } = process.env;
  const PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.startsWith(REPO))
    .join(delimiter);
  return { ...env, PATH };
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile());
}

describe('@paisa/generator installed in a project outside this repository', () => {
  let work: string;
  let project: string;
  const env = outsideEnv();
  const inProject = (command: string, args: string[]) => exec(command, args, { cwd: project, env });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'paisa-outside-'));
    await exec(process.execPath, [join(REPO, 'bundle', 'packages.mjs'), '--out', join(work, 'packages')]);
    await exec('npm', ['pack', join(work, 'packages', 'generator'), '--pack-destination', work, '--loglevel=error']);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack made no tarball');
    project = join(work, 'travel');
    mkdirSync(join(project, 'src'), { recursive: true });
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'travel', private: true, type: 'module' }));
    copyFileSync(SPEC, join(project, 'train-travel.json'));
    const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const ranges = { ...manifest.dependencies, ...manifest.devDependencies };
    const nodeTypes = JSON.parse(readFileSync(join(REPO, 'node_modules', '@types', 'node', 'package.json'), 'utf8')) as { version: string };
    // the generator, what the runtime it emits imports (and the declarations of the two that ship none), the compiler
    const runtime = ['ajv', 'ajv-formats', 'busboy', 'qs', '@types/busboy', '@types/qs', 'typescript'].map((name) => `${name}@${ranges[name]}`);
    const started = performance.now();
    await inProject('npm', ['install', ...NPM_QUIET, join(work, tarball), ...runtime, `@types/node@${nodeTypes.version}`]);
    console.info(
      `@paisa/generator: tarball ${Math.round(statSync(join(work, tarball)).size / 1024)} kB; npm install ${Math.round(performance.now() - started)} ms`,
    );
    writeFileSync(join(project, 'src', 'main.ts'), PROGRAM);
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          // a user's strictest settings: the output and the runtime beside it compile under them too
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: ['node'],
          allowJs: true,
          skipLibCheck: true,
          rootDir: 'src',
          outDir: 'dist',
        },
        include: ['src'],
      }),
    );
  }, 300_000);
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('ships the bundle, its templates and the runtime sources, and nothing naming this repository', () => {
    const installed = join(project, 'node_modules', '@paisa', 'generator');
    const files = filesUnder(installed).map((file) => file.slice(installed.length + 1));
    expect(files).toEqual(
      expect.arrayContaining(['dist/bin.mjs', 'dist/main.mjs', 'dist/openapi-ts-worker.mjs', 'templates/server/gateway.ts.hbs', 'runtime/server/index.ts']),
    );
    for (const file of files) expect(readFileSync(join(installed, file), 'utf8'), file).not.toContain(REPO);
  });

  it("generates with npx paisa-generate, compiles with the project's tsc under strict flags and runs", async () => {
    const generated = await inProject('npx', ['--no-install', 'paisa-generate', '--spec', 'train-travel.json', '--out', 'src/api', '--runtime', 'beside']);
    expect(generated.stdout).toMatch(/wrote src\/api\/server\/index\.ts/);
    expect(readFileSync(join(project, 'src', 'api', 'server', 'gateway.ts'), 'utf8')).not.toContain('paisa/runtime');
    // its caches (the compiled OpenAPI schemas, the parts of a run) in the project's node_modules/.cache, nothing in the package
    const cache = readdirSync(join(project, 'node_modules', '.cache', 'paisa-generate'));
    expect(cache).toEqual(expect.arrayContaining(['parts', expect.stringMatching(/^openapi-schemas-[0-9a-f]{16}\.mjs$/)]));
    const again = await inProject('npx', ['--no-install', 'paisa-generate', '--spec', 'train-travel.json', '--out', 'src/api', '--runtime', 'beside']);
    expect(again.stdout).toMatch(/unchanged: \d+ files/);
    await inProject('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json']).catch((error: { stdout?: string }) => {
      throw new Error(`tsc: ${error.stdout}`);
    });
    const { stdout } = await inProject(process.execPath, [join(project, 'dist', 'main.js')]);
    expect(JSON.parse(stdout)).toEqual({
      station: 'Berlin Hauptbahnhof',
      // the document's Problem schema: its members only
      refused: [401, 'application/problem+json; charset=utf-8', 'Unauthorized', ['detail', 'status', 'title', 'type']],
      notBuilt: 501,
    });
  }, 240_000);

  it('hands a run to the resident generator a run before left, in the project, and stops it on --stop-daemon', async () => {
    const resident = { cwd: project, env: { ...env, PAISA_GENERATE_DAEMON: '1', DEBUG: '1' } };
    const run = (...args: string[]) => exec(join(project, 'node_modules', '.bin', 'paisa-generate'), args, resident);
    const args = ['--spec', 'train-travel.json', '--out', 'resident', '--runtime', 'beside'];
    expect((await run(...args)).stderr).not.toMatch(/answered by the resident generator/);
    // the first run started one in the background: a later run is answered by it, with the run's lines
    let answered: { stdout: string; stderr: string } | undefined;
    for (let i = 0; i < 100 && !answered; i++) {
      const check = await run('--check', ...args);
      if (/answered by the resident generator/.test(check.stderr)) answered = check;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answered?.stdout).toMatch(/resident is up to date/);
    // its socket: beside the project's cache, or in the temporary folder when that path is too long for one
    const socket = /answered by the resident generator \(pid \d+\) at (\S+)/.exec(answered?.stderr ?? '')?.[1] ?? '';
    expect(statSync(socket).isSocket()).toBe(true);
    expect(socket.startsWith(join(project, 'node_modules', '.cache', 'paisa-generate', 'daemon')) || socket.startsWith(tmpdir())).toBe(true);
    expect((await run('--stop-daemon')).stdout).toMatch(/^stopped the resident generator \(pid \d+\)$/m);
  }, 120_000);

  it('refuses to write into a folder of files it did not make, and says so in one line each', async () => {
    mkdirSync(join(project, 'mine'));
    writeFileSync(join(project, 'mine', 'notes.ts'), 'export const mine = 1;\n');
    const result = await inProject('npx', ['--no-install', 'paisa-generate', '--spec', 'train-travel.json', '--out', 'mine']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((result as { code: number }).code).toBe(1);
    expect((result as { stderr: string }).stderr).toMatch(/mine\/notes\.ts: not made by the generator/);
    expect(readFileSync(join(project, 'mine', 'notes.ts'), 'utf8')).toBe('export const mine = 1;\n');
  }, 120_000);

  it('serves a mock of the document with the paisa-mock bin, and runs its contract against the mock with paisa-conformance', async () => {
    // the bin npx runs, started directly: one process to stop
    const child = spawn(join(project, 'node_modules', '.bin', 'paisa-mock'), ['--spec', 'train-travel.json', '--port', '0', '--bearer', 'secret'], {
      cwd: project,
      env,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const found = /at (http:\/\/\S+);/.exec(text);
          if (found) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`paisa-mock exited ${code}: ${text}`)));
      });
      const answered = await fetch(`${url}/stations`, { headers: { authorization: 'Bearer secret' } });
      expect(answered.status).toBe(200);
      expect(answered.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await answered.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      expect((await fetch(`${url}/stations`)).status).toBe(401);
      // the contract of the document, run against that mock with the paisa-conformance bin: what a
      // team's CI runs against its own server (exit 0, JUnit written, the secret never printed)
      const run = await exitOf(
        join(project, 'node_modules', '.bin', 'paisa-conformance'),
        ['--spec', 'train-travel.json', '--base-url', url, '--seed', '3', '--junit', 'contract.xml'],
        { cwd: project, env: { ...env, PAISA_CONFORMANCE_BEARER: 'secret' } },
      );
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^\d+ passed, 0 failed, \d+ skipped$/m);
      expect(run.stdout + run.stderr).not.toContain('secret');
      expect(readFileSync(join(project, 'contract.xml'), 'utf8')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="Train Travel API/);
      // a usage error is exit 2
      expect((await exitOf(join(project, 'node_modules', '.bin', 'paisa-conformance'), ['--spec', 'train-travel.json'], { cwd: project, env })).code).toBe(2);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);
});
