/**
 * One realtime websocket: Phoenix heartbeats, channel joins and leaves, and access_token
 * updates. Frames are handled in arrival order (a join finishes before the next frame runs);
 * heartbeats are answered at once.
 */
import { randomUUID } from 'node:crypto';
import WebSocket, { type RawData } from 'ws';
import type { Db } from '../db';
import type { RequestAuth } from '../requestAuth';
import { parseBindings } from './bindings';
import type { Catalog } from './catalog';
import { Channel } from './channel';
import { readPolicies } from './channelAuth';
import { PerSecond } from './broadcastLimits';
import { handleBroadcast, handlePresence, relay, type EventContext } from './channelEvents';
import {
  decodeFrame,
  decodeUserBroadcastPush,
  encodeFrame,
  replyTo,
  type PhxMessage,
  type Vsn,
} from './phoenixProtocol';
import type { PresenceRegistry } from './presence';
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
  presence: PresenceRegistry;
  /** Client broadcasts per topic this second, across every socket. */
  sentOnTopic: PerSecond;
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

  private readonly send = (msg: PhxMessage) => this.sendRaw(encodeFrame(msg, this.vsn));

  private readonly sendRaw = (frame: string | Buffer) => {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) return this.terminate();
    this.ws.send(frame, { binary: typeof frame !== 'string' });
  };

  private readonly sentByConnection = new PerSecond();

  private get events(): EventContext {
    return {
      db: this.shared.db,
      channels: this.shared.channels,
      presence: this.shared.presence,
      sentByConnection: this.sentByConnection,
      sentOnTopic: this.shared.sentOnTopic,
      reply: (msg, status, response) => this.send(replyTo(msg, status, response)),
    };
  }

  private receive(data: RawData, isBinary: boolean) {
    this.lastSeen = Date.now();
    if (isBinary) return this.receiveBinary(data);
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

  /** realtime-js 2.0.0 sends every user broadcast as a binary frame. */
  private receiveBinary(data: RawData) {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    const push = this.vsn === '2.0.0' ? decodeUserBroadcastPush(bytes) : null;
    if (!push) return;
    this.queue = this.queue.then(async () => {
      const channel = this.joined.get(push.topic);
      if (this.closed) return;
      if (!channel || (push.joinRef !== null && push.joinRef !== channel.joinRef)) {
        if (push.ref !== null) {
          const msg = { ...push, event: 'broadcast', payload: null };
          this.send(replyTo(msg, 'error', { reason: 'unmatched topic' }));
        }
        return;
      }
      let payload: unknown;
      if (push.json) {
        try {
          payload = JSON.parse(push.payload.toString('utf8'));
        } catch {
          return;
        }
      }
      await relay(this.events, channel, push, {
        event: push.event,
        ...(push.json ? { payload } : { bytes: Buffer.from(push.payload) }),
        binaryFrame: true,
        metadata: push.metadata,
      });
    });
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
    } else if (msg.event === 'broadcast') {
      await handleBroadcast(this.events, channel, msg);
    } else if (msg.event === 'presence') {
      await handlePresence(this.events, channel, msg);
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
    const isPrivate = config.private === true;
    const name = msg.topic.slice('realtime:'.length);
    const read = isPrivate
      ? await readPolicies(this.shared.db, auth, name)
      : { broadcast: true, presence: true };
    if (this.closed) return;
    if (!read.broadcast && !read.presence) {
      return fail(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
      );
    }
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const channel = new Channel(this.send, msg.topic, msg.joinRef, auth, parsed.bindings, {
      vsn: this.vsn,
      isPrivate,
      selfBroadcast: broadcast.self === true,
      ackBroadcast: broadcast.ack === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      presenceEnabled: presence.enabled === true,
      read,
      write: { broadcast: null, presence: null },
      sendBinary: this.sendRaw,
    });
    this.joined.set(msg.topic, channel);
    this.shared.channels.add(channel);
    this.watchExpiry(channel);
    this.send(replyTo(msg, 'ok', { postgres_changes: parsed.reply }));
    if (channel.options.presenceEnabled && read.presence) {
      channel.push('presence_state', this.shared.presence.state(channel));
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
    this.shared.presence.untrack(channel);
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
