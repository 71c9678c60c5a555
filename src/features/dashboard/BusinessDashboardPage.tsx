import { Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ContentPage } from '../../components/pages/ContentPage';
import { AccountSettings } from './AccountSettings';
import { showToast } from '../../components/toasts';
import { CompanyProfileForm } from './CompanyProfileForm';
import { deleteListing } from './deleteListing';
import { ListingsTable } from './ListingsTable';
import { ListingStatsSummary } from './ListingStatsSummary';
import { OutboxEntries } from './OutboxEntries';
import { PaymentHistory } from './PaymentHistory';
import { MonthlyGifts } from './MonthlyGifts';
import { LISTING_TABLES, type OwnListing } from './ownListings';
import { ProfileGate } from './ProfileGate';
import { RoleActions } from './RoleActions';
import { useAccount } from './useAccount';
import { useOwnListings } from './useOwnListings';
import { RetryAlert } from '../../components/RetryAlert';
import { PageSection } from '../../components/PageSection';
import { ButtonLinks } from '../../components/ButtonLinks';
import { dashboardLinks } from './dashboardLinks';
import { t } from './words';

function Listings({ userId }: { userId: string }) {
  const { state, reload } = useOwnListings(userId);
  const [removed, setRemoved] = useState<Set<string>>(new Set());

  const remove = async (item: OwnListing) => {
    const result = await deleteListing(item.table, item.id);
    if (!result.ok) {
      showToast({
        title: t('dashboard.business.deleteFailed'),
        description: t('dashboard.tryAgain'),
        color: 'red',
      });
      return;
    }
    setRemoved((s) => new Set(s).add(`${item.table}:${item.id}`));
    showToast({
      title: t('dashboard.business.deleted'),
      description: t(
        navigator.onLine ? 'dashboard.business.deletedText' : 'dashboard.business.deletedOffline',
        { title: item.title },
      ),
      color: 'green',
    });
  };

  if (state.status === 'loading') {
    return (
      <Group role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('dashboard.business.loading')}</Text>
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryAlert
        title={t('dashboard.business.loadFailed')}
        message={t('dashboard.checkConnection')}
        onRetry={reload}
      />
    );
  }
  const visible = state.items.filter((i) => !removed.has(`${i.table}:${i.id}`));
  return (
    <Stack gap="lg">
      <ListingStatsSummary items={visible} />
      {LISTING_TABLES.map((table) => (
        <ListingsTable
          key={table}
          table={table}
          items={visible.filter((i) => i.table === table)}
          onDelete={(item) => void remove(item)}
        />
      ))}
    </Stack>
  );
}

export default function BusinessDashboardPage() {
  const { userId } = useAccount();
  return (
    <ContentPage
      intro={t('dashboard.business.intro')}
      header={
        <ButtonLinks
          links={[
            { to: '/business/submit', label: t('dashboard.business.createNew') },
            { ...dashboardLinks.veteran(), variant: 'outline' },
          ]}
        />
      }
    >
      <OutboxEntries />
      <PageSection id="listings-heading" heading={t('dashboard.business.listingsHeading')} gap="md">
        <Text>{t('dashboard.business.counted')}</Text>
        {userId ? <Listings userId={userId} /> : null}
      </PageSection>
      {userId ? <PaymentHistory userId={userId} /> : null}
      {userId ? <MonthlyGifts userId={userId} /> : null}
      <ProfileGate>
        {(profile) => (
          <>
            <CompanyProfileForm key={profile.id} profile={profile} />
            <RoleActions profile={profile} />
          </>
        )}
      </ProfileGate>
      <AccountSettings />
    </ContentPage>
  );
}
