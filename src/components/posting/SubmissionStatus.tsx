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
import { t } from './words';
import { inPageLanguage } from '../../data/serverAnswers';

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
      return <Waiting>{t('components.submission.checking', { noun: kind.noun })}</Waiting>;
    case 'missing':
      return <Text>{t('components.submission.missing')}</Text>;
    case 'sending':
      return <Waiting>{t('components.submission.sending', { noun: kind.noun })}</Waiting>;
    case 'failed': {
      const { entry } = submission;
      return (
        <ProblemAlert title={t('components.submission.notSent')}>
          <Stack gap="xs">
            <Text>
              {t('components.submission.refused', {
                noun: kind.noun,
                error: inPageLanguage(entry.error ?? ''),
              })}
            </Text>
            <Group>
              <Button component={Link} to={`${formPath}?retry=${entry.id}`}>
                {t('components.submission.resend')}
              </Button>
              <Button variant="outline" onClick={() => void discardEntry(entry.id)}>
                {t('components.submission.discard')}
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
                {t('components.posting.see', { noun: kind.noun })}
              </Button>
            ) : null}
            <Button component={Link} to={kind.editPath(row.id)} variant="outline">
              {t('components.submission.edit', { noun: kind.noun })}
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
