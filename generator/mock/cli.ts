/**
 * `paisa-mock --spec FILE [--port P] [--host H] [--seed N] [--auth USER:PASSWORD] [--bearer TOKEN]
 * [--api-key VALUE] [--base-path /PATH]` (README.md, "Mocking any API"): serves `createMock` on
 * node:http until stopped. Credentials may also come from the environment (PAISA_MOCK_AUTH,
 * PAISA_MOCK_BEARER, PAISA_MOCK_API_KEY), so they stay out of the process list; they are never
 * printed. Run by generator/mock-bin.mjs here and by the bin of the @paisa/generator package.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { SpecError } from '../load.js';
import { createMock, type MockCredentials } from './index.js';

const USAGE =
  'usage: paisa-mock --spec FILE [--port 4010] [--host 127.0.0.1] [--seed 1] [--auth USER:PASSWORD] [--bearer TOKEN] [--api-key VALUE] [--base-path /PATH]\n' +
  'Serves a mock of an OpenAPI 3.0 or 3.1 document: documented answers valid against their schemas (examples first), what a create makes kept.';

export interface Started {
  server: Server;
  url: string;
}

/** Starts the mock; resolves once it listens (the tests call it, then close `server`). */
export async function start(args: string[], log: (line: string) => void = (line) => console.error(line)): Promise<Started> {
  const { values } = parseArgs({
    args,
    options: {
      spec: { type: 'string' },
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      auth: { type: 'string' },
      bearer: { type: 'string' },
      'api-key': { type: 'string' },
      'base-path': { type: 'string' },
    },
  });
  if (!values.spec) throw new UsageError('--spec FILE is required');
  const port = Number(values.port);
  const seed = Number(values.seed);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port: ${values.port} is not a port`);
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed: ${values.seed} is not an integer`);
  const credentials = credentialsFrom(
    values.auth ?? process.env.PAISA_MOCK_AUTH,
    values.bearer ?? process.env.PAISA_MOCK_BEARER,
    values['api-key'] ?? process.env.PAISA_MOCK_API_KEY,
  );
  const mock = await createMock({ spec: values.spec, seed, credentials, ...(values['base-path'] !== undefined ? { basePath: values['base-path'] } : {}) });
  for (const w of mock.warnings) log(`${values.spec}#${w.pointer}: warning: ${w.reason}`);
  const server = createServer(mock);
  server.on('clientError', mock.clientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, values.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}${mock.model.basePath}`;
  const given = [credentials.basic && 'Basic', credentials.bearer !== undefined && 'Bearer', credentials.apiKey !== undefined && 'API key'].filter(Boolean);
  log(
    `paisa-mock: ${mock.model.title || values.spec} (${mock.model.operations.length} operations) at ${url}; credentials: ${given.length ? `${given.join(', ')} as given` : 'any well-formed one'}`,
  );
  return { server, url };
}

function credentialsFrom(auth: string | undefined, bearer: string | undefined, apiKey: string | undefined): MockCredentials {
  const out: MockCredentials = {};
  if (auth !== undefined) {
    const colon = auth.indexOf(':');
    // RFC 7617 section 2: the user-id cannot contain a colon
    if (colon <= 0) throw new UsageError('--auth: USER:PASSWORD');
    out.basic = { user: auth.slice(0, colon), password: auth.slice(colon + 1) };
  }
  if (bearer !== undefined) out.bearer = bearer;
  if (apiKey !== undefined) out.apiKey = apiKey;
  return out;
}

class UsageError extends Error {}

/** The `paisa-mock` command: 0 once stopped by SIGINT/SIGTERM, 2 on a usage or document error. */
export async function command(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let started: Started;
  try {
    started = await start(args);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      console.error(`${(error as Error).message}\n${USAGE}`);
    else if (error instanceof SpecError) console.error(error.message);
    else console.error(`paisa-mock: ${(error as Error).message}`);
    return 2;
  }
  await new Promise<void>((resolve) => {
    const stop = () => started.server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
