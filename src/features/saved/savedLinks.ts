import type { SavedItem, SavedList } from '../../data/localDb';
import { recordHref, recordOfSavedList } from '../../data/records';
import { t } from './words';

/** The title a saved snapshot shows, whichever record type it came from. */
export function savedTitle(item: SavedItem): string {
  // A service's name is what people know it by; its title is a tagline.
  const { title, name } = item.record;
  if (typeof name === 'string' && name) return name;
  if (typeof title === 'string' && title) return title;
  return t('saved.item.untitled', { id: item.id });
}

/** Where a saved item lives on VetHub (jobs have no page of their own: the board lists them). */
export function savedHref(list: SavedList, item: SavedItem): string {
  return recordHref(recordOfSavedList(list), { id: item.id, name: savedTitle(item) });
}
