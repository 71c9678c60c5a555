import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { InternalLink } from '../../components/InternalLink';

interface CancelGiftDialogProps {
  /** "$10.00 every month". */
  amount: string;
  onKeep: () => void;
  /** Resolves when Stripe was asked; rejects with the reason to show. */
  onCancel: () => Promise<void>;
}

/** Asks before a monthly gift is cancelled, says what cancelling does, and shows why it failed. */
export function CancelGiftDialog({ amount, onKeep, onCancel }: CancelGiftDialogProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setSending(true);
    setProblem(null);
    onCancel().catch((error: unknown) => {
      setSending(false);
      setProblem(error instanceof Error ? error.message : 'Please try again.');
    });
  };
  return (
    <Modal
      opened
      onClose={onKeep}
      title="Cancel your monthly gift?"
      centered
      closeButtonProps={{ 'aria-label': 'Keep my gift' }}
    >
      <Stack>
        <Text>
          Your gift of {amount} stops: no more payments will be taken. Payments already made are not
          refunded by cancelling; to ask for a refund, read the{' '}
          <InternalLink to="/donate/refund-policy">donation refund policy</InternalLink>.
        </Text>
        {problem ? (
          <Alert color="red" title="Your gift was not cancelled" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep} disabled={sending}>
            Keep my gift
          </Button>
          <Button color="red.9" onClick={confirm} loading={sending}>
            Cancel my gift
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
