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

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const config = { ...redactOptions, level: options.level ?? 'info', base: { service: 'paisa' } };
  return options.destination ? pino(config, options.destination) : pino(config);
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
      logger.info({
        msg: 'request',
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
      logger.error({ msg: 'unexpected error', operationId: info.operationId, path: templateOf(info), error: errorText(error) });
    },
    onResponseInvalid(info) {
      logger.error({ msg: 'response does not match the spec', operationId: info.operationId, status: info.status, errors: info.errors });
    },
  };
}

/** The same line for routes outside the gateway (/health, /checkout/...), once the answer is sent. */
export function logPlainRequest(logger: Logger, method: string, template: string, status: number, startedMs: number): void {
  logger.info({
    msg: 'request',
    method,
    path: template,
    operationId: null,
    status,
    durationMs: Math.round((performance.now() - startedMs) * 100) / 100,
    mode: null,
    keyId: null,
  });
}
