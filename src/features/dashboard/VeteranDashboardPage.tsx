import { Button, List, SimpleGrid, Text, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { AccountSettings } from './AccountSettings';
import { OwnStories } from './OwnStories';
import { MonthlyGifts } from './MonthlyGifts';
import { useSavedCounts } from '../../data/saved/useSaved';
import { ProfileGate } from './ProfileGate';
import { RoleActions } from './RoleActions';
import { useAccount } from './useAccount';
import { VerificationPanel } from './VerificationPanel';
import { PageSection } from '../../components/PageSection';
import { ButtonLinks } from '../../components/ButtonLinks';

const SAVED_LABELS = [
  { list: 'vetdeals', label: 'VetDeals' },
  { list: 'blog', label: 'Articles' },
  { list: 'services', label: 'Services' },
  { list: 'job', label: 'Jobs' },
] as const;

function SavedSummary() {
  const counts = useSavedCounts();
  return (
    <PageSection id="saved-summary-heading" heading="Your saved items">
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {SAVED_LABELS.map(({ list, label }) => (
          <Paper component="li" withBorder p="sm" key={list}>
            <Text fw={700} size="xl">
              {counts[list]}
            </Text>
            <Text>{label}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <div>
        <Button component={Link} to="/saved" variant="outline">
          See your saved items
        </Button>
      </div>
    </PageSection>
  );
}

export default function VeteranDashboardPage() {
  const { userId } = useAccount();
  return (
    <ContentPage
      intro="Your saved items, your veteran verification, your stories and your claim tools in one place."
      header={
        <ButtonLinks
          links={[{ to: '/dashboard/business', label: 'Business dashboard', variant: 'outline' }]}
        />
      }
    >
      <ProfileGate>{(profile) => <VerificationPanel profile={profile} />}</ProfileGate>
      <SavedSummary />
      <PageSection id="veteran-dashboard-tools" heading="Your claim tools">
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/benefits/claim-tracker">Claim tracker</InternalLink>: keep track of
            your VA claims and what each step means, privately on this device.
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/claim-calculator">Disability claim calculator</InternalLink>
            : estimate your combined VA disability rating and monthly compensation.
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits">Benefits guides</InternalLink>: what you may be entitled to
            and how to apply.
          </List.Item>
        </List>
      </PageSection>
      {userId ? <OwnStories userId={userId} /> : null}
      {userId ? <MonthlyGifts userId={userId} /> : null}
      <ProfileGate>{(profile) => <RoleActions profile={profile} />}</ProfileGate>
      <AccountSettings />
    </ContentPage>
  );
}
