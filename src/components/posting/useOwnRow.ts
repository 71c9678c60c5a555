/**
 * The row a partner wants to edit, read from the server with their signed-in client so a
 * pending row (which no mirror holds) comes back too. Someone else's row is 'forbidden'.
 */
import { useEffect, useState } from 'react';
import type { OutboxTable } from '../../data/outbox/outboxQueue';
import { fetchRow } from '../../data/posting/postingServer';

export type OwnRow =
  | { status: 'loading' }
  | { status: 'ready'; row: Record<string, unknown> }
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'error'; message: string };

export function useOwnRow(table: OutboxTable, id: number, userId: string | null): OwnRow {
  const [state, setState] = useState<{ key: string; row: OwnRow } | null>(null);
  const key = `${table}:${id}:${userId ?? ''}`;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void fetchRow(table, id).then((answer) => {
      if (!live) return;
      let row: OwnRow;
      if (!answer.ok) row = { status: 'error', message: answer.message };
      else if (!answer.value) row = { status: 'missing' };
      else if (answer.value.owner_id !== userId) row = { status: 'forbidden' };
      else row = { status: 'ready', row: answer.value };
      setState({ key, row });
    });
    return () => {
      live = false;
    };
  }, [table, id, userId, key]);
  return state?.key === key ? state.row : { status: 'loading' };
}
