/**
 * What became of a submission, live from the outbox: waiting for the connection, sending, sent,
 * or refused with the server's reason and a way to edit and resend.
 */
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { discardEntry } from '../../data/outbox/outbox';
import { useOutbox } from '../../data/outbox/useOutbox';
import type { PostingKind } from './postingKind';
import { ProblemAlert } from './ProblemAlert';
import { useSubmittedId } from './useSubmittedId';

export const QUEUED_OFFLINE = 'queued — will send when you are back online';

interface SubmissionStatusProps {
  kind: PostingKind;
  entryId: string;
  /** Where "Edit and resend" opens the form again. */
  formPath: string;
  /** What to say once it was sent. */
  sentMessage: ReactNode;
}

export function SubmissionStatus({ kind, entryId, formPath, sentMessage }: SubmissionStatusProps) {
  const entries = useOutbox();
  const { online } = useNetwork();
  const entry = entries?.find((e) => e.id === entryId);
  const insertId = useSubmittedId(
    kind.table,
    entryId,
    entry?.state === 'sent' && entry.op === 'insert',
  );
  const rowId = entry?.op === 'update' ? Number(entry.payload.id) : insertId;
  const slug = typeof entry?.payload.slug === 'string' ? entry.payload.slug : '';

  let body: ReactNode;
  if (!entries) body = <Text>Checking your submission…</Text>;
  else if (!entry) body = <Text>Nothing is waiting to be sent from this device.</Text>;
  else if (entry.state === 'sent') {
    body = (
      <Stack gap="xs">
        <Text fw={700}>{sentMessage}</Text>
        {rowId ? (
          <Group>
            {kind.detailPath ? (
              <Button component={Link} to={kind.detailPath({ id: rowId, slug })}>
                See your {kind.noun}
              </Button>
            ) : null}
            <Button component={Link} to={kind.editPath(rowId)} variant="outline">
              Edit your {kind.noun}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  } else if (entry.state === 'failed') {
    body = (
      <ProblemAlert title="Not sent">
        <Stack gap="xs">
          <Text>
            The server refused this {kind.noun}: {entry.error}
          </Text>
          <Group>
            <Button component={Link} to={`${formPath}?retry=${entry.id}`}>
              Edit and resend
            </Button>
            <Button variant="outline" onClick={() => void discardEntry(entry.id)}>
              Discard it
            </Button>
          </Group>
        </Stack>
      </ProblemAlert>
    );
  } else if (!online) {
    body = (
      <Text fw={700}>
        Your {kind.noun} is {QUEUED_OFFLINE}.
      </Text>
    );
  } else {
    body = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text>Sending your {kind.noun}…</Text>
      </Group>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {body}
    </div>
  );
}
