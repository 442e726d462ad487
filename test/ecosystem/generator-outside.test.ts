/**
 * `paisa-generate` used as another team uses it: in a project outside this repository (a
 * temporary folder, so nothing resolves to this repository's node_modules), which installs only
 * the runtime's packages from the registry, the generator's bin makes types, validators, a
 * server skeleton and a client from a public document (the Train Travel API, OpenAPI 3.1, whose
 * operationIds are `get-stations`, `create-booking`...) with the runtime beside them; the
 * project's own program compiles with tsc under strict flags and runs: the server skeleton on
 * node:http, the client calling it, a refusal answered as problem details.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
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
console.log(JSON.stringify({
  station: listed.data?.[0]?.name,
  refused: [refused.status, refused.headers.get('content-type'), (await refused.json()).title],
  notBuilt: notBuilt.status,
}));
server.close();
`;

describe('paisa-generate in a project outside this repository', () => {
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'paisa-outside-'));
    const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const ranges = { ...manifest.dependencies, ...manifest.devDependencies };
    const nodeTypes = JSON.parse(readFileSync(join(REPO, 'node_modules', '@types', 'node', 'package.json'), 'utf8')) as { version: string };
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'travel', private: true, type: 'module' }));
    // what the runtime imports, and the declarations of the two that ship none
    const runtime = ['ajv', 'ajv-formats', 'busboy', 'qs', '@types/busboy', '@types/qs'].map((name) => `${name}@${ranges[name]}`);
    await exec('npm', ['install', ...NPM_QUIET, ...runtime, `@types/node@${nodeTypes.version}`], { cwd: work });
    mkdirSync(join(work, 'src'));
    writeFileSync(join(work, 'src', 'main.ts'), PROGRAM);
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
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
  }, 240_000);
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('generates, compiles with tsc and runs', async () => {
    const generated = await exec(process.execPath, [join(REPO, 'generator', 'bin.mjs'), '--spec', SPEC, '--out', join(work, 'src', 'api')], { cwd: work });
    expect(generated.stdout).toMatch(/wrote .*src\/api\/server\/index\.ts/);
    expect(readFileSync(join(work, 'src', 'api', 'server', 'gateway.ts'), 'utf8')).not.toContain('paisa/runtime');
    await exec(join(REPO, 'node_modules', '.bin', 'tsc'), ['-p', join(work, 'tsconfig.json')], { cwd: work }).catch((error: { stdout?: string }) => {
      throw new Error(`tsc: ${error.stdout}`);
    });
    const { stdout } = await exec(process.execPath, [join(work, 'dist', 'main.js')], { cwd: work });
    expect(JSON.parse(stdout)).toEqual({
      station: 'Berlin Hauptbahnhof',
      refused: [401, 'application/problem+json; charset=utf-8', 'Unauthorized'],
      notBuilt: 501,
    });
  }, 240_000);

  it('refuses to write into a folder of files it did not make, and says so in one line each', async () => {
    mkdirSync(join(work, 'mine'));
    writeFileSync(join(work, 'mine', 'notes.ts'), 'export const mine = 1;\n');
    const result = await exec(process.execPath, [join(REPO, 'generator', 'bin.mjs'), '--spec', SPEC, '--out', join(work, 'mine')], { cwd: work }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((result as { code: number }).code).toBe(1);
    expect((result as { stderr: string }).stderr).toMatch(/mine\/notes\.ts: not made by the generator/);
    expect(readFileSync(join(work, 'mine', 'notes.ts'), 'utf8')).toBe('export const mine = 1;\n');
  }, 120_000);
});
