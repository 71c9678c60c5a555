import { Text } from '@mantine/core';
import { t } from '../words';

/** The reference of a recorded error, for the person to quote when they ask for help. */
export function ErrorReference({ reference }: { reference: string }) {
  return (
    <Text data-testid="error-reference">
      {t('app.error.reference')} <strong>{reference}</strong>
      {t('app.error.referenceQuote')}
    </Text>
  );
}
