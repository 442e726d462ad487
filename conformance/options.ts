/**
 * The runner's options from its command line, its environment and a configuration file (the
 * `conformance` section of paisa.config.json, or the file `--config` names): flags win over the
 * environment, which wins over the file. Credentials come from flags or the environment only
 * (PAISA_CONFORMANCE_AUTH, _BEARER, _API_KEY, _HEADERS (one `Name: value` a line),
 * _OAUTH_CLIENT), never from a file a repository keeps. A usage error is thrown as a UsageError,
 * which the command answers with exit code 2.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_NAMES, type CheckName } from './checks.js';
import type { Credentials } from './credentials.js';
import { PHASES, type Phase } from './run.js';

export class UsageError extends Error {}

export interface PluginSpec {
  /** A module path, relative to the configuration file (or the working directory for `--plugin`). */
  module: string;
  options: Record<string, unknown>;
}

export interface CliOptions {
  spec: string;
  baseUrl: string;
  credentials: Credentials;
  seed: number;
  propertyRuns: number;
  checks: CheckName[];
  phases: Phase[];
  allow: Record<string, CheckName[]>;
  skip: Record<string, string>;
  plugins: PluginSpec[];
  operations?: string[];
  replay?: string;
  workers: number;
  rate?: number;
  maxTimeMs?: number;
  maxResponseMs?: number;
  timeoutMs: number;
  /** Valid variations per operation: boundary values and bodies made from the schema. */
  variants: { boundaries: number; generated: number };
  /** A refusal of a valid request the runner made up is a failure. */
  judgeGeneratedRefusals: boolean;
  junit?: string;
  ndjson?: string;
  report?: string;
  verbose: boolean;
}

export const USAGE = `usage: paisa-conformance --spec FILE --base-url URL [credentials] [options]

Runs the document's contract against the server at URL (where the document's first server stands).
credentials (each also from the environment, never printed):
  --auth USER:PASSWORD       HTTP Basic                        PAISA_CONFORMANCE_AUTH
  --bearer TOKEN             HTTP Bearer, OAuth 2.0, OpenID    PAISA_CONFORMANCE_BEARER
  --api-key VALUE            where the document's apiKey scheme says (header, query or cookie)
                                                               PAISA_CONFORMANCE_API_KEY
  --header 'Name: value'     sent on every request, repeatable PAISA_CONFORMANCE_HEADERS (one a line)
  --oauth-client ID:SECRET   OAuth 2.0 client credentials: tokens fetched at the scheme's tokenUrl
                                                               PAISA_CONFORMANCE_OAUTH_CLIENT
options:
  --config FILE              the "conformance" section of a JSON file (default: ./paisa.config.json if present)
  --checks a,b | --exclude-checks a,b    which checks judge (${CHECK_NAMES.length}: ${CHECK_NAMES.join(', ')})
  --phases a,b               ${PHASES.join(', ')} (default: all)
  --operations a,b           only these operations
  --plugin MODULE            a plug-in module (repeatable)
  --seed N                   the run's seed (printed; the same seed derives the same cases)
  --replay CASE_ID           run one case alone (each failure prints its id)
  --workers N                cases at once where they are independent (default 1)
  --rate N                   at most N requests a second
  --max-time SECONDS         start no case after this; the rest are skipped, said so
  --max-response-time MS     an answer slower than this fails max_response_time
  --timeout MS               one request's timeout (default 15000)
  --property-runs N          fast-check values per constraint (default 1)
  --boundary-variants N      valid boundary-value bodies per operation (default 12)
  --generated-bodies N       valid bodies made from the schema per operation (default 2)
  --no-judge-generated       a refusal of valid made-up input is no verdict (documents whose
                             prose adds rules their schemas do not state)
  --junit FILE  --ndjson FILE  --report FILE (JSON coverage)
  --verbose                  one line per case, not only failures
exit codes: 0 all passed, 1 a check failed, 2 usage or document error`;

const VALUE = new Set([
  'spec',
  'base-url',
  'auth',
  'bearer',
  'api-key',
  'header',
  'oauth-client',
  'config',
  'checks',
  'exclude-checks',
  'phases',
  'operations',
  'plugin',
  'seed',
  'replay',
  'workers',
  'rate',
  'max-time',
  'max-response-time',
  'timeout',
  'property-runs',
  'boundary-variants',
  'generated-bodies',
  'junit',
  'ndjson',
  'report',
]);
const FLAGS = new Set(['verbose', 'no-judge-generated']);

function list(raw: string | undefined): string[] | undefined {
  return raw === undefined
    ? undefined
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

function pair(raw: string, flag: string): [string, string] {
  const at = raw.indexOf(':');
  if (at <= 0) throw new UsageError(`${flag} must be NAME:SECRET`);
  return [raw.slice(0, at), raw.slice(at + 1)];
}

function checkNames(names: string[], flag: string): CheckName[] {
  const unknown = names.filter((n) => !CHECK_NAMES.includes(n as CheckName));
  if (unknown.length) throw new UsageError(`${flag}: unknown check ${unknown.join(', ')} (the checks are ${CHECK_NAMES.join(', ')})`);
  return names as CheckName[];
}

type ConfigSection = Record<string, unknown>;

/**
 * The `conformance` section of `--config FILE`, else of ./paisa.config.json when there is one and
 * it describes the document the command names (a run of another document, `--spec other.yaml`,
 * is not given this one's plug-ins and settings).
 */
function readConfig(file: string | undefined, spec: string | undefined): { section: ConfigSection; dir: string } {
  const chosen = file ?? (existsSync('paisa.config.json') ? 'paisa.config.json' : undefined);
  if (!chosen) return { section: {}, dir: process.cwd() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(chosen, 'utf8'));
  } catch (error) {
    throw new UsageError(`--config ${chosen}: ${(error as Error).message}`);
  }
  const section = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).conformance : undefined;
  if (section !== undefined && (section === null || typeof section !== 'object' || Array.isArray(section)))
    throw new UsageError(`${chosen}#/conformance: must be an object`);
  const dir = path.dirname(path.resolve(chosen));
  const own = (section as ConfigSection | undefined)?.spec;
  if (!file && spec !== undefined && (typeof own !== 'string' || path.resolve(dir, own) !== path.resolve(spec))) return { section: {}, dir: process.cwd() };
  return { section: (section as ConfigSection) ?? {}, dir };
}

const CONFIG_KEYS = [
  'spec',
  'baseUrl',
  'checks',
  'excludeChecks',
  'phases',
  'operations',
  'plugins',
  'seed',
  'workers',
  'rate',
  'maxTime',
  'maxResponseTime',
  'timeout',
  'propertyRuns',
  'boundaryVariants',
  'generatedBodies',
  'judgeGeneratedRefusals',
];

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env, randomSeed = () => Math.floor(Math.random() * 2 ** 31)): CliOptions {
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (FLAGS.has(name)) {
      flags.add(name);
      continue;
    }
    if (!VALUE.has(name)) throw new UsageError(`unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const one = (name: string) => values.get(name)?.at(-1);
  const { section, dir } = readConfig(one('config'), one('spec'));
  for (const key of Object.keys(section))
    if (!key.startsWith('$') && !CONFIG_KEYS.includes(key))
      throw new UsageError(`conformance configuration: unknown key ${key} (known: ${CONFIG_KEYS.join(', ')})`);
  const int = (name: string, configKey: string, fallback?: number): number | undefined => {
    const raw = one(name) ?? (section[configKey] === undefined ? undefined : String(section[configKey]));
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number`);
    return Number(raw);
  };
  const str = (name: string, configKey: string) => one(name) ?? (typeof section[configKey] === 'string' ? (section[configKey] as string) : undefined);
  const fromConfigList = (key: string) => (Array.isArray(section[key]) ? (section[key] as unknown[]).map(String) : undefined);

  const spec = str('spec', 'spec');
  const baseUrl = str('base-url', 'baseUrl');
  if (!spec) throw new UsageError('--spec FILE is required');
  if (!baseUrl) throw new UsageError('--base-url URL is required');
  if (!/^https?:\/\//.test(baseUrl)) throw new UsageError(`--base-url ${baseUrl}: not an http(s) URL`);

  const credentials: Credentials = { headers: {} };
  const auth = one('auth') ?? env.PAISA_CONFORMANCE_AUTH;
  if (auth) {
    const [user, password] = pair(auth, '--auth');
    credentials.basic = { user, password };
  }
  const bearer = one('bearer') ?? env.PAISA_CONFORMANCE_BEARER;
  if (bearer) credentials.bearer = bearer;
  const apiKey = one('api-key') ?? env.PAISA_CONFORMANCE_API_KEY;
  if (apiKey) credentials.apiKey = apiKey;
  const oauth = one('oauth-client') ?? env.PAISA_CONFORMANCE_OAUTH_CLIENT;
  if (oauth) {
    const [id, secret] = pair(oauth, '--oauth-client');
    credentials.oauthClient = { id, secret };
  }
  for (const line of [...(env.PAISA_CONFORMANCE_HEADERS?.split('\n') ?? []), ...(values.get('header') ?? [])]) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    if (at <= 0) throw new UsageError(`--header ${JSON.stringify(line)}: must be 'Name: value'`);
    credentials.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }

  const only = list(one('checks')) ?? fromConfigList('checks');
  const except = list(one('exclude-checks')) ?? fromConfigList('excludeChecks') ?? [];
  const checks = checkNames(only ?? CHECK_NAMES, '--checks').filter((c) => !checkNames(except, '--exclude-checks').includes(c));
  const phases = (list(one('phases')) ?? fromConfigList('phases') ?? [...PHASES]) as Phase[];
  const badPhase = phases.filter((p) => !PHASES.includes(p));
  if (badPhase.length) throw new UsageError(`--phases: unknown phase ${badPhase.join(', ')} (the phases are ${PHASES.join(', ')})`);

  const allow: Record<string, CheckName[]> = {};
  const skip: Record<string, string> = {};
  const ops = section.operations;
  if (ops !== undefined) {
    if (!ops || typeof ops !== 'object' || Array.isArray(ops))
      throw new UsageError('conformance configuration: operations must be an object of operationId -> { allow, skip }');
    for (const [id, raw] of Object.entries(ops as Record<string, unknown>)) {
      const o = (raw ?? {}) as { allow?: unknown; skip?: unknown };
      if (o.allow !== undefined) allow[id] = checkNames(Array.isArray(o.allow) ? o.allow.map(String) : [], `operations.${id}.allow`);
      if (typeof o.skip === 'string') skip[id] = o.skip;
    }
  }
  const plugins: PluginSpec[] = [];
  for (const raw of Array.isArray(section.plugins) ? section.plugins : []) {
    const entry = typeof raw === 'string' ? { module: raw } : (raw as { module?: unknown; options?: unknown });
    if (typeof entry?.module !== 'string') throw new UsageError('conformance configuration: a plugin is a module path or { module, options }');
    plugins.push({ module: path.resolve(dir, entry.module), options: (entry.options as Record<string, unknown>) ?? {} });
  }
  for (const m of values.get('plugin') ?? []) plugins.push({ module: path.resolve(m), options: {} });

  const maxTime = int('max-time', 'maxTime');
  const options: CliOptions = {
    spec: one('spec') ? path.resolve(spec) : path.resolve(dir, spec),
    baseUrl,
    credentials,
    seed: int('seed', 'seed') ?? randomSeed(),
    propertyRuns: int('property-runs', 'propertyRuns', 1) as number,
    checks,
    phases,
    allow,
    skip,
    plugins,
    workers: Math.max(1, int('workers', 'workers', 1) as number),
    timeoutMs: int('timeout', 'timeout', 15_000) as number,
    variants: { boundaries: int('boundary-variants', 'boundaryVariants', 12) as number, generated: int('generated-bodies', 'generatedBodies', 2) as number },
    judgeGeneratedRefusals: !flags.has('no-judge-generated') && section.judgeGeneratedRefusals !== false,
    verbose: flags.has('verbose'),
  };
  const operations = list(one('operations'));
  if (operations) options.operations = operations;
  const rate = int('rate', 'rate');
  if (rate !== undefined) options.rate = rate;
  if (maxTime !== undefined) options.maxTimeMs = maxTime * 1000;
  const maxResponse = int('max-response-time', 'maxResponseTime');
  if (maxResponse !== undefined) options.maxResponseMs = maxResponse;
  for (const [flag, key] of [
    ['replay', 'replay'],
    ['junit', 'junit'],
    ['ndjson', 'ndjson'],
    ['report', 'report'],
  ] as const) {
    const v = one(flag);
    if (v !== undefined) options[key] = v;
  }
  return options;
}
