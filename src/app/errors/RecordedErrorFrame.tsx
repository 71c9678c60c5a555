import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorReference } from './ErrorReference';
import { t } from '../words';

interface RecordedErrorFrameProps {
  title: string;
  /** What went wrong, announced as it appears. */
  problem: string;
  /** What the person can do about it. */
  help: string;
  /** Buttons after Reload. */
  more?: ReactNode;
  reference: string;
}

/** A recorded error in place of the page: what happened, Reload, and the reference to quote. */
export function RecordedErrorFrame({
  title,
  problem,
  help,
  more,
  reference,
}: RecordedErrorFrameProps) {
  return (
    <Container size="md" py="xl">
      <title>{`${title} · VetHub`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={600} role="alert">
          {problem}
        </Text>
        <Text>{help}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
          {more ? <> {more}</> : null}
        </div>
        <ErrorReference reference={reference} />
      </Stack>
    </Container>
  );
}
