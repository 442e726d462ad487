/**
 * Whether a webhook URL reaches this gateway itself (spec createWebhook rule 1): a gateway that
 * POSTed its events to its own API would answer them with 401s forever, or worse, act on them.
 * A URL reaches it when it has the gateway's public origin, or the port the gateway listens on
 * at an address of this machine (a loopback or unspecified address, or one of its interfaces).
 * A host name is resolved (bounded in time); one that does not resolve cannot be shown to be
 * this gateway and is accepted: its deliveries fail and are retried like any other.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

export interface SelfAddress {
  /** PAISA_PUBLIC_URL (its port is known once the gateway listens) */
  publicUrl(): string;
  /** the port the gateway listens on, once it does */
  port(): number | undefined;
  /** host name to addresses (default node:dns lookup, every family) */
  resolve?: (host: string) => Promise<string[]>;
}

const LOOKUP_TIMEOUT_MS = 2_000;

const defaultResolve = async (host: string): Promise<string[]> => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

function isThisMachine(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '::' || plain === '0.0.0.0' || /^127\./.test(plain)) return true;
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) if (info.address.toLowerCase() === plain) return true;
  }
  return false;
}

async function addressesOf(host: string, resolve: (host: string) => Promise<string[]>): Promise<string[]> {
  if (isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => {
    timer = setTimeout(() => done([]), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(host).catch(() => []), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function reachesSelf(url: URL, self: SelfAddress): Promise<boolean> {
  if (url.origin === new URL(self.publicUrl()).origin) return true;
  const port = self.port();
  if (port === undefined) return false;
  const urlPort = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (urlPort !== port) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return (await addressesOf(host, self.resolve ?? defaultResolve)).some(isThisMachine);
}
