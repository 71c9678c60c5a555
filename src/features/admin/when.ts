import { currentLocale } from '../../lib/i18n';
import { t } from './words';

/** A timestamp as staff read it: date and time in UTC, so two admins see the same words. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleString(currentLocale(), {
    timeZone: 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return t('admin.when', { time });
}
