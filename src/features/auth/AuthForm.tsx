import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The alert's title when something is wrong. */
  problemTitle: string;
  /** The form's state, from useAuthForm. */
  auth: {
    problem: string | null;
    busy: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  submitLabel: string;
  submitVariant?: 'filled' | 'outline';
  /** Shown above the problem: an explanation, or a confirmation once sent. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame the sign-in, registration and password forms share: problem, fields, one button. */
export function AuthForm(props: AuthFormProps) {
  const { labelledBy, problemTitle, auth, submitLabel, submitVariant, intro } = props;
  return (
    <form onSubmit={auth.onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {intro}
        {auth.problem ? (
          <Alert color="red" role="alert" title={problemTitle}>
            {auth.problem}
          </Alert>
        ) : null}
        {props.children}
        <div>
          <Button type="submit" variant={submitVariant} loading={auth.busy}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
