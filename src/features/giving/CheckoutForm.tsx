import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { t } from './words';

interface CheckoutFormProps {
  /** The form's accessible name. */
  label: string;
  /** The title of the alert that shows why the checkout did not start. */
  failedTitle: string;
  error: string | null;
  sending: boolean;
  onSubmit: () => void;
  /** Sits between the alert and the button. */
  note?: ReactNode;
  children: ReactNode;
}

/** A form that ends by sending the person to the payment provider's checkout. */
export function CheckoutForm(props: CheckoutFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="md">
        {props.children}
        {props.error ? (
          <Alert color="red" role="alert" title={props.failedTitle}>
            {props.error}
          </Alert>
        ) : null}
        {props.note}
        <Button type="submit" loading={props.sending} w="fit-content">
          {t('giving.checkout.continue')}
        </Button>
      </Stack>
    </form>
  );
}
