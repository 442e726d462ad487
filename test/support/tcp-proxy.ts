/**
 * A TCP proxy that fails the network between a client and its server on demand, in the two ways
 * networks fail: a cut (every connection reset at once, new ones refused for a while), triggered
 * when a byte sequence passes from the client (a PostgreSQL COMMIT, say) with that chunk
 * delivered to the server first or dropped; and a stall (nothing moves either way for a while,
 * nothing is reset, as in a partition: what was sent arrives when it ends, unless its connection
 * was closed meanwhile). The client and the server on either side are the real ones.
 */
import { createServer, type Server, Socket } from 'node:net';

export interface Cut {
  /** the bytes, sent by the client, that trigger the cut */
  when: Buffer;
  /** the server receives the chunk that held them before the cut ('delivered') or never ('dropped') */
  chunk: 'delivered' | 'dropped';
  /** how long new connections are reset after the cut */
  outageMs: number;
}

export interface TcpProxy {
  port: number;
  /** the next chunk holding `cut.when` cuts every connection; resolves when it has */
  arm(cut: Cut): Promise<void>;
  /** resolves when the outage of the last cut is over */
  outageOver(): Promise<void>;
  /** from now on, for `ms`, nothing is forwarded either way (held, not dropped); resolves when it ends */
  stall(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let armed: { cut: Cut; done: () => void } | undefined;
  let outageUntil = 0;
  /** writes held while the network is stalled, in order, delivered when it ends */
  let held: (() => void)[] | undefined;

  function cutAll(): void {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  }

  function forward(to: Socket, chunk: Buffer, then?: () => void): void {
    const write = () => {
      if (!to.destroyed) to.write(chunk, then);
    };
    if (held) held.push(write);
    else write();
  }

  const server: Server = createServer((client) => {
    if (Date.now() < outageUntil) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(target.port, target.host);
    upstream.on('data', (chunk: Buffer) => forward(client, chunk));
    client.on('data', (chunk: Buffer) => {
      const trigger = armed;
      if (!trigger || !chunk.includes(trigger.cut.when)) {
        forward(upstream, chunk);
        return;
      }
      armed = undefined;
      outageUntil = Date.now() + trigger.cut.outageMs;
      const cut = (): void => {
        cutAll();
        trigger.done();
      };
      // written to the kernel before the socket closes: the server reads the chunk, then the end
      if (trigger.cut.chunk === 'delivered') forward(upstream, chunk, cut);
      else cut();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('tcp proxy: no port');
  return {
    port: address.port,
    arm(cut) {
      return new Promise<void>((done) => {
        armed = { cut, done };
      });
    },
    outageOver() {
      return new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, outageUntil - Date.now())));
    },
    stall(ms) {
      const writes: (() => void)[] = [];
      held = writes;
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          if (held === writes) held = undefined;
          for (const write of writes) write();
          resolve();
        }, ms),
      );
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
