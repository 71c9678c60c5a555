import { Button, List, SimpleGrid, Text, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { LinkedText } from '../../components/content/LinkedText';
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
import { dashboardLinks } from './dashboardLinks';
import { t } from './words';

const SAVED_LABELS = [
  { list: 'vetdeals', label: 'dashboard.veteran.savedVetdeals' },
  { list: 'blog', label: 'dashboard.veteran.savedBlog' },
  { list: 'services', label: 'dashboard.veteran.savedServices' },
  { list: 'job', label: 'dashboard.veteran.savedJobs' },
] as const;

function SavedSummary() {
  const counts = useSavedCounts();
  return (
    <PageSection id="saved-summary-heading" heading={t('dashboard.veteran.savedHeading')}>
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
            <Text>{t(label)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <div>
        <Button component={Link} to="/saved" variant="outline">
          {t('dashboard.veteran.seeSaved')}
        </Button>
      </div>
    </PageSection>
  );
}

export default function VeteranDashboardPage() {
  const { userId } = useAccount();
  return (
    <ContentPage
      intro={t('dashboard.veteran.intro')}
      header={<ButtonLinks links={[{ ...dashboardLinks.business(), variant: 'outline' }]} />}
    >
      <ProfileGate>{(profile) => <VerificationPanel profile={profile} />}</ProfileGate>
      <SavedSummary />
      <PageSection id="veteran-dashboard-tools" heading={t('dashboard.veteran.toolsHeading')}>
        <List spacing="xs">
          <List.Item>
            <LinkedText
              message={t('dashboard.veteran.toolTracker')}
              links={['/benefits/claim-tracker']}
            />
          </List.Item>
          <List.Item>
            <LinkedText
              message={t('dashboard.veteran.toolCalculator')}
              links={['/benefits/claim-calculator']}
            />
          </List.Item>
          <List.Item>
            <LinkedText message={t('dashboard.veteran.toolGuides')} links={['/benefits']} />
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
