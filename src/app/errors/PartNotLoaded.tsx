import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ErrorReference } from './ErrorReference';
import { t } from '../words';

/**
 * A page whose code could not be fetched even after a second try: say so plainly, and offer
 * Reload. Offline, the reason is that this part was never saved on the device.
 */
export function PartNotLoaded({ reference }: { reference: string }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const title = t('app.error.partTitle');
  return (
    <Container size="md" py="xl">
      <title>{`${title} · VetHub`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={600} role="alert">
          {offline ? t('app.error.partOffline') : t('app.error.partDropped')}
        </Text>
        <Text>{offline ? t('app.error.partOfflineHelp') : t('app.error.partDroppedHelp')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
        </div>
        <ErrorReference reference={reference} />
      </Stack>
    </Container>
  );
}
