/**
 * The page a partner lands on after sending a post (?entry=<outbox id>): where that post is now,
 * in its heading and its status, what happens next and where to go. Opened with nothing of the
 * person's to show, it sends them where the route table says (their dashboard).
 */
import { Button, Group, List, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { RecordType } from '../../data/records';
import { useRouteHandle } from '../../lib/routeHandle';
import { PageHeader } from '../PageHeader';
import { PageSection } from '../PageSection';
import type { PostingKind } from './postingKind';
import { SubmissionStatus } from './SubmissionStatus';
import { submissionHeading } from './submissionWords';
import { useSubmission } from './useSubmission';
import { t } from './words';

export function PostedPage({
  record,
  posting,
  next,
  links,
}: {
  record: RecordType;
  posting: PostingKind;
  next: ReactNode[];
  /** The first is the main way on. */
  links: { to: string; label: string }[];
}) {
  const entry = useSearchParams()[0].get('entry');
  const submission = useSubmission(record.table, entry);
  const away = useRouteHandle()?.withoutItem;
  if (!away) throw new Error(`${record.key}: a success route needs withoutItem in routes.json`);
  if (submission.state === 'missing') return <Navigate to={away} replace />;
  const id = (part: string) => `${record.key}-success-${part}`;
  return (
    <Stack gap="xl">
      <PageHeader title={submissionHeading(record.noun, submission)}>
        <SubmissionStatus
          kind={posting}
          submission={submission}
          formPath={record.submitPath ?? record.listPath}
          sent={posting.sent}
        />
      </PageHeader>

      <PageSection id={id('next')} heading={t('components.posted.next')}>
        <List spacing="xs">
          {next.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      </PageSection>

      <PageSection id={id('links')} heading={t('components.posted.links')}>
        <Group>
          {links.map((link, index) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant={index === 0 ? 'filled' : 'outline'}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </PageSection>
    </Stack>
  );
}
