/** The server id of a row once its outbox insert was sent, so the page can link to it. */
import { useEffect, useState } from 'react';
import type { OutboxTable } from '../../data/outbox/outboxQueue';
import { fetchIdByClientId } from '../../data/posting/postingServer';

export function useSubmittedId(table: OutboxTable, clientId: string, sent: boolean): number | null {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    if (!sent) return;
    let live = true;
    void fetchIdByClientId(table, clientId).then((found) => live && setId(found));
    return () => {
      live = false;
    };
  }, [table, clientId, sent]);
  return id;
}
