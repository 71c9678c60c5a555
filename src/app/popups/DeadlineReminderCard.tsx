import {
  REMINDER_WINDOW_DAYS,
  type DeadlineReminder,
} from '../../features/benefits/deadlineReminder';
import { deadlineText, dueInWords } from '../../features/benefits/deadlineWords';
import { ReminderCard } from './ReminderCard';
import { t } from './words';

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
    others > 0 ? ` ${t('app.deadlineReminder.more', { others, days: REMINDER_WINDOW_DAYS })}` : '';
  return (
    <ReminderCard
      title={others > 0 ? t('app.deadlineReminder.titleMany') : t('app.deadlineReminder.titleOne')}
      to={CLAIM_TRACKER_PATH}
      linkLabel={t('app.deadlineReminder.link')}
      onClose={onClose}
      onTurnOff={onTurnOff}
    >
      {`${deadlineText(nearest.deadline).label} (${claimLabel}). ${dueInWords(nearest)}${more}`}
    </ReminderCard>
  );
}
