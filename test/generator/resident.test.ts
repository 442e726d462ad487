/**
 * The resident generator (generator/resident.ts, resident-client.mjs): `npm run generate`'s
 * bundled command, run as a user runs it, hands its run to the generator a run before it left
 * in the background, which writes what a fresh process writes and answers its lines and exit
 * code; one that is stale or gone is replaced, and `--stop-daemon` stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { residentSocket } from '../../generator/resident-client.mjs';
import { snapshot } from './helpers.js';

let dir: string;
/** The bundle's entry start.mjs runs (bundle/run.mjs builds it: the first `generate` below does) */
const mainFile = path.resolve('dist/generator/main.mjs');
const env = { ...process.env, PAISA_GENERATE_DAEMON: '1', DEBUG: '1' };
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-resident-'));
  cpSync('spec', path.join(dir, 'spec'), { recursive: true });
  // builds dist/generator/ when stale, and stops a resident generator left from before
  await generate(['--stop-daemon']);
}, 120_000);
afterAll(async () => {
  await generate(['--stop-daemon']);
  rmSync(dir, { recursive: true, force: true });
});

/** `node generator/start.mjs ARGS` from the copy's folder, as `npm run generate -- ARGS` runs it. */
function generate(args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('generator/start.mjs'), ...args], { cwd: dir, env: options.env ?? env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Whether something accepts a connection on `socket`. */
function listening(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(socket, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ANSWERED = /answered by the resident generator/;

test('a run answered by the resident generator writes what a fresh process writes, with its lines and exit code', async () => {
  const socket = residentSocket(mainFile);
  expect(await listening(socket)).toBe(false);

  // none answers: the run is made here, then one is started for the next
  const first = await generate(['--spec', 'spec/openapi.yaml', '--out', 'out']);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stderr).not.toMatch(ANSWERED);
  await until(() => listening(socket), 'the resident generator');

  // one field of one schema edited, a new limit each run (the cache is shared with every run on this machine)
  const limit = 1_000 + Math.floor(Math.random() * 1_000_000);
  const items = path.join(dir, 'spec/components/schemas/items.yaml');
  const text = readFileSync(items, 'utf8');
  const edited = text.replace('    name:\n      type: string\n', `    name:\n      type: string\n      maxLength: ${limit}\n`);
  expect(edited).not.toBe(text);
  writeFileSync(items, edited);

  const second = await generate(['--spec', 'spec/openapi.yaml', '--out', 'out']);
  expect(second.code, second.stderr).toBe(0);
  expect(second.stderr).toMatch(ANSWERED);
  // its lines, relative to the client's working folder
  expect(second.stdout).toContain('wrote out/validators/standalone-strict.js');
  expect(second.stderr).toContain('spec/openapi.yaml#/servers: info: base path "/v1"');

  // what a fresh process makes of the same spec from scratch, byte for byte
  const scratch = await generate(['--spec', 'spec/openapi.yaml', '--out', 'scratch', '--no-cache']);
  expect(scratch.code, scratch.stderr).toBe(0);
  expect(scratch.stderr).not.toMatch(ANSWERED);
  const made = snapshot(path.join(dir, 'out'));
  const expected = snapshot(path.join(dir, 'scratch'));
  expect(Object.keys(made).sort()).toEqual(Object.keys(expected).sort());
  for (const [file, contents] of Object.entries(expected)) expect(made[file] === contents, file).toBe(true);
  expect(made['validators/standalone-strict.js']).toMatch(new RegExp(`> ${limit}\\b`));

  // --check through it: up to date, exit 0; a spec error: its line and exit 1, nothing written
  const check = await generate(['--check', '--spec', 'spec/openapi.yaml', '--out', 'out']);
  expect([check.code, check.stdout]).toEqual([0, expect.stringContaining('out is up to date')]);
  writeFileSync(path.join(dir, 'broken.yaml'), 'openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths:\n  /a: 5\n');
  const broken = await generate(['--spec', 'broken.yaml', '--out', 'broken']);
  expect(broken.code).toBe(1);
  expect(broken.stderr).toMatch(ANSWERED);
  expect(broken.stderr).toMatch(/^broken\.yaml#\/paths\/~1a: /m);
  expect(existsSync(path.join(dir, 'broken'))).toBe(false);

  // a paisa.config.mjs edited between two runs it answers is read as it is at each
  const config = path.join(dir, 'paisa.config.mjs');
  writeFileSync(config, "export default { generate: { spec: 'spec/openapi.yaml', out: 'configured-a' } };\n");
  const configuredA = await generate([]);
  writeFileSync(config, "export default { generate: { spec: 'spec/openapi.yaml', out: 'configured-bb' } };\n");
  const configuredB = await generate([]);
  rmSync(config);
  expect([configuredA.code, configuredB.code]).toEqual([0, 0]);
  expect(configuredB.stderr).toMatch(ANSWERED);
  expect(existsSync(path.join(dir, 'configured-a/validators/index.ts'))).toBe(true);
  expect(existsSync(path.join(dir, 'configured-bb/validators/index.ts'))).toBe(true);

  // with the cache off (PAISA_GENERATE_CACHE=0) the run is made here: a resident generator keeps nothing for it
  const uncached = await generate(['--check', '--spec', 'spec/openapi.yaml', '--out', 'out'], { env: { ...env, PAISA_GENERATE_CACHE: '0' } });
  expect(uncached.code).toBe(0);
  expect(uncached.stderr).not.toMatch(ANSWERED);

  const stopped = await generate(['--stop-daemon']);
  expect(stopped.stdout).toMatch(/^stopped the resident generator \(pid \d+\)$/m);
  await until(async () => !(await listening(socket)), 'the resident generator to stop');
  expect((await generate(['--stop-daemon'])).stdout).toContain('no resident generator was running');

  // a file of another kind at the socket's path is neither asked nor removed: each run is made in its own process
  writeFileSync(socket, 'not a socket');
  for (let i = 0; i < 2; i++) {
    const beside = await generate(['--check', '--spec', 'spec/openapi.yaml', '--out', 'out']);
    expect(beside.code, beside.stderr).toBe(0);
    expect(beside.stderr).not.toMatch(ANSWERED);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the resident it started has seen the file, and ended
  }
  expect(readFileSync(socket, 'utf8')).toBe('not a socket');
  rmSync(socket);
}, 300_000);

/** A resident generator of the bundle on `socket`, started as the client starts one. */
function resident(socket: string): ChildProcess {
  return spawn(process.execPath, [path.join(path.dirname(mainFile), 'resident.mjs'), socket], { stdio: 'ignore' });
}

/** Sends one line to `socket`; resolves the lines answered until it closes. */
function exchange(socket: string, line: string): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = createConnection(socket, () => connection.write(line));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      text += chunk;
    });
    connection.on('error', reject);
    connection.on('close', () =>
      resolve(
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      ),
    );
  });
}

test('a resident generator that is not the client’s code answers stale and ends; a dead one’s socket is taken over; an oversized request is refused', async () => {
  const socket = path.join(dir, 'own.sock');
  const first = resident(socket);
  await until(() => listening(socket), 'the first resident generator');
  // killed at once: its socket file stays behind, and the next one takes it over
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  expect(existsSync(socket)).toBe(true);
  const second = resident(socket);
  const ended = new Promise((resolve) => second.once('exit', resolve));
  await until(() => listening(socket), 'the second resident generator');

  const refused = await exchange(socket, 'x'.repeat(1024 * 1024 + 10));
  expect(refused).toEqual([{ err: expect.stringContaining('a request over'), exit: 2 }]);

  const request = { kind: 'generate', argv: ['--check'], cwd: dir, env: {}, node: `${process.execPath} v0.0.0` };
  expect(await exchange(socket, `${JSON.stringify(request)}\n`)).toEqual([{ stale: expect.stringContaining(process.version) }]);
  expect(await ended).toBe(0);
}, 120_000);
