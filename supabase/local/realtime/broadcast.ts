/**
 * Broadcast relay: a message for `realtime:<name>` reaches every joined channel of that name and
 * the same kind (public and private channels of one name are separate, as on hosted Realtime),
 * except the sender's own channel unless it joined with `broadcast: { self: true }`.
 */
import type { BroadcastMessage, Channel } from './channel';

export function relayBroadcast(
  channels: Iterable<Channel>,
  topic: string,
  isPrivate: boolean,
  msg: BroadcastMessage,
  sender?: Channel,
) {
  for (const c of channels) {
    if (c.closed || c.topic !== topic || c.options.isPrivate !== isPrivate) continue;
    if (c === sender && !c.options.selfBroadcast) continue;
    c.deliverBroadcast(msg);
  }
}
