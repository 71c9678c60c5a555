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

function Listings({ userId }: { userId: string }) {
  const { state, reload } = useOwnListings(userId);
  const [removed, setRemoved] = useState<Set<string>>(new Set());

  const remove = async (item: OwnListing) => {
    const result = await deleteListing(item.table, item.id);
    if (!result.ok) {
      showToast({ title: 'Delete failed', description: 'Please try again.', color: 'red' });
      return;
    }
    setRemoved((s) => new Set(s).add(`${item.table}:${item.id}`));
    showToast({
      title: 'Listing deleted',
      description: `${item.title} is removed${navigator.onLine ? '' : ' when you are back online'}.`,
      color: 'green',
    });
  };

  if (state.status === 'loading') {
    return (
      <Group role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading your listings…</Text>
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryAlert
        title="Your listings could not be loaded"
        message="Check your connection and try again."
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
      intro="The services, VetDeals, articles and jobs you posted, how often veterans view and save them, and your company profile."
      header={
        <ButtonLinks
          links={[
            { to: '/business/submit', label: 'Create New' },
            { to: '/dashboard/veteran', label: 'Veteran dashboard', variant: 'outline' },
          ]}
        />
      }
    >
      <OutboxEntries />
      <PageSection id="listings-heading" heading="Your listings" gap="md">
        <Text>Views and saves are counted by VetHub when visitors open or bookmark a listing.</Text>
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
