import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PopupCard } from './PopupCard';

interface Props {
  title: string;
  /** The page that lists what the reminder is about. */
  to: string;
  linkLabel: string;
  onClose: () => void;
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
      closeLabel="Close until VetHub is next opened"
      actions={
        <>
          <Button component={Link} to={to} onClick={onClose}>
            {linkLabel}
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
      {children}
    </PopupCard>
  );
}
