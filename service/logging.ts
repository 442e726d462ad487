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
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  mode: string | null;
  keyId: string | null;
}): string {
  const s = JSON.stringify;
  return `{"level":30,"time":${Date.now()},"service":"paisa","msg":"request","requestId":${s(fields.requestId)},"method":${s(fields.method)},"path":${s(fields.path)},"operationId":${s(fields.operationId)},"status":${fields.status},"durationMs":${fields.durationMs},"mode":${s(fields.mode)},"keyId":${s(fields.keyId)}}\n`;
}

function writeRequest(logger: Logger, fields: Parameters<typeof requestLine>[0]): void {
  if (!logger.isLevelEnabled('info')) return;
  streamOf(logger).write(requestLine(fields));
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
        method: info.method,
        path: templateOf(info),
        operationId: info.operationId,
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
    method,
    path: template,
    operationId: null,
    status,
    durationMs: Math.round((performance.now() - startedMs) * 100) / 100,
    mode: null,
    keyId: null,
  });
}
