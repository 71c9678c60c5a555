/** The partner's listings as the dashboard shows them; the rows come from src/data. */
import type { ItemEventTable } from '../../data/itemEvents';
import { recordTypes } from '../../data/records';

export { fetchOwnListings, type OwnListing } from '../../data/posting/ownListings';

export const LISTING_TABLES: readonly ItemEventTable[] = recordTypes.map((r) => r.table);

/** What the partner sees for a server status. */
export function statusLabel(
  table: ItemEventTable,
  status: string,
  takenDown = false,
): { label: string; color: string } {
  if (takenDown) return { label: 'Taken down', color: 'red.9' };
  if (status === 'rejected') return { label: 'Not approved', color: 'red.9' };
  // Mantine's orange.9 leaves white text at 3.9:1; this orange keeps it above 4.5:1.
  if (status === 'changes_requested') return { label: 'Changes requested', color: '#9a3412' };
  if (status === 'active' || status === 'published' || status === 'permanent') {
    return { label: 'Live', color: '#1b5e20' };
  }
  if (status === 'draft') return { label: 'Draft', color: 'gray.7' };
  if (status === 'inactive' || status === 'expired') return { label: 'Not shown', color: 'gray.7' };
  return { label: table === 'blog_posts' ? 'Pending review' : 'Pending', color: 'dark' };
}
