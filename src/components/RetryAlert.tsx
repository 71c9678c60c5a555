import { Alert, Button, Stack, Text } from '@mantine/core';
import { t } from './later/words';

/** Something could not be loaded: what, why, and a button to try again. */
export function RetryAlert({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="yellow" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text>{message}</Text>
        <Button size="xs" onClick={onRetry}>
          {t('components.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
