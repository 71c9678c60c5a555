/**
 * The page a partner lands on after sending a post: the outbox entry's fate when there is one,
 * what happens next and where to go.
 */
import { Button, Group, List, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RecordType } from '../../data/records';
import { PageHeader } from '../PageHeader';
import { PageSection } from '../PageSection';
import type { PostingKind } from './postingKind';
import { SubmissionStatus } from './SubmissionStatus';

export function PostedPage({
  record,
  posting,
  message,
  next,
  links,
}: {
  record: RecordType;
  posting: PostingKind;
  /** Shown once the post is sent (or at once when no outbox entry is named). */
  message: string;
  next: ReactNode[];
  /** The first is the main way on. */
  links: { to: string; label: string }[];
}) {
  const entry = useSearchParams()[0].get('entry');
  const id = (part: string) => `${record.key}-success-${part}`;
  return (
    <Stack gap="xl">
      <PageHeader intro={entry ? undefined : message}>
        {entry && record.submitPath ? (
          <SubmissionStatus
            kind={posting}
            entryId={entry}
            formPath={record.submitPath}
            sentMessage={message}
          />
        ) : null}
      </PageHeader>

      <PageSection id={id('next')} heading="What happens next">
        <List spacing="xs">
          {next.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      </PageSection>

      <PageSection id={id('links')} heading="Where to go now">
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
