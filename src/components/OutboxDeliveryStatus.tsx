import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { resendEntry } from '../data/outbox/outbox';
import { useOutbox } from '../data/outbox/useOutbox';
import { currentLanguage, currentLocale } from '../lib/i18n';
import { t } from './later/words';
import { inPageLanguage } from '../data/serverAnswers';

interface OutboxDeliveryStatusProps {
  /** The outbox entry's id (from the page's ?entry= parameter). */
  entryId: string | null;
  /** What was sent, in words: "message", "feedback", "sign-up". */
  what: string;
}

/** The time it arrived: the browser's own format on English pages, as before; Spanish on Spanish. */
const timeOf = (at: string) =>
  new Intl.DateTimeFormat(currentLanguage() === 'es' ? currentLocale() : undefined, {
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Text fw={700} size="lg">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Says, live, whether something sent through the outbox has actually reached VetHub. */
export function OutboxDeliveryStatus({ entryId, what }: OutboxDeliveryStatusProps) {
  const entries = useOutbox();
  const entry = entryId ? entries?.find((e) => e.id === entryId) : undefined;
  let body: ReactNode = null;
  if (entry?.state === 'sent') {
    body = (
      <Box title={t('components.outbox.sent')}>
        <Text>
          {entry.sentAt
            ? t('components.outbox.sentAt', { what, time: timeOf(entry.sentAt) })
            : t('components.outbox.sentText', { what })}
        </Text>
      </Box>
    );
  } else if (entry?.state === 'failed') {
    body = (
      <Box title={t('components.outbox.notSent')}>
        <Text>
          {t('components.outbox.refused', { what, error: inPageLanguage(entry.error ?? '') })}
        </Text>
        <Button variant="light" onClick={() => void resendEntry(entry.id)}>
          {t('components.outbox.resend')}
        </Button>
      </Box>
    );
  } else if (entry) {
    body = (
      <Box title={t('components.outbox.waiting')}>
        <Text>{t('components.outbox.waitingText', { what })}</Text>
      </Box>
    );
  }
  // The live region is always there, so a change from waiting to sent is announced. No entry:
  // a link without one, or sent more than a day ago and pruned.
  return (
    <div role="status" aria-live="polite">
      {body}
    </div>
  );
}
