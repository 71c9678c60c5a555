import { useState } from 'react';
import { useAdminLoad } from './useAdminLoad';

/**
 * A console view whose actions report back: its load (useAdminLoad) and `done`, which leaves an
 * action's result for the announcer and reloads the view.
 */
export function useAnnouncedLoad<T>(load: () => Promise<T>, key: string, live = false) {
  const { state, reload } = useAdminLoad(load, key, live);
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    reload();
  };
  return { state, message, done };
}
