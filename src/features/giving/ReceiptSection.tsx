import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useReceipt } from '../../data/payments/usePayments';
import { PaymentOutcome } from './PaymentNotice';

interface ReceiptSectionProps {
  heading: string;
  /** Shown when the page was opened without coming back from the checkout. */
  withoutCheckout: string;
  children?: ReactNode;
}

/** The receipt the payment provider confirmed for the checkout the person came back from. */
export function ReceiptSection({ heading, withoutCheckout, children }: ReceiptSectionProps) {
  const [params] = useSearchParams();
  const session = params.get('session_id');
  const receipt = useReceipt(session);
  return (
    <Stack gap="sm">
      <Title order={2}>{heading}</Title>
      {session ? <PaymentOutcome state={receipt} /> : <Text>{withoutCheckout}</Text>}
      {children}
    </Stack>
  );
}
