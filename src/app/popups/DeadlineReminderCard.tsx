import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  REMINDER_WINDOW_DAYS,
  type DeadlineReminder,
} from '../../features/benefits/deadlineReminder';
import { daysInWords, dueInWords } from '../../features/benefits/deadlineWords';
import { PopupCard } from './PopupCard';

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
    <PopupCard
      placement="corner"
      title={others > 0 ? 'VA time limits are coming up' : 'A VA time limit is coming up'}
      onClose={onClose}
      closeLabel="Close until VetHub is next opened"
      actions={
        <>
          <Button component={Link} to={CLAIM_TRACKER_PATH} onClick={onClose}>
            Open the claim tracker
          </Button>
          <Button variant="subtle" onClick={onClose}>
            Not now
          </Button>
          <Button variant="subtle" onClick={onTurnOff}>
            Turn off these reminders
          </Button>
        </>
      }
    >
      {`${nearest.deadline.label} (${claimLabel}). ${dueInWords(nearest)}${more}`}
    </PopupCard>
  );
}
