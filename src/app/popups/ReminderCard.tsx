import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PopupCard } from './PopupCard';
import { t } from './words';

interface Props {
  title: string;
  /** The page that lists what the reminder is about. */
  to: string;
  linkLabel: string;
  onClose: () => void;
  /** Turns these reminders off; the card then closes as well. */
  onTurnOff: () => void;
  children: ReactNode;
}

/** An opted-in reminder as VetHub opens: what is near, where to see it, and how to stop them. */
export function ReminderCard({ title, to, linkLabel, onClose, onTurnOff, children }: Props) {
  return (
    <PopupCard
      placement="corner"
      title={title}
      onClose={onClose}
      closeLabel={t('app.reminder.close')}
      actions={
        <>
          <Button component={Link} to={to} onClick={onClose}>
            {linkLabel}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('app.reminder.notNow')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              onTurnOff();
              onClose();
            }}
          >
            {t('app.reminder.turnOff')}
          </Button>
        </>
      }
    >
      {children}
    </PopupCard>
  );
}
