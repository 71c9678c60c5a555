import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { DEAL_REMINDER_DAYS, type DealReminder } from '../../features/saved/dealReminder';
import { longDate } from '../../lib/longDate';
import { PopupCard } from './PopupCard';

export const SAVED_PATH = '/saved';

interface Props {
  reminder: DealReminder;
  onClose: () => void;
  onTurnOff: () => void;
}

function endsIn(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** The opted-in reminder as VetHub opens: the saved deal that ends soonest, and how many more. */
export function DealReminderCard({ reminder, onClose, onTurnOff }: Props) {
  const { title, endsAt, daysLeft, others } = reminder;
  const more =
    others > 0
      ? ` ${others} more saved ${others === 1 ? 'deal ends' : 'deals end'} within ${DEAL_REMINDER_DAYS} days.`
      : '';
  return (
    <PopupCard
      placement="corner"
      title={others > 0 ? 'Saved deals end soon' : 'A saved deal ends soon'}
      onClose={onClose}
      closeLabel="Close until VetHub is next opened"
      actions={
        <>
          <Button component={Link} to={SAVED_PATH} onClick={onClose}>
            See your saved deals
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
      {`${title} ends ${endsIn(daysLeft)}, ${longDate(endsAt)}.${more}`}
    </PopupCard>
  );
}
