import { Switch } from '@mantine/core';
import { useAtom } from 'jotai';
import { deadlineRemindersAtom } from '../../data/settings';
import { REMINDER_WINDOW_DAYS } from './deadlineReminder';

/** The reminder is the veteran's choice: off until they turn it on, off again at any time. */
export function DeadlineReminderSwitch() {
  const [enabled, setEnabled] = useAtom(deadlineRemindersAtom);
  return (
    <Switch
      checked={enabled}
      onChange={(event) => setEnabled(event.currentTarget.checked)}
      label="Remind me of VA time limits when I open VetHub on this device"
      description={`When one is ${REMINDER_WINDOW_DAYS} days away or nearer, VetHub says so as it opens, offline too. Nothing is sent anywhere.`}
    />
  );
}
