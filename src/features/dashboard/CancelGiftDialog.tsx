import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LinkedText } from '../../components/content/LinkedText';
import { t } from './words';
import { Dialog } from '../../components/Dialog';

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
      setProblem(error instanceof Error ? error.message : t('dashboard.tryAgain'));
    });
  };
  return (
    <Dialog
      title={t('dashboard.cancelGift.title')}
      closeLabel={t('dashboard.cancelGift.keep')}
      onClose={onKeep}
    >
      <Stack>
        <Text>
          <LinkedText
            message={t('dashboard.cancelGift.text', { amount })}
            links={['/donate/refund-policy']}
          />
        </Text>
        {problem ? (
          <Alert color="red" title={t('dashboard.cancelGift.notCancelled')} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep} disabled={sending}>
            {t('dashboard.cancelGift.keep')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={sending}>
            {t('dashboard.cancelGift.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
