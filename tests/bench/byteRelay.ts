/**
 * A TCP relay in front of the local stack that counts every byte each way. The app is built
 * against the relay, so whatever reaches the stack is counted, whoever sent it: the page, the
 * sync's dedicated worker, the service worker, and the realtime socket, on the wire as sent
 * (headers included, bodies as compressed). Chromium's Network domain would see the worker only
 * through an auto-attached session per worker.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface ByteRelay {
  url: string;
  /** Bytes the stack sent back (down) and was sent (up) since the relay started. */
  counts(): { down: number; up: number };
  close(): Promise<void>;
}

export async function startByteRelay(target: string): Promise<ByteRelay> {
  const { hostname, port } = new URL(target);
  let down = 0;
  let up = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on one side (a tab closed mid-request) ends the other; nothing to report.
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    client.on('data', (chunk: Buffer) => (up += chunk.length));
    upstream.on('data', (chunk: Buffer) => (down += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => ({ down, up }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
