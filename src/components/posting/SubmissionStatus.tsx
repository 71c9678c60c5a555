/**
 * Where a submission is now, in words, announced as it changes: on this device, being sent,
 * refused with the server's reason and a way to edit and resend, or on the server, live or
 * waiting for review, with links to it.
 */
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { discardEntry } from '../../data/outbox/outbox';
import type { PostingKind } from './postingKind';
import { ProblemAlert } from './ProblemAlert';
import { submissionSentence, type SentWords } from './submissionWords';
import type { Submission } from './useSubmission';

interface SubmissionStatusProps {
  kind: PostingKind;
  submission: Submission;
  /** Where "Edit and resend" opens the form again. */
  formPath: string;
  sent: SentWords;
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </Group>
  );
}

function Body({ kind, submission, formPath, sent }: SubmissionStatusProps) {
  switch (submission.state) {
    case 'checking':
      return <Waiting>Checking your {kind.noun}…</Waiting>;
    case 'missing':
      return <Text>Nothing by that reference was submitted from this device.</Text>;
    case 'sending':
      return <Waiting>Sending your {kind.noun}…</Waiting>;
    case 'failed': {
      const { entry } = submission;
      return (
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
    }
    case 'queued':
      return <Text fw={700}>{submissionSentence(kind.noun, submission, sent)}</Text>;
    case 'sent': {
      const { row } = submission;
      const sentence = <Text fw={700}>{submissionSentence(kind.noun, submission, sent)}</Text>;
      if (row === 'checking' || row === 'unknown') return sentence;
      return (
        <Stack gap="xs">
          {sentence}
          <Group>
            {row.standing === 'live' && kind.detailPath ? (
              <Button component={Link} to={kind.detailPath(row)}>
                See your {kind.noun}
              </Button>
            ) : null}
            <Button component={Link} to={kind.editPath(row.id)} variant="outline">
              Edit your {kind.noun}
            </Button>
          </Group>
        </Stack>
      );
    }
  }
}

export function SubmissionStatus(props: SubmissionStatusProps) {
  return (
    <div role="status" aria-live="polite">
      <Body {...props} />
    </div>
  );
}
