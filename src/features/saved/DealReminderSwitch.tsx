import { Switch } from '@mantine/core';
import { useAtom } from 'jotai';
import { dealRemindersAtom } from '../../data/settings';
import { DEAL_REMINDER_DAYS } from './dealReminder';

/** Off until the visitor turns it on, off again at any time; nothing leaves the device. */
export function DealReminderSwitch() {
  const [enabled, setEnabled] = useAtom(dealRemindersAtom);
  return (
    <Switch
      checked={enabled}
      onChange={(event) => setEnabled(event.currentTarget.checked)}
      label="Remind me when a saved deal is about to end"
      description={`When a deal you saved ends within ${DEAL_REMINDER_DAYS} days, VetHub says so as it opens, offline too. Nothing is sent anywhere.`}
    />
  );
}
