import { Switch } from '@mantine/core';
import { useAtom } from 'jotai';
import { dealRemindersAtom } from '../../data/settings';
import { DEAL_REMINDER_DAYS } from './dealReminder';
import { t } from './words';

/** Off until the visitor turns it on, off again at any time; nothing leaves the device. */
export function DealReminderSwitch() {
  const [enabled, setEnabled] = useAtom(dealRemindersAtom);
  return (
    <Switch
      checked={enabled}
      onChange={(event) => setEnabled(event.currentTarget.checked)}
      label={t('saved.reminder.switch')}
      description={t('saved.reminder.description', { days: DEAL_REMINDER_DAYS })}
    />
  );
}
