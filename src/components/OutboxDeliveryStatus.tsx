import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { resendEntry } from '../data/outbox/outbox';
import { useOutbox } from '../data/outbox/useOutbox';

interface OutboxDeliveryStatusProps {
  /** The outbox entry's id (from the page's ?entry= parameter). */
  entryId: string | null;
  /** What was sent, in words: "message", "feedback", "sign-up". */
  what: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

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
    const at = entry.sentAt ? ` at ${timeFormat.format(new Date(entry.sentAt))}` : '';
    body = (
      <Box title="Sent">
        <Text>
          Your {what} reached the VetHub team{at}.
        </Text>
      </Box>
    );
  } else if (entry?.state === 'failed') {
    body = (
      <Box title="Not sent">
        <Text>
          The server did not accept your {what}: {entry.error}
        </Text>
        <Button variant="light" onClick={() => void resendEntry(entry.id)}>
          Try sending again
        </Button>
      </Box>
    );
  } else if (entry) {
    body = (
      <Box title="Waiting to send">
        <Text>
          Your {what} is saved on this device and will be sent automatically as soon as there is a
          connection. You can close this page; it will be sent the next time you open VetHub.
        </Text>
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
