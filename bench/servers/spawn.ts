/**
 * Every server runs in its own child process, started the way a user starts it (`node <file>.mjs`,
 * or `node --import tsx <file>.ts` for a TypeScript entry), with stdout (request logs) to /dev/null. The child announces its
 * address on stderr ("... listening on http://host:port"), as service/main.ts does; the last
 * lines of stderr are kept to explain a child that failed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  pid: number;
  url: string;
  /** the last lines the child wrote to stderr */
  stderrTail(): string;
  /** SIGTERM, wait for exit (SIGKILL after `graceMs`) */
  stop(graceMs?: number): Promise<void>;
}

const LISTENING = /listening on (http:\/\/[^\s]+)/;

export function spawnServer(name: string, script: string, env: NodeJS.ProcessEnv, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const args = script.endsWith('.mjs') ? [script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const lines: string[] = [];
  let partial = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stderrTail = () => [...lines, partial].join('\n').trim();

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not announce its address within ${startTimeoutMs / 1000} s`), startTimeoutMs);
    let announced = false;
    function fail(why: string) {
      clearTimeout(timer);
      if (!exited) child.kill('SIGKILL');
      reject(new Error(`${name}: ${why}\n${stderrTail()}`));
    }
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 40) lines.shift();
        const match = announced ? null : LISTENING.exec(line);
        if (!match || child.pid === undefined) continue;
        announced = true;
        clearTimeout(timer);
        const pid = child.pid;
        resolve({
          pid,
          url: match[1],
          stderrTail,
          async stop(graceMs = 15_000) {
            if (exited) return;
            child.kill('SIGTERM');
            const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
            await exit;
            clearTimeout(kill);
          },
        });
      }
    });
    child.once('error', (error) => fail(`could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (!announced) fail(`exited before listening (${signal ?? `code ${code}`})`);
    });
  });
}

/** the parent's environment without PAISA_* (a developer's webhook or SMTP settings must not reach the bench gateway) */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('PAISA_')) env[name] = value;
  return { ...env, ...extra };
}
