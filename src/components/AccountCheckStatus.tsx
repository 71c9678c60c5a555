/**
 * "Checking your account…", said only when the check takes a while. The account the device knows
 * usually answers within moments, offline too: a status flashing past on every posting form or
 * console page is noise, and the prerendered page must not promise a wait that rarely comes.
 * The space is held from the start, so nothing moves when the words appear.
 */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from './words';

/** Longer than the device's own answer takes on a slow phone; the server is waited for 1 s. */
const SHOWN_AFTER_MS = 1200;

export function AccountCheckStatus() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center py="lg" mih="6rem">
      <Stack align="center" gap="xs" role="status">
        {shown ? (
          <>
            <Loader aria-hidden="true" />
            <Text>{t('components.account.checking')}</Text>
          </>
        ) : null}
      </Stack>
    </Center>
  );
}
