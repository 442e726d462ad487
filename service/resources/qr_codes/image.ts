/**
 * The QR code image behind `image_url` (spec QrCode.image_url): `GET /qr_codes/{id}.png`, outside
 * the spec's operations like the hosted checkout, without authentication (the id is random and
 * unguessable, like a short_url; the image shows nothing the printed code does not). The PNG is
 * made with `qrcode` (https://github.com/soldair/node-qrcode) and encodes the UPI intent of NPCI's
 * UPI Linking Specification, which every UPI app pays when it scans it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { idPrefixes } from '../../../generated/server/index.js';
import type { QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { findInEitherMode } from '../../either-mode.js';
import type { MountedRoutes } from '../../mounted-routes.js';

const ROUTE = new RegExp(`^/qr_codes/(${idPrefixes.QrCode}[0-9A-Za-z]{14})\\.png$`);
/** UPI's transaction note (`tn`) is short on most apps: the description's first 80 characters. */
const MAX_NOTE = 80;
/** Images made recently, by intent (the first 256 kept, the oldest dropped): scanning a counter's code again and again costs no second render. */
const CACHE_SIZE = 256;

export interface UpiPayee {
  /** the merchant's UPI id (PAISA_MERCHANT_VPA) */
  vpa: string;
  /** the merchant's name (PAISA_MERCHANT_NAME) */
  name: string;
}

/**
 * spec QrCode.image_url: `upi://pay?pa=&pn=&tr=&tn=&am=&cu=INR`, each value percent-encoded
 * (encodeURIComponent: a space is %20, which every UPI app reads; `+` is not), except the `@` of a
 * UPI id, which a query may hold as it is (RFC 3986 section 3.4) and UPI apps expect to see.
 * `am` only for a fixed amount, in rupees with two decimals.
 */
export function upiIntent(qr: Pick<QrCode, 'id' | 'description' | 'payment_amount'>, payee: UpiPayee): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['tr', qr.id],
  ];
  if (qr.description) params.push(['tn', qr.description.slice(0, MAX_NOTE)]);
  if (qr.payment_amount !== null) params.push(['am', (qr.payment_amount / 100).toFixed(2)]);
  params.push(['cu', 'INR']);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v).replaceAll('%40', '@')}`).join('&')}`;
}

/** The PNG of a UPI intent: error correction M (15% of the symbol may be smudged), a 4-module quiet zone (ISO/IEC 18004). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

function send(res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string>, head: boolean): void {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), 'x-content-type-options': 'nosniff', ...headers });
  res.end(head ? undefined : body);
}

/** The mount for service/app.ts: true when the request is for a QR code image (answered asynchronously). */
export function qrCodeImageRoutes(ctx: ServiceContext, options: { onError?: (error: unknown) => void } = {}): MountedRoutes {
  const cache = new Map<string, Buffer>();
  const payee: UpiPayee = { vpa: ctx.merchantVpa, name: ctx.merchantName };
  const text = { 'content-type': 'text/plain; charset=utf-8' };

  async function answer(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) return send(res, 405, 'Use GET for this address.\n', { ...text, allow: 'GET, HEAD' }, false);
    const qr = await findInEitherMode(ctx, (tx, mode) => tx.entities('qr_codes').get(mode, id));
    if (!qr) return send(res, 404, 'There is no QR code at this address.\n', text, head);
    // the intent holds the id: it is the key
    const intent = upiIntent(qr, payee);
    let png = cache.get(intent);
    if (!png) {
      png = await qrPng(intent);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(intent, png);
    }
    // what it encodes never changes (id, amount, description are fixed at creation)
    send(res, 200, png, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' }, head);
  }

  return (req, res, path) => {
    if (!path.startsWith('/qr_codes/')) return false;
    const id = ROUTE.exec(path)?.[1];
    if (!id) {
      send(res, 404, 'There is no QR code at this address.\n', text, req.method === 'HEAD');
      return true;
    }
    answer(req, res, id).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      options.onError?.(error);
      send(res, 500, 'The QR code image could not be made. Please try again in a moment.\n', text, false);
    });
    return true;
  };
}
