/**
 * The request log of each mode (the dashboard's "Logs"): every answered API request with a key
 * of the mode, with its source. Fed by the generated gateway's `onExchange` (which sees bodies,
 * unlike the logging hooks), by the dashboard's in-process calls (marked here, so the log says
 * `dashboard`) and by the hosted checkout's payments (`checkout`). Kept at most `keep` requests
 * per mode and no longer than `days` (retention.ts); off by configuration (PAISA_REQUEST_LOG=off).
 */
import type { IncomingMessage } from 'node:http';
import type { Exchange } from '../../generated/server/index.js';
import type { CheckoutRecord } from '../checkout/routes.js';
import type { AuthContext } from '../context.js';
import type { Store } from '../store/store.js';
import { keptRequestBody, keptResponseBody, logEntry, type RequestSource } from './entry.js';
import { pruneRequestLog } from './retention.js';
import { createRequestLogWriter, type RequestLogWriter } from './writer.js';

export interface RequestLog {
  /** the gateway's onExchange */
  onExchange(exchange: Exchange<AuthContext>): void;
  /** a request the dashboard makes on its user's behalf: logged with source `dashboard` */
  markDashboard(req: IncomingMessage): void;
  /** a payment asked for at the hosted checkout (checkout/routes.ts CheckoutOptions.record) */
  recordCheckout(paid: CheckoutRecord): void;
  readonly writer: RequestLogWriter;
  /** retention: deletes what is past the count or the age, a bounded page at a time */
  prune(nowMs: number): Promise<number>;
}

export function createRequestLog(store: Store, options: { keep: number; days: number; onError: (error: unknown) => void }): RequestLog {
  const writer = createRequestLogWriter(store, options.onError);
  const fromDashboard = new WeakSet<IncomingMessage>();
  return {
    onExchange(exchange) {
      // a request without a valid key belongs to no mode: no merchant's log shows it
      const auth = exchange.auth;
      if (!auth) return;
      const source: RequestSource = fromDashboard.has(exchange.req) ? 'dashboard' : 'api';
      // wall-clock time, as ids' time parts are (ids.ts): an event is matched to the request answered when its id was made
      const startedAtMs = Date.now() - exchange.durationMs;
      const { requestId, durationMs, method, operationId, status, idempotencyKey, requestBody, responseText } = exchange;
      const path = exchange.search ? `${exchange.path}?${exchange.search}` : exchange.path;
      writer.add(() =>
        logEntry({
          requestId,
          mode: auth.mode,
          startedAtMs,
          durationMs,
          method,
          path,
          operationId,
          status,
          source,
          keyId: auth.keyId,
          idempotencyKey,
          requestBody: keptRequestBody(requestBody),
          responseBody: keptResponseBody(responseText),
        }),
      );
    },
    markDashboard(req) {
      fromDashboard.add(req);
    },
    recordCheckout(paid) {
      const requestId = paid.requestId;
      if (!requestId) return;
      writer.add(() =>
        logEntry({
          requestId,
          mode: paid.mode,
          startedAtMs: paid.startedAtMs,
          durationMs: paid.durationMs,
          method: paid.method,
          path: paid.path,
          operationId: null,
          status: paid.status,
          source: 'checkout',
          keyId: null,
          idempotencyKey: undefined,
          requestBody: keptRequestBody(paid.form),
          responseBody: keptResponseBody(JSON.stringify(paid.outcome)),
        }),
      );
    },
    writer,
    prune: (nowMs) => pruneRequestLog(store, nowMs, options),
  };
}
