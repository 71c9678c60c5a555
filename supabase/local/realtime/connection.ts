/**
 * One realtime websocket: Phoenix heartbeats, channel joins and leaves, and access_token
 * updates. Frames are handled in arrival order (a join finishes before the next frame runs);
 * heartbeats are answered at once.
 */
import WebSocket, { type RawData } from 'ws';
import type { Db } from '../db';
import type { RequestAuth } from '../requestAuth';
import { parseBindings } from './bindings';
import type { Catalog } from './catalog';
import { Channel } from './channel';
import { decodeFrame, encodeFrame, replyTo, type PhxMessage, type Vsn } from './phoenixProtocol';
import { isPublishableKey, verifySubscriberToken } from './subscriberAuth';

/** Hosted Realtime's default channel limit per client. */
const MAX_CHANNELS_PER_SOCKET = 100;
/** setTimeout's longest delay; later expiries are simply not scheduled. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A client that stops reading is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface RealtimeShared {
  db: Db;
  catalog: Catalog;
  /** Every joined channel of every socket: what the change feed delivers to. */
  channels: Set<Channel>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const rawText = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : new TextDecoder().decode(data);
};

export class Connection {
  lastSeen = Date.now();
  private joined = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly apikeyAuth: RequestAuth,
    private readonly shared: RealtimeShared,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => ws.terminate());
  }

  terminate() {
    this.ws.terminate();
    this.dispose();
  }

  private readonly send = (msg: PhxMessage) => {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) return this.terminate();
    this.ws.send(encodeFrame(msg, this.vsn));
  };

  private receive(data: RawData, isBinary: boolean) {
    this.lastSeen = Date.now();
    // Binary frames are realtime-js's encoded broadcasts, which this stack does not relay.
    if (isBinary) return;
    const msg = decodeFrame(rawText(data), this.vsn);
    if (!msg) return;
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.send(replyTo(msg, 'ok', {}));
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(msg))
      .catch(() => this.send(replyTo(msg, 'error', { reason: 'Unknown Error on Channel' })));
  }

  private async handle(msg: PhxMessage) {
    if (this.closed) return;
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.joined.get(msg.topic);
    if (!channel || (msg.joinRef !== null && msg.joinRef !== channel.joinRef)) {
      if (msg.ref !== null) this.send(replyTo(msg, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (msg.event === 'phx_leave') {
      this.remove(channel);
      this.send(replyTo(msg, 'ok', {}));
    } else if (msg.event === 'access_token') {
      await this.updateToken(channel, msg.payload);
    } else if ((msg.event === 'presence' || msg.event === 'broadcast') && msg.ref !== null) {
      // Accepted so clients that use them keep working; this stack relays neither.
      this.send(replyTo(msg, 'ok', {}));
    }
  }

  private async join(msg: PhxMessage) {
    const fail = (reason: string) => this.send(replyTo(msg, 'error', { reason }));
    if (!msg.topic.startsWith('realtime:')) return fail('unmatched topic');
    if (msg.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name');
    const payload = isObject(msg.payload) ? msg.payload : {};
    const config = isObject(payload.config) ? payload.config : {};

    const existing = this.joined.get(msg.topic);
    if (existing) {
      // Phoenix closes the older join of a topic when the same socket joins it again.
      existing.push('phx_close', {});
      this.remove(existing);
    }
    if (this.joined.size >= MAX_CHANNELS_PER_SOCKET) {
      return fail('ChannelRateLimitReached: Too many channels');
    }
    let auth = this.apikeyAuth;
    const token = payload.access_token ?? payload.user_token;
    if (typeof token === 'string' && token !== '' && !isPublishableKey(token)) {
      try {
        auth = await verifySubscriberToken(token);
      } catch (error) {
        return fail(`InvalidJWTToken: ${(error as Error).message}`);
      }
    }
    const parsed = await parseBindings(
      config.postgres_changes,
      this.shared.db,
      this.shared.catalog,
    );
    if (this.closed) return;

    const channel = new Channel(this.send, msg.topic, msg.joinRef, auth, parsed.bindings);
    this.joined.set(msg.topic, channel);
    this.shared.channels.add(channel);
    this.watchExpiry(channel);
    this.send(replyTo(msg, 'ok', { postgres_changes: parsed.reply }));
    if (isObject(config.presence) && config.presence.enabled === true) {
      channel.push('presence_state', {});
    }
    if (parsed.errors.length > 0) {
      channel.system('postgres_changes', 'error', parsed.errors.join('; '));
    } else if (parsed.bindings.length > 0) {
      channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
  }

  private async updateToken(channel: Channel, payload: unknown) {
    const token = isObject(payload) ? payload.access_token : undefined;
    if (typeof token !== 'string' || token === '' || isPublishableKey(token)) return;
    if (token === channel.auth.token) return;
    try {
      const auth = await verifySubscriberToken(token);
      if (channel.closed) return;
      channel.setAuth(auth);
      this.watchExpiry(channel);
    } catch (error) {
      this.shutDown(channel, (error as Error).message);
    }
  }

  /** As hosted Realtime: say why in a system message, then close the channel. */
  private shutDown(channel: Channel, message: string) {
    channel.system('system', 'error', message);
    channel.push('phx_close', {});
    this.remove(channel);
  }

  /** Rows stop flowing to a JWT once it expires, unless the client sent a fresh one in time. */
  private watchExpiry(channel: Channel) {
    clearTimeout(channel.expiryTimer);
    const exp = channel.auth.claims.exp;
    if (typeof exp !== 'number') return;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(() => {
      if (!channel.closed) this.shutDown(channel, 'Token has expired');
    }, delay);
    channel.expiryTimer.unref();
  }

  private remove(channel: Channel) {
    channel.closed = true;
    clearTimeout(channel.expiryTimer);
    this.shared.channels.delete(channel);
    if (this.joined.get(channel.topic) === channel) this.joined.delete(channel.topic);
  }

  private dispose() {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.joined.values()) this.remove(channel);
  }
}
