/**
 * Presence as Phoenix.Presence shows it to realtime-js: per topic, each key holds the metas of
 * the channels tracking under it (`{...payload, phx_ref}`). A join gets `presence_state` (the
 * whole map); every track, re-track and untrack sends `presence_diff` `{joins, leaves}` to the
 * topic's channels that may receive presence. A channel's presence ends when it leaves.
 */
import { randomBytes } from 'node:crypto';
import type { Channel } from './channel';

interface Entry {
  key: string;
  meta: Record<string, unknown>;
}
type PresenceMap = Record<string, { metas: Record<string, unknown>[] }>;

const phxRef = () => randomBytes(9).toString('base64url');
const topicKey = (c: Channel) => `${c.options.isPrivate ? 'private' : 'public'}:${c.topic}`;

export class PresenceRegistry {
  private topics = new Map<string, Map<Channel, Entry>>();

  constructor(private readonly channels: ReadonlySet<Channel>) {}

  state(channel: Channel): PresenceMap {
    const state: PresenceMap = {};
    for (const { key, meta } of this.topics.get(topicKey(channel))?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  track(channel: Channel, payload: Record<string, unknown>) {
    const entries = this.topics.get(topicKey(channel)) ?? new Map<Channel, Entry>();
    this.topics.set(topicKey(channel), entries);
    const key = channel.options.presenceKey;
    const previous = entries.get(channel);
    const meta: Record<string, unknown> = { ...payload, phx_ref: phxRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    entries.set(channel, { key, meta });
    this.diff(channel, { [key]: { metas: [meta] } }, previous ? this.one(previous) : {});
  }

  untrack(channel: Channel) {
    const entries = this.topics.get(topicKey(channel));
    const previous = entries?.get(channel);
    if (!entries || !previous) return;
    entries.delete(channel);
    if (entries.size === 0) this.topics.delete(topicKey(channel));
    this.diff(channel, {}, this.one(previous));
  }

  private one(entry: Entry): PresenceMap {
    return { [entry.key]: { metas: [entry.meta] } };
  }

  private diff(from: Channel, joins: PresenceMap, leaves: PresenceMap) {
    const key = topicKey(from);
    for (const c of this.channels) {
      if (c.closed || c.topic !== from.topic || topicKey(c) !== key) continue;
      if (c.options.presenceEnabled && c.options.read.presence) {
        c.push('presence_diff', { joins, leaves });
      }
    }
  }
}
