import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { watchQueuePresence, type QueuePresence } from '../../data/admin/queuePresence';
import { profileAtom } from '../../data/authProfile';
import { t } from './words';

/**
 * The other admins on each queued item ("<table>:<id>" → names), and `look` to say which item
 * this admin is on. The console only opens for a ready admin profile, so the name is known.
 */
export function useQueueLookers(): {
  lookers: Map<string, string[]>;
  look: (item: string | null) => void;
} {
  const profile = useAtomValue(profileAtom);
  const me = profile.status === 'ready' ? profile.profile : null;
  const user = me?.id ?? null;
  const name =
    [me?.firstName, me?.lastName].filter(Boolean).join(' ') || t('admin.lookers.anAdmin');
  const [lookers, setLookers] = useState<Map<string, string[]>>(() => new Map());
  const presence = useRef<QueuePresence | null>(null);
  const looking = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    const watch = watchQueuePresence({ user, name }, setLookers);
    watch.look(looking.current);
    presence.current = watch;
    return () => {
      presence.current = null;
      watch.stop();
      setLookers(new Map());
    };
  }, [user, name]);
  const look = (item: string | null) => {
    looking.current = item;
    presence.current?.look(item);
  };
  return { lookers, look };
}
