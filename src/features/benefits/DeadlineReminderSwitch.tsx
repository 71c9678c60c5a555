import { Switch } from '@mantine/core';
import { useAtom } from 'jotai';
import { deadlineRemindersAtom } from '../../data/settings';
import { REMINDER_WINDOW_DAYS } from './deadlineReminder';
import { t } from './words';

/** The reminder is the veteran's choice: off until they turn it on, off again at any time. */
export function DeadlineReminderSwitch() {
  const [enabled, setEnabled] = useAtom(deadlineRemindersAtom);
  return (
    <Switch
      checked={enabled}
      onChange={(event) => setEnabled(event.currentTarget.checked)}
      label={t('benefits.reminder.label')}
      description={t('benefits.reminder.description', { days: REMINDER_WINDOW_DAYS })}
    />
  );
}
