/**
 * What a joined channel may push: `broadcast` (JSON frame, or a 2.0.0 binary user broadcast) and
 * `presence` track/untrack. Replies follow hosted Realtime: with `broadcast: { ack: true }` a
 * relayed broadcast is answered ok; without it, nothing. On a private channel a sender the
 * insert policy refuses is not answered at all (its `send()` times out), as hosted Realtime does.
 */
import type { Db } from '../db';
import { relayBroadcast } from './broadcast';
import {
  MAX_PAYLOAD_BYTES,
  MESSAGES_PER_SECOND,
  payloadBytes,
  type PerSecond,
} from './broadcastLimits';
import type { BroadcastMessage, Channel } from './channel';
import { mayWrite, type Extension } from './channelAuth';
import type { PhxMessage } from './phoenixProtocol';
import type { PresenceRegistry } from './presence';

export interface EventContext {
  db: Db;
  channels: ReadonlySet<Channel>;
  presence: PresenceRegistry;
  /** Broadcasts this connection sent this second. */
  sentByConnection: PerSecond;
  /** Broadcasts every connection sent on each topic this second. */
  sentOnTopic: PerSecond;
  reply: (msg: PhxMessage, status: 'ok' | 'error', response: object) => void;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function allowed(ctx: EventContext, channel: Channel, extension: Extension) {
  if (!channel.options.isPrivate) return true;
  const known = channel.options.write[extension];
  if (known !== null) return known;
  const ok = await mayWrite(ctx.db, channel.auth, channel.name, extension);
  channel.options.write[extension] = ok;
  return ok;
}

/** A broadcast from a JSON frame: `{type: 'broadcast', event, payload}`. */
export async function handleBroadcast(ctx: EventContext, channel: Channel, msg: PhxMessage) {
  const body = isObject(msg.payload) ? msg.payload : {};
  if (typeof body.event !== 'string' || body.event === '') {
    if (msg.ref !== null) ctx.reply(msg, 'error', { reason: 'broadcast needs an event name' });
    return;
  }
  await relay(ctx, channel, msg, {
    event: body.event,
    payload: body.payload ?? {},
    binaryFrame: false,
    metadata: null,
  });
}

export async function relay(
  ctx: EventContext,
  channel: Channel,
  msg: Pick<PhxMessage, 'joinRef' | 'ref' | 'topic'>,
  broadcast: BroadcastMessage,
) {
  if (!(await allowed(ctx, channel, 'broadcast'))) return;
  const refusal =
    payloadBytes(broadcast) > MAX_PAYLOAD_BYTES
      ? `PayloadTooLarge: a broadcast payload may be at most ${MAX_PAYLOAD_BYTES / 1024} KB`
      : !ctx.sentByConnection.take('') || !ctx.sentOnTopic.take(channel.topic)
        ? `RateLimitReached: at most ${MESSAGES_PER_SECOND} messages a second`
        : undefined;
  if (refusal) {
    if (msg.ref !== null) {
      ctx.reply({ ...msg, event: 'broadcast', payload: null }, 'error', { reason: refusal });
    }
    return;
  }
  relayBroadcast(ctx.channels, channel.topic, channel.options.isPrivate, broadcast, channel);
  if (channel.options.ackBroadcast && msg.ref !== null) {
    ctx.reply({ ...msg, event: 'broadcast', payload: null }, 'ok', {});
  }
}

/** `{type: 'presence', event: 'track', payload}` or `{…, event: 'untrack'}`. */
export async function handlePresence(ctx: EventContext, channel: Channel, msg: PhxMessage) {
  const body = isObject(msg.payload) ? msg.payload : {};
  if (body.event === 'untrack') {
    ctx.presence.untrack(channel);
    return ctx.reply(msg, 'ok', {});
  }
  if (body.event !== 'track') {
    return ctx.reply(msg, 'error', { reason: 'presence event must be track or untrack' });
  }
  if (!isObject(body.payload)) {
    return ctx.reply(msg, 'error', { reason: 'presence payload must be an object' });
  }
  if (!(await allowed(ctx, channel, 'presence'))) {
    return ctx.reply(msg, 'error', { reason: 'You do not have permissions to track presence' });
  }
  // A tracker is shown the topic's presence from then on, even if it joined without listening.
  channel.options.presenceEnabled = true;
  ctx.presence.track(channel, body.payload);
  ctx.reply(msg, 'ok', {});
}
