import { Alert, Button, Stack, Text } from '@mantine/core';
import { localDb } from '../data/localDb';
import { retry } from '../data/outbox/outboxQueue';
import { useOutbox } from '../data/outbox/useOutbox';

interface OutboxDeliveryStatusProps {
  /** The outbox entry's id (from the page's ?entry= parameter). */
  entryId: string | null;
  /** What was sent, in words: "message", "feedback", "sign-up". */
  what: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Says, live, whether something sent through the outbox has actually reached VetHub. */
export function OutboxDeliveryStatus({ entryId, what }: OutboxDeliveryStatusProps) {
  const entries = useOutbox();
  const entry = entryId ? entries?.find((e) => e.id === entryId) : undefined;
  // No entry: a link without one, or sent more than a day ago and pruned.
  if (!entry) return null;
  let body;
  if (entry.state === 'sent') {
    const at = entry.sentAt ? ` at ${timeFormat.format(new Date(entry.sentAt))}` : '';
    body = (
      <Alert color="green" title="Sent">
        Your {what} reached the VetHub team{at}.
      </Alert>
    );
  } else if (entry.state === 'failed') {
    body = (
      <Alert color="red" title="Not sent">
        <Stack gap="xs" align="flex-start">
          <Text>
            The server did not accept your {what}: {entry.error}
          </Text>
          <Button variant="light" onClick={() => void retry(localDb, entry.id)}>
            Try sending again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Alert color="yellow" title="Waiting to send">
        Your {what} is saved on this device and will be sent automatically as soon as there is a
        connection. You can close this page; it will be sent the next time you open VetHub.
      </Alert>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {body}
    </div>
  );
}
