import { useCallback, useEffect, useRef, useState } from 'react';
import { watchAdminTables } from '../../data/admin/adminLive';
import { t } from './words';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads a console view and reloads it on request, and (when `live`) whenever a queued table or a
 * report changes on the server, so two admins see each other's decisions at once.
 */
export function useAdminLoad<T>(
  load: () => Promise<T>,
  key: string,
  live = false,
): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // `load` is a new function every render; `key` names what it loads, so only a new key reloads.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : t('admin.load.failed'),
        }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  useEffect(() => {
    if (!live) return undefined;
    // Offline, a change is noted and loaded once the line is back: a request now would only fail.
    let missed = false;
    const changed = () => {
      if (navigator.onLine) reload();
      else missed = true;
    };
    const back = () => {
      if (!missed) return;
      missed = false;
      reload();
    };
    window.addEventListener('online', back);
    const stop = watchAdminTables(changed);
    return () => {
      stop();
      window.removeEventListener('online', back);
    };
  }, [live, reload]);
  return { state, reload };
}
