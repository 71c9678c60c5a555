import { Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface AccountFormProps {
  /** The heading's id, which names the form. */
  id: string;
  heading: string;
  maw?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form on the account page, named by its h3. */
export function AccountForm({ id, heading, maw = '32rem', onSubmit, children }: AccountFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Stack gap="sm" maw={maw}>
        <Title order={3} id={id}>
          {heading}
        </Title>
        {children}
      </Stack>
    </form>
  );
}
