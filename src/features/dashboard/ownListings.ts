/** The partner's listings as the dashboard shows them; the rows come from src/data. */
import type { ItemEventTable } from '../../data/itemEvents';
import { recordTypes } from '../../data/records';
import { t } from './words';

export { fetchOwnListings, type OwnListing } from '../../data/posting/ownListings';

export const LISTING_TABLES: readonly ItemEventTable[] = recordTypes.map((r) => r.table);

/** A kind of listing in the page's language: "Services", "service", "Your services"… */
export function kindWords(
  table: ItemEventTable,
  form: 'plural' | 'singular' | 'none' | 'yours',
): string {
  return t(`dashboard.kinds.${table}.${form}`);
}

/** What the partner sees for a server status; `live` when the public can see it. */
export function statusLabel(
  table: ItemEventTable,
  status: string,
  takenDown = false,
): { label: string; color: string; live: boolean } {
  const shown = (id: string, color: string, live = false) => ({ label: t(id), color, live });
  if (takenDown) return shown('dashboard.status.takenDown', 'red.9');
  if (status === 'rejected') return shown('dashboard.status.rejected', 'red.9');
  // Mantine's orange.9 leaves white text at 3.9:1; this orange keeps it above 4.5:1.
  if (status === 'changes_requested') return shown('dashboard.status.changes', '#9a3412');
  if (status === 'active' || status === 'published' || status === 'permanent') {
    return shown('dashboard.status.live', '#1b5e20', true);
  }
  if (status === 'draft') return shown('dashboard.status.draft', 'gray.7');
  if (status === 'inactive' || status === 'expired') {
    return shown('dashboard.status.hidden', 'gray.7');
  }
  return shown(
    table === 'blog_posts' ? 'dashboard.status.pendingReview' : 'dashboard.status.pending',
    'dark',
  );
}
