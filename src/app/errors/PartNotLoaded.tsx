import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ErrorReference } from './ErrorReference';

/**
 * A page whose code could not be fetched even after a second try: say so plainly, and offer
 * Reload. Offline, the reason is that this part was never saved on the device.
 */
export function PartNotLoaded({ reference }: { reference: string }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Container size="md" py="xl">
      <title>This part of VetHub could not be loaded · VetHub</title>
      <Stack gap="md">
        <Title order={1}>This part of VetHub could not be loaded</Title>
        <Text size="lg" fw={600} role="alert">
          {offline
            ? 'You are offline, and this part of VetHub is not saved on this device yet.'
            : 'The connection dropped while this page was loading.'}
        </Text>
        <Text>
          {offline
            ? 'Connect to the internet and choose Reload. Pages you have opened before work offline.'
            : 'Choose Reload to try again. Nothing you saved on this device is lost.'}
        </Text>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
        <ErrorReference reference={reference} />
      </Stack>
    </Container>
  );
}
