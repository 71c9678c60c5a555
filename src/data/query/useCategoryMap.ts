/**
 * The services category → service types mapping for filter pickers: the mirror's copy when sync
 * stored one, otherwise the server's (an empty map until either answers).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { localDb } from '../localDb';
import { loadSyncClient } from '../sync/syncClient';
import { readMirrorCategories, serverCategories, type CategoryMap } from './serviceCategories';

export function useCategoryMap(): CategoryMap {
  const mirror = useLiveQuery(() => readMirrorCategories(localDb), []);
  const [server, setServer] = useState<CategoryMap>({});
  const mirrorEmpty = mirror !== undefined && Object.keys(mirror).length === 0;
  useEffect(() => {
    if (!mirrorEmpty) return undefined;
    let current = true;
    loadSyncClient()
      .then(serverCategories)
      .then(
        (map) => current && setServer(map),
        () => undefined, // Offline before the first sync: the pickers offer no service types.
      );
    return () => {
      current = false;
    };
  }, [mirrorEmpty]);
  return mirror && !mirrorEmpty ? mirror : server;
}
