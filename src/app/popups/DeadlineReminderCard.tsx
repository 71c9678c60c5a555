import {
  REMINDER_WINDOW_DAYS,
  type DeadlineReminder,
} from '../../features/benefits/deadlineReminder';
import { daysInWords, dueInWords } from '../../features/benefits/deadlineWords';
import { ReminderCard } from './ReminderCard';

export const CLAIM_TRACKER_PATH = '/benefits/claim-tracker';

interface Props {
  reminder: DeadlineReminder;
  onClose: () => void;
  onTurnOff: () => void;
}

/** The opted-in reminder as VetHub opens: the nearest time limit, and how many more are near. */
export function DeadlineReminderCard({ reminder, onClose, onTurnOff }: Props) {
  const { nearest, claimLabel, others } = reminder;
  const more =
    others > 0
      ? ` ${others} more ${others === 1 ? 'time limit is' : 'time limits are'} within ${daysInWords(REMINDER_WINDOW_DAYS)}.`
      : '';
  return (
    <ReminderCard
      title={others > 0 ? 'VA time limits are coming up' : 'A VA time limit is coming up'}
      to={CLAIM_TRACKER_PATH}
      linkLabel="Open the claim tracker"
      onClose={onClose}
      onTurnOff={onTurnOff}
    >
      {`${nearest.deadline.label} (${claimLabel}). ${dueInWords(nearest)}${more}`}
    </ReminderCard>
  );
}
