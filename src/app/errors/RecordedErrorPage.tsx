import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isChunkLoadError } from '../../lib/loadChunk';
import { ErrorReference } from './ErrorReference';
import { PartNotLoaded } from './PartNotLoaded';
import { useRecordedError } from './useRecordedError';
import type { ErrorKind } from '../../data/errors/errorReport';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { t } from '../words';

/**
 * Outside the router (top-level boundary): no router links, only plain anchors and Reload.
 */
export function RecordedErrorPage({ error, kind }: { error: unknown; kind: ErrorKind }) {
  const chunk = isChunkLoadError(error);
  const reference = useRecordedError(error, chunk ? 'chunk' : kind, window.location.pathname);
  if (chunk) return <PartNotLoaded reference={reference} />;
  const title = t('app.error.title');
  return (
    <Container size="md" py="xl">
      <title>{`${title} · VetHub`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={600} role="alert">
          {t('app.error.stopped')}
        </Text>
        <Text>{t('app.error.startAgain')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>{' '}
          {/* The home page in the page's language: /es/ from a Spanish page. */}
          <Button component="a" href={pathIn(currentLanguage(), '/')} variant="outline">
            {t('app.error.goHome')}
          </Button>
        </div>
        <ErrorReference reference={reference} />
      </Stack>
    </Container>
  );
}
