import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import classes from './MessageForm.module.css';
import { MessageFormNotice } from './MessageFormNotice';

/** The frame the contact and feedback forms share: the notice, their fields, the send button. */
export function MessageFormFrame({
  label,
  submitLabel,
  form,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  form: {
    notice: string | null;
    sending: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={label} className={classes.form}>
      <Stack gap="md" maw="40rem">
        <MessageFormNotice notice={form.notice} />
        {children}
        <Button type="submit" loading={form.sending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
