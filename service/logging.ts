/**
 * Request logging: one JSON line per request, and never a key secret, a card number or a CVV
 * (README.md, Running the gateway). One pino line per answered request, written from the
 * gateway's observation hooks, which never see bodies or credentials; the line carries the
 * path *template* (`/v1/payments/{payment_id}`), so no id or query string reaches the log
 * either. pino's `redact` (security/redact.ts) is the second line of defence for anything a
 * later caller might add.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { type GatewayHooks, type RequestInfo, routes } from '../generated/server/index.js';
import type { AuthContext } from './context.js';
import { redactOptions, scrubText } from './security/redact.js';

export type { Logger } from 'pino';

const TEMPLATE_BY_OPERATION = new Map<string, string>(routes.map((r) => [r.operationId, r.path]));

const s = JSON.stringify;

/** Where a request went, as the line's JSON: method, path (template) and operationId. */
function whereFields(method: string, path: string, operationId: string | null): string {
  return `"method":${s(method)},"path":${s(path)},"operationId":${s(operationId)}`;
}

/** The same for each operation, written once: an operation is matched by its method, and logged by its template. */
const OPERATION_WHERE = new Map<string, string>(routes.map((r) => [r.operationId, whereFields(r.method, r.path, r.operationId)]));

/**
 * The logger. Without a destination it writes to stdout asynchronously (pino's sonic-boom), so
 * a slow reader of the log never holds up a request; `flushLogs` empties it before exit.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const config = { ...redactOptions, level: options.level ?? 'info', base: { service: 'paisa' } };
  return pino(config, options.destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Writes what an asynchronous destination still holds (process exit). */
export function flushLogs(logger: Logger): void {
  const stream = streamOf(logger) as DestinationStream & { flushSync?: () => void };
  writePending(stream);
  try {
    stream.flushSync?.();
  } catch {
    // nothing is waiting, or the stream is closed
  }
}

function streamOf(logger: Logger): DestinationStream {
  return (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
}

/**
 * The request line as pino writes it (level, time, base, msg first), put together here and
 * written straight to the logger's destination: it holds only the fields below, none of them
 * a secret, so it skips pino's serialisation and redaction, which cost more than the rest of a
 * cached read (bench:server).
 */
function requestLine(fields: {
  requestId: string | null;
  /** whereFields() */
  where: string;
  status: number;
  durationMs: number;
  mode: string | null;
  keyId: string | null;
}): string {
  return `{"level":30,"time":${Date.now()},"service":"paisa","msg":"request","requestId":${s(fields.requestId)},${fields.where},"status":${fields.status},"durationMs":${fields.durationMs},"mode":${s(fields.mode)},"keyId":${s(fields.keyId)}}\n`;
}

/**
 * Request lines not yet handed to their destination, and the destinations holding some. The
 * lines of one turn of the event loop go to a destination in one write at its end (setImmediate):
 * pino's asynchronous destination (sonic-boom) measures the bytes of all it holds on every write,
 * so a line each cost more the more were waiting, under load more than the line itself.
 */
const pending = new Map<DestinationStream, string>();
let flushScheduled = false;

function writePending(stream: DestinationStream): void {
  const lines = pending.get(stream);
  if (lines === undefined) return;
  pending.delete(stream);
  stream.write(lines);
}

function flushPending(): void {
  flushScheduled = false;
  for (const stream of [...pending.keys()]) writePending(stream);
}

function writeRequest(logger: Logger, fields: Parameters<typeof requestLine>[0]): void {
  if (!logger.isLevelEnabled('info')) return;
  const stream = streamOf(logger);
  pending.set(stream, (pending.get(stream) ?? '') + requestLine(fields));
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushPending);
  }
}

/** A path the spec does not know: logged only as far as its first segment (it may carry anything). */
function templateOf(info: RequestInfo): string {
  if (info.operationId) return TEMPLATE_BY_OPERATION.get(info.operationId) ?? info.path;
  const first = info.path.split('/')[1] ?? '';
  return `/${scrubText(first).slice(0, 40)}${info.path.length > first.length + 1 ? '/…' : ''}`;
}

function errorText(error: unknown): string {
  return scrubText(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

export function requestLogHooks(logger: Logger): GatewayHooks<AuthContext> {
  return {
    onResponse(info) {
      writeRequest(logger, {
        requestId: info.requestId,
        where: (info.operationId !== null && OPERATION_WHERE.get(info.operationId)) || whereFields(info.method, templateOf(info), info.operationId),
        status: info.status,
        durationMs: Math.round(info.durationMs * 100) / 100,
        mode: info.auth?.mode ?? null,
        keyId: info.auth?.keyId ?? null,
      });
    },
    onError(error, info) {
      logger.error({ msg: 'unexpected error', requestId: info.requestId, operationId: info.operationId, path: templateOf(info), error: errorText(error) });
    },
    onResponseInvalid(info) {
      logger.error({ msg: 'response does not match the spec', operationId: info.operationId, status: info.status, errors: info.errors });
    },
  };
}

/** The same line for routes outside the gateway (/health, /checkout/...), once the answer is sent. */
export function logPlainRequest(logger: Logger, method: string, template: string, status: number, startedMs: number, requestId: string | null): void {
  writeRequest(logger, {
    requestId,
    where: whereFields(method, template, null),
    status,
    durationMs: Math.round((performance.now() - startedMs) * 100) / 100,
    mode: null,
    keyId: null,
  });
}
