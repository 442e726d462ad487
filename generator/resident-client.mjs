/**
 * How `npm run generate` (start.mjs) and `paisa-generate` (bin.mjs here, the bin of the
 * @paisa/generator package elsewhere: bundle/packages.mjs) run: through the resident
 * generator (resident.ts) when one answers on this build's socket, else in this process, after
 * which one is started in the background for the next run. README.md, "Generating for your own
 * API", says when: not under `--watch` (itself resident), `--no-cache` (a fresh process making
 * everything) or `--help`; not when PAISA_GENERATE_DAEMON=0, PAISA_GENERATE_CACHE=0, or `CI` is
 * set (a CI job runs once; as Nx does, https://nx.dev/concepts/nx-daemon), unless
 * PAISA_GENERATE_DAEMON=1. `--stop-daemon` stops the one of this build.
 *
 * Plain JavaScript, so that a run served by the resident loads nothing of the generator's bundle.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultCacheDir } from './cache.mjs';
import { delayOptimization } from './one-shot-tiering.mjs';

/** Flags whose run is never handed to the resident generator. */
const OWN_PROCESS = new Set(['--watch', '--no-cache', '--help', '-h']);

/** Whether a run of `argv` goes through the resident generator. */
function residentWanted(argv, env = process.env) {
  if (env.PAISA_GENERATE_DAEMON === '0' || env.PAISA_GENERATE_CACHE === '0') return false;
  if (env.CI && env.PAISA_GENERATE_DAEMON !== '1') return false;
  return !argv.some((arg) => OWN_PROCESS.has(arg));
}

/**
 * The socket of the resident generator of the bundle `mainFile` belongs to: named after that build
 * (the bundle's folder, its entry file's inode, time and size, which a build or an install
 * writes anew, and the inputs.json bundle/run.mjs writes last where there is one), so a rebuilt or
 * reinstalled generator is never answered by the code of an older one; beside the generator's
 * cache, or in the temporary folder when that path is too long for a Unix socket (104 bytes with
 * its terminating zero on macOS, 108 on Linux).
 */
export function residentSocket(mainFile) {
  const dir = path.dirname(mainFile);
  const { ino, mtimeMs, size } = statSync(mainFile);
  const hash = createHash('sha256').update(`${dir}\0${ino}\0${mtimeMs}\0${size}\0`);
  if (existsSync(path.join(dir, 'inputs.json'))) hash.update(readFileSync(path.join(dir, 'inputs.json')));
  const key = hash.digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\paisa-generate-${key}`;
  const socket = path.join(path.dirname(defaultCacheDir()), 'daemon', `${key}.sock`);
  return Buffer.byteLength(socket) < 104 ? socket : path.join(tmpdir(), `paisa-generate-${process.getuid?.() ?? 0}-${key}.sock`);
}

/**
 * Runs `kind` (`generate`: cli.ts `main`; `command`: cli.ts `command`) with `argv`, through the
 * resident generator when wanted and one answers; resolves the exit code.
 */
export async function runGenerator(mainFile, kind, argv) {
  if (argv.includes('--stop-daemon')) return stopResident(residentSocket(mainFile));
  const wanted = residentWanted(argv);
  const socket = wanted ? residentSocket(mainFile) : undefined;
  if (socket !== undefined) {
    const code = await ask(socket, { kind, argv, cwd: process.cwd(), env: process.env, node: `${process.execPath} ${process.version}` });
    if (code !== undefined) return code;
  }
  // a process that ends with its run, unless it watches (one-shot-tiering.mjs)
  if (!argv.includes('--watch')) delayOptimization();
  const generator = await import(pathToFileURL(mainFile).href);
  const code = await (kind === 'command' ? generator.command(argv) : generator.main(argv));
  if (socket !== undefined) startResident(path.join(path.dirname(mainFile), 'resident.mjs'), socket, { kind, argv, cwd: process.cwd() });
  return code;
}

/**
 * Sends `request` and prints the answer's lines as they come; resolves the exit code, or
 * undefined when no resident answered it (none listening, a stale one, or one that ended mid-run).
 */
function ask(socket, request) {
  // the request carries this process's environment: only to a socket of this user's (one another
  // user made in the temporary folder first is not asked)
  if (process.platform !== 'win32') {
    try {
      const stat = lstatSync(socket);
      if (!stat.isSocket() || stat.uid !== process.getuid()) return Promise.resolve(undefined);
    } catch {
      return Promise.resolve(undefined); // none listening
    }
  }
  return new Promise((resolve) => {
    let exit;
    let pid;
    let printed = false;
    let text = '';
    const connection = createConnection(socket, () => connection.write(`${JSON.stringify(request)}\n`));
    connection.setEncoding('utf8');
    connection.on('error', () => undefined); // none listening: 'close' follows
    connection.on('data', (chunk) => {
      text += chunk;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
        let message;
        try {
          message = JSON.parse(text.slice(0, end));
        } catch {
          connection.destroy(); // not a resident generator's answer
          return;
        }
        text = text.slice(end + 1);
        if (typeof message.out === 'string') process.stdout.write(`${message.out}\n`);
        if (typeof message.err === 'string') process.stderr.write(`${message.err}\n`);
        printed ||= typeof message.out === 'string' || typeof message.err === 'string';
        if (typeof message.exit === 'number') exit = message.exit;
        if (typeof message.pid === 'number') pid = message.pid;
      }
    });
    connection.on('close', () => {
      if (exit === undefined && printed) process.stderr.write('the resident generator ended before the run did; running it here\n');
      else if (exit !== undefined && process.env.DEBUG) process.stderr.write(`answered by the resident generator (pid ${pid}) at ${socket}\n`);
      resolve(exit);
    });
  });
}

/**
 * Starts a resident generator on `socket` in the background (it outlives this process; resident.ts),
 * to warm up on the run just made (`warmUp`: kind, argv and working folder), in this environment.
 */
function startResident(entry, socket, warmUp) {
  if (process.platform !== 'win32') mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  spawn(process.execPath, [entry, socket, JSON.stringify(warmUp)], { detached: true, stdio: 'ignore', cwd: tmpdir() }).unref();
}

/** `--stop-daemon`: stops the resident generator of this build, if one runs. */
async function stopResident(socket) {
  const code = await ask(socket, { stop: true });
  if (code === undefined) console.log('no resident generator was running');
  return code ?? 0;
}
