/**
 * Saved deals get the same reminder as VA time limits (issue 36, item 2): once turned on, VetHub
 * says as it opens which saved deal ends soonest within DEAL_REMINDER_DAYS, from the copies kept
 * on this device, so it works offline too.
 */
import { useAtomValue } from 'jotai';
import type { SavedItem } from '../../data/localDb';
import { useSavedList } from '../../data/saved/useSaved';
import { dealRemindersAtom } from '../../data/settings';
import { t } from './words';

/** A week: enough to use a deal, near enough to be worth saying as VetHub opens. */
export const DEAL_REMINDER_DAYS = 7;

export interface DealReminder {
  title: string;
  endsAt: string;
  /** Calendar days from today to the deal's last day, on the device's own calendar. */
  daysLeft: number;
  /** How many other saved deals also end within the window. */
  others: number;
}

const localDay = (date: Date) =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;

export function dealReminderFor(items: readonly SavedItem[], now: Date): DealReminder | null {
  const ending = items
    .filter((item) => item.list === 'vetdeals' && !item.isDeleted)
    .flatMap((item) => {
      const { title, status, expires_at: endsAt } = item.record;
      if (status === 'permanent' || typeof endsAt !== 'string') return [];
      const end = new Date(endsAt);
      if (Number.isNaN(end.getTime()) || end < now) return [];
      const daysLeft = localDay(end) - localDay(now);
      if (daysLeft > DEAL_REMINDER_DAYS) return [];
      const name = typeof title === 'string' ? title : t('saved.reminder.untitled');
      return [{ title: name, endsAt, daysLeft }];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
  const first = ending[0];
  return first ? { ...first, others: ending.length - 1 } : null;
}

/** The reminder to show now, or null when reminders are off or no saved deal ends soon. */
export function useDealReminder(): DealReminder | null {
  const enabled = useAtomValue(dealRemindersAtom);
  const items = useSavedList('vetdeals');
  if (!enabled || !items) return null;
  return dealReminderFor(items, new Date());
}
