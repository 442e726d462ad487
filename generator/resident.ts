/**
 * The resident generator (README.md, "Generating for your own API"): a process that keeps the
 * generator loaded between runs of `npm run generate` and `paisa-generate`. Those hand it their
 * arguments, working folder and environment over a local socket (resident-client.mjs) and print
 * the lines it answers, so a run after an edit skips what a fresh process spends before any of its
 * own work: starting Node, loading and compiling the generator, ajv and openapi-typescript, and
 * warming their code paths (a fresh process took 0.9 s for a one-`maxLength` edit of our spec; most
 * of it was that). It is what `--watch` does between saves, asked by a command instead of a save.
 * Gradle's daemon and eslint_d are the same idea (https://docs.gradle.org/current/userguide/gradle_daemon.html).
 *
 * The protocol is one JSON line each way per line of output: the request
 * `{ kind, argv, cwd, env, node }` (or `{ stop: true }`), then answers `{ out }`, `{ err }` and a
 * last `{ exit, pid }`; or `{ stale }` when this process is not the code the client would run (another
 * Node, a package updated since it started), after which it ends and the client runs the command
 * itself. Runs are one at a time, each with the client's working folder and environment.
 *
 * It ends after ten minutes without a run, on `--stop-daemon` (at once, a run under way or not), or when stale. The socket is made
 * with umask 077 (its owner alone can connect).
 */
import { lstatSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { command, type Io, main, packageVersions } from './cli.js';
import { discardOpenapiTs, standByOpenapiTs } from './emit/openapi-ts.js';

const IDLE_MS = 10 * 60 * 1000;
/** A request line longer than this (the environment included) is refused. */
const MAX_REQUEST_BYTES = 1024 * 1024;

interface RunRequest {
  kind: 'generate' | 'command';
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  /** the client's `process.execPath` and version */
  node: string;
}

type Request = RunRequest | { stop: true };

/** This process's Node, as the client states its own (resident-client.mjs `runGenerator`). */
const NODE_IDENTITY = `${process.execPath} ${process.version}`;

/** What the client that started a resident generator had just run: the resident warms up on it. */
interface WarmUp {
  kind: RunRequest['kind'];
  argv: string[];
  cwd: string;
}

/** How many times a new resident runs its client's last command (with `--check`: nothing written) before it serves. */
const WARM_UPS = 2;

/**
 * Serves `socket` until idle, stopped or stale; resolves when it has stopped listening. With
 * `warmUp`, it first runs that command again with `--check` (writing nothing, saying nothing), so
 * that the code the next run takes is compiled and optimized by then: its first runs after the
 * start took 1.1, 0.69 and 0.65 s for a one-`maxLength` edit of our spec, and 0.5 s once warm.
 */
export async function serveResident(socket: string, warmUp?: WarmUp): Promise<void> {
  process.umask(0o077);
  const versions = packageVersions();
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let idle: NodeJS.Timeout | undefined;
  const server = createServer((connection) => {
    pending++;
    clearTimeout(idle);
    readRequest(connection).then(
      (request) => {
        // not queued behind a run: a run that hangs must not keep `--stop-daemon` from ending the process
        if ('stop' in request) {
          connection.end(`${JSON.stringify({ out: `stopped the resident generator (pid ${process.pid})`, exit: 0, pid: process.pid })}\n`, () => {
            server.close(); // which removes the socket file
            process.exit(0);
          });
          return;
        }
        // a run that failed past answer's own catch (the socket gone) leaves the queue going for the next one
        queue = queue
          .then(() => answer(connection, request))
          .catch(() => connection.destroy())
          .finally(settled);
      },
      (error: Error) => {
        connection.end(`${JSON.stringify({ err: `resident generator: ${error.message}`, exit: 2 })}\n`);
        settled();
      },
    );
  });
  const stop = () => {
    clearTimeout(idle);
    server.close();
    discardOpenapiTs();
  };
  const settled = () => {
    pending--;
    if (pending === 0 && server.listening) idle = setTimeout(stop, IDLE_MS);
  };

  async function answer(connection: Socket, request: RunRequest): Promise<void> {
    const send = (message: object) => {
      if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
    };
    const why =
      request.node !== NODE_IDENTITY ? `it runs ${NODE_IDENTITY}` : packageVersions() !== versions ? 'a package was updated since it started' : undefined;
    if (why !== undefined) {
      connection.end(`${JSON.stringify({ stale: why })}\n`);
      stop();
      return;
    }
    const io: Io = { out: (line) => send({ out: line }), err: (line) => send({ err: line }) };
    const env = process.env;
    try {
      process.chdir(request.cwd);
      process.env = { ...request.env };
      const code = await runKind(request.kind, request.argv, io);
      connection.end(`${JSON.stringify({ exit: code, pid: process.pid })}\n`);
    } catch (error) {
      send({ err: `generate failed: ${(error as Error).stack ?? String(error)}` });
      connection.end(`${JSON.stringify({ exit: 1 })}\n`);
    } finally {
      process.env = env;
    }
    // as between `--watch`'s saves: TypeScript loaded for the next run that prints types
    standByOpenapiTs();
  }

  await listen(server, socket);
  idle = setTimeout(stop, IDLE_MS);
  if (warmUp !== undefined) {
    const quiet: Io = { out: () => undefined, err: () => undefined };
    for (let i = 0; i < WARM_UPS; i++)
      queue = queue.then(async () => {
        process.chdir(warmUp.cwd);
        const argv = [...warmUp.argv, '--check'];
        await runKind(warmUp.kind, argv, quiet);
        standByOpenapiTs();
      });
    queue = queue.catch(() => undefined);
  }
  await new Promise((resolve) => server.once('close', resolve));
}

/** A run of cli.ts: `command` (paisa-generate's defaults) or `main` (npm run generate's). */
function runKind(kind: RunRequest['kind'], argv: string[], io: Io): Promise<number> {
  return kind === 'command' ? command(argv, io) : main(argv, undefined, io);
}

/** Reads the one request line of `connection`. */
function readRequest(connection: Socket): Promise<Request> {
  return new Promise((resolve, reject) => {
    let text = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined); // a client gone (Ctrl-C) ends nothing here
    const onData = (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0 && text.length <= MAX_REQUEST_BYTES) return;
      connection.off('data', onData);
      if (end < 0) return reject(new Error(`a request over ${MAX_REQUEST_BYTES} bytes`));
      try {
        const request = JSON.parse(text.slice(0, end)) as Request;
        if ('stop' in request || (Array.isArray(request.argv) && typeof request.cwd === 'string' && typeof request.env === 'object')) resolve(request);
        else reject(new Error('a request without argv, cwd and env'));
      } catch {
        reject(new Error('a request that is not JSON'));
      }
    };
    connection.on('data', onData);
  });
}

/**
 * Listens on `socket`. A socket file already there is another resident's: when it answers, this
 * process is not needed and ends; when it does not (left by one that died), it is removed first.
 * Anything else there is left as it is, and this process ends (the runs are then made in their own).
 */
async function listen(server: ReturnType<typeof createServer>, socket: string): Promise<void> {
  const attempt = () =>
    new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve);
      server.listen(socket, () => {
        server.off('error', resolve);
        resolve(undefined);
      });
    });
  const error = await attempt();
  if (error === undefined) return;
  if (error.code !== 'EADDRINUSE') throw error;
  const alive = await new Promise<boolean>((resolve) => {
    const probe = createConnection(socket, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
  // only a socket is removed: a file of another kind at this path is not the generator's, and stays
  if (alive || !lstatSync(socket).isSocket()) process.exit(0);
  unlinkSync(socket);
  const again = await attempt();
  if (again !== undefined) throw again;
}

// Run as the entry point: the bundle's `resident` entry (bundle-entries.mjs), started by resident-client.mjs `startResident` with SOCKET [WARM-UP].
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await serveResident(String(process.argv[2]), process.argv[3] ? (JSON.parse(process.argv[3]) as WarmUp) : undefined);
  process.exit(0);
}
