import { Alert, Stack } from '@mantine/core';
import { PageSection } from '../../components/PageSection';
import { useOwnGifts } from '../../data/payments/useOwnGifts';
import { MonthlyGiftCard } from './MonthlyGiftCard';
import { t } from './words';

/**
 * The donor's monthly gifts, shown only to people who have one. Offline nothing is shown: gifts
 * are not kept on the device, and cancelling needs a connection anyway.
 */
export function MonthlyGifts({ userId }: { userId: string }) {
  const { gifts, cancelling, stillConfirming, cancel } = useOwnGifts(userId);
  if (gifts.status === 'error' && !gifts.offline) {
    return (
      <PageSection id="monthly-gifts-heading" heading={t('dashboard.gifts.heading')}>
        <Alert color="yellow" title={t('dashboard.gifts.loadFailed')}>
          {gifts.message}
        </Alert>
      </PageSection>
    );
  }
  if (gifts.status !== 'ready' || gifts.value.length === 0) return null;
  return (
    <PageSection id="monthly-gifts-heading" heading={t('dashboard.gifts.heading')}>
      <Stack gap="md">
        {gifts.value.map((gift) => (
          <MonthlyGiftCard
            key={gift.id}
            gift={gift}
            cancelling={cancelling === gift.id}
            stillConfirming={stillConfirming}
            onCancel={() => cancel(gift.id)}
          />
        ))}
      </Stack>
    </PageSection>
  );
}
