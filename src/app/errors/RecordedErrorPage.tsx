import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isChunkLoadError } from '../../lib/loadChunk';
import { ErrorReference } from './ErrorReference';
import { PartNotLoaded } from './PartNotLoaded';
import { useRecordedError } from './useRecordedError';
import type { ErrorKind } from '../../data/errors/errorReport';

/**
 * Outside the router (top-level boundary): no router links, only plain anchors and Reload.
 */
export function RecordedErrorPage({ error, kind }: { error: unknown; kind: ErrorKind }) {
  const chunk = isChunkLoadError(error);
  const reference = useRecordedError(error, chunk ? 'chunk' : kind, window.location.pathname);
  if (chunk) return <PartNotLoaded reference={reference} />;
  return (
    <Container size="md" py="xl">
      <title>Something went wrong · VetHub</title>
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text size="lg" fw={600} role="alert">
          VetHub stopped working on this page.
        </Text>
        <Text>Choose Reload to start again. Nothing you saved on this device is lost.</Text>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>{' '}
          <Button component="a" href="/" variant="outline">
            Go Home
          </Button>
        </div>
        <ErrorReference reference={reference} />
      </Stack>
    </Container>
  );
}
