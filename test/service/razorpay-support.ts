/**
 * The razorpay npm SDK a merchant already has (https://github.com/razorpay/razorpay-node), pointed
 * at the gateway instead of api.razorpay.com and otherwise unchanged.
 */
import Razorpay from 'razorpay';
import type { TestGateway } from '../support/gateway.js';

/** The SDK with its base URL moved to the gateway (it appends `/v1`, as the gateway serves it). */
export function sdkFor(gw: TestGateway): Razorpay {
  const rzp = new Razorpay({ key_id: gw.keys.test.keyId, key_secret: gw.keys.test.secret });
  (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = gw.baseUrl;
  return rzp;
}
