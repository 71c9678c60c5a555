/**
 * Realtime for the local stack: Phoenix channels on /realtime/v1/websocket carrying
 * postgres_changes, each row checked against the subscriber's RLS. The socket's `apikey` must be
 * a valid JWT of an API role; anything else is refused before the websocket opens (403), as
 * Phoenix refuses a failed connect.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { PerSecond } from './broadcastLimits';
import { MAX_BODY_BYTES } from '../config';
import type { StackContext } from '../context';
import { Catalog } from './catalog';
import type { Channel } from './channel';
import { startChangeFeed } from './changeFeed';
import { Connection, type RealtimeShared } from './connection';
import { startDatabaseBroadcasts } from './databaseBroadcasts';
import { parseVsn } from './phoenixProtocol';
import { PresenceRegistry } from './presence';
import { verifySubscriberToken } from './subscriberAuth';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';
/** Phoenix's default: a socket that sends nothing (not even heartbeats) for a minute is closed. */
const IDLE_TIMEOUT_MS = 60_000;

function refuse(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export interface Realtime {
  /** Every joined channel: the REST broadcast endpoint relays to them too. */
  channels: ReadonlySet<Channel>;
  /** Client broadcasts per topic this second, the REST endpoint's included. */
  sentOnTopic: PerSecond;
  close(): Promise<void>;
}

export function attachRealtime(server: Server, ctx: StackContext): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  const channels = new Set<Channel>();
  const shared: RealtimeShared = {
    db: ctx.db,
    catalog: new Catalog(ctx.db),
    channels,
    presence: new PresenceRegistry(channels),
    sentOnTopic: new PerSecond(),
  };
  const connections = new Set<Connection>();
  const log = (line: string) => console.error(`[realtime] ${line}`);
  const feed = startChangeFeed(ctx.db, shared.catalog, shared.channels, log);
  const broadcasts = startDatabaseBroadcasts(ctx.db, shared.channels, log);
  let closing = false;

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== WEBSOCKET_PATH)
      return refuse(socket, 404, 'Not found');
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, 400, 'Unsupported serializer version');
    const header = req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : '');
    if (!apikey) return refuse(socket, 403, 'No API key found in request');
    let auth;
    try {
      auth = await verifySubscriberToken(apikey);
    } catch (error) {
      return refuse(socket, 403, (error as Error).message);
    }
    if (closing) return refuse(socket, 503, 'Realtime is shutting down');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, vsn, auth, shared);
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
    });
  }
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(req, socket, head).catch(() => socket.destroy());
  };
  server.on('upgrade', onUpgrade);

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) {
      if (connection.lastSeen < cutoff) connection.terminate();
    }
  }, 10_000);
  sweep.unref();

  return {
    channels,
    sentOnTopic: shared.sentOnTopic,
    async close() {
      closing = true;
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.stop();
      await broadcasts.stop();
    },
  };
}
