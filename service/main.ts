/**
 * `npm start`: the gateway as a process (README.md, Running the gateway). Configuration comes
 * from the environment (service/config.ts); the banner goes to stderr and request logs (one
 * JSON line each) to stdout, so `npm start | jq` works. The first start of an empty
 * installation prints the test key pair it created, once: only its hash is stored.
 *
 * SIGTERM / SIGINT: stop accepting, drain in-flight requests (bounded), stop the webhook and
 * notification workers and the sweeps, close the store, exit 0. A second signal exits at once.
 */
import { createApp } from './app.js';
import { type Config, ConfigError, describeConfig, loadConfig } from './config.js';
import { flushLogs } from './logging.js';

function out(line: string): void {
  process.stderr.write(`${line}\n`);
}

type App = Awaited<ReturnType<typeof createApp>>;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out(error.message);
      process.exit(2);
    }
    throw error;
  }

  // The signal handlers come before the store is opened and the port taken: once the banner says
  // it is listening, a SIGTERM at once (a supervisor, a test) must drain and exit 0, where a
  // signal with no handler yet would kill the process with its default action.
  let app: App | undefined;
  let stopping = false;
  const stop = (started: App) =>
    started.stop().then(
      () => {
        flushLogs(started.logger);
        out('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        flushLogs(started.logger);
        out(`stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      out(`${signal} again: exiting without draining`);
      process.exit(1);
    }
    stopping = true;
    out(app ? `${signal}: draining in-flight requests` : `${signal}: stopping once started`);
    if (app) void stop(app);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const created = await createApp({ config });
  const { url } = await created.start();
  const storage = describeConfig(config).storage;
  out(`paisa listening on ${url} (API ${url}/v1, storage ${storage}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
  if (created.initialKey) {
    out('');
    out('No API key existed, so a test key pair was created. It is shown this once (only its hash is stored):');
    out(`  key id:     ${created.initialKey.keyId}`);
    out(`  key secret: ${created.initialKey.secret}`);
    out('Set PAISA_TEST_KEY_ID / PAISA_TEST_KEY_SECRET to choose your own.');
    out('');
  }
  out(config.webhook ? `webhooks: every event is POSTed to ${config.webhook.url}` : 'webhooks: PAISA_WEBHOOK_URL not set; events are kept in the outbox');
  out(`not built yet (answer 501): ${created.notBuilt.length ? created.notBuilt.join(', ') : 'none'}`);
  app = created;
  if (stopping) void stop(created);
}

main().catch((error: unknown) => {
  out(`paisa failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
