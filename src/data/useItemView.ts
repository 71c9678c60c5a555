import { useEffect } from 'react';
import { recordItemEvent, type ItemEventTable } from './itemEvents';

/** Counts one view of a listing's detail page once it is shown (once per device per day). */
export function useItemView(table: ItemEventTable, id: number, shown: boolean): void {
  useEffect(() => {
    if (shown) recordItemEvent(table, id, 'view');
  }, [table, id, shown]);
}
