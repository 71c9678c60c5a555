/**
 * Which admin is looking at which queued item, through presence on the private channel
 * `admin:moderation`: the realtime policies on realtime.messages let only admins join it, so
 * nobody else learns who is on staff or what they are reviewing.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { t } from '../words';

export const QUEUE_PRESENCE_TOPIC = 'admin:moderation';

/** What one console tab tells the others. */
export interface QueueLook {
  user: string;
  name: string;
  /** The item the admin is working on ("<table>:<id>"), or null when none. */
  item: string | null;
}

type PresenceState = Record<string, readonly Partial<QueueLook>[]>;

/**
 * The names of the other admins on each item. Presence keys are tabs, so an admin's own second
 * tab is named as such rather than hidden or shown under their own name.
 */
export function lookersByItem(
  state: PresenceState,
  myTab: string,
  myUser: string,
): Map<string, string[]> {
  const byItem = new Map<string, string[]>();
  for (const [tab, metas] of Object.entries(state)) {
    if (tab === myTab) continue;
    // A tab that tracked twice before the first update was applied has two entries; the
    // newest is last.
    const look = metas[metas.length - 1];
    if (!look || typeof look.item !== 'string' || typeof look.user !== 'string') continue;
    const name =
      look.user === myUser
        ? t('data.admin.youInAnotherTab')
        : look.name || t('data.admin.anotherAdmin');
    const names = byItem.get(look.item) ?? [];
    if (!names.includes(name)) names.push(name);
    byItem.set(look.item, names);
  }
  return byItem;
}

export interface QueuePresence {
  /** Tell the other admins which item this tab is on (null: none). */
  look(item: string | null): void;
  stop(): void;
}

/**
 * Joins the staff channel as one tab and reports the other admins' items on every change.
 * Offline or refused, nothing is reported: the queue works the same without it.
 */
export function watchQueuePresence(
  me: { user: string; name: string },
  onChange: (lookers: Map<string, string[]>) => void,
): QueuePresence {
  const tab = crypto.randomUUID();
  let current: QueueLook = { ...me, item: null };
  let channel: RealtimeChannel | null = null;
  let joined = false;
  let stopped = false;
  let stopChannel = () => {};
  let sending = Promise.resolve();

  // Untrack, then track: realtime-js 2.109 keeps a ghost of this tab in the other consoles when
  // a tracked key tracks again (supabase-js issue 2565, fixed in releases that need Node 22).
  const announce = () => {
    sending = sending.then(async () => {
      if (!channel || !joined || stopped) return;
      await channel.untrack();
      await channel.track(current);
    });
  };

  void import('../supabaseClient').then(async ({ supabase }) => {
    // supabase-js hands back an existing channel of the same topic, so a console closed a
    // moment ago must be gone before this one joins.
    const leaving = supabase.getChannels().find((c) => c.subTopic === QUEUE_PRESENCE_TOPIC);
    if (leaving) await supabase.removeChannel(leaving);
    if (stopped) return;
    const joining = supabase.channel(QUEUE_PRESENCE_TOPIC, {
      config: { private: true, presence: { key: tab } },
    });
    joining.on('presence', { event: 'sync' }, () =>
      onChange(lookersByItem(joining.presenceState<QueueLook>(), tab, me.user)),
    );
    joining.subscribe((status) => {
      joined = status === 'SUBSCRIBED';
      // Presence ends with the connection: announce again after every (re)join.
      if (joined) announce();
    });
    channel = joining;
    stopChannel = () => void supabase.removeChannel(joining);
  });

  return {
    look(item) {
      if (item === current.item) return;
      current = { ...current, item };
      announce();
    },
    stop() {
      stopped = true;
      stopChannel();
    },
  };
}
