import { DEAL_REMINDER_DAYS, type DealReminder } from '../../features/saved/dealReminder';
import { longDate } from '../../lib/longDate';
import { ReminderCard } from './ReminderCard';
import { t } from './words';

export const SAVED_PATH = '/saved';

interface Props {
  reminder: DealReminder;
  onClose: () => void;
  onTurnOff: () => void;
}

function endsIn(title: string, days: number, date: string): string {
  if (days === 0) return t('app.dealReminder.endsToday', { title, date });
  if (days === 1) return t('app.dealReminder.endsTomorrow', { title, date });
  return t('app.dealReminder.endsIn', { title, days, date });
}

/** The opted-in reminder as VetHub opens: the saved deal that ends soonest, and how many more. */
export function DealReminderCard({ reminder, onClose, onTurnOff }: Props) {
  const { title, endsAt, daysLeft, others } = reminder;
  const more =
    others > 0 ? ` ${t('app.dealReminder.more', { others, days: DEAL_REMINDER_DAYS })}` : '';
  return (
    <ReminderCard
      title={others > 0 ? t('app.dealReminder.titleMany') : t('app.dealReminder.titleOne')}
      to={SAVED_PATH}
      linkLabel={t('app.dealReminder.link')}
      onClose={onClose}
      onTurnOff={onTurnOff}
    >
      {`${endsIn(title, daysLeft, longDate(endsAt))}${more}`}
    </ReminderCard>
  );
}
