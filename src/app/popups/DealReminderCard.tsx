import { DEAL_REMINDER_DAYS, type DealReminder } from '../../features/saved/dealReminder';
import { longDate } from '../../lib/longDate';
import { ReminderCard } from './ReminderCard';

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
    <ReminderCard
      title={others > 0 ? 'Saved deals end soon' : 'A saved deal ends soon'}
      to={SAVED_PATH}
      linkLabel="See your saved deals"
      onClose={onClose}
      onTurnOff={onTurnOff}
    >
      {`${title} ends ${endsIn(daysLeft)}, ${longDate(endsAt)}.${more}`}
    </ReminderCard>
  );
}
