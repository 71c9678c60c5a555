import { Button, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { RequirementsLinks } from '../../components/RequirementsLinks';
import { articleRequirements, BusinessPostTypesSection } from './BusinessPostTypesSection';
import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';
import { InfoBlock } from './InfoBlock';

const start: ButtonLink[] = [
  { to: '/submit', label: 'Start posting' },
  { to: '/auth/register', label: 'Create a partner account', variant: 'outline' },
];

export default function BusinessPage() {
  return (
    <ContentPage
      intro="If your business or organization serves veterans and their families, VetHub is a place to be found. This page explains what you can post, who can post, how review works and where to start."
      header={<ButtonLinks size="md" gap="sm" links={start} />}
    >
      <BusinessPostTypesSection />

      <InfoBlock heading="Who can post">
        <Text>
          Posting needs a partner account. Businesses, nonprofits, employers and other organizations
          that serve veterans can{' '}
          <InternalLink to="/auth/register">create a partner account</InternalLink>. Veterans who
          also run a business can use one account for both.
        </Text>
        <Text>
          Visitors do not need an account to read, search or save anything on VetHub, so everything
          you post reaches them without a sign-up in the way.
        </Text>
      </InfoBlock>

      <InfoBlock heading="How review works">
        <Text>
          Every post must meet the requirements for its type. Read them before you start: they say
          what a post needs and what is not allowed.
        </Text>
        <RequirementsLinks blogLabel={articleRequirements} />
        <Text>
          VetHub moderators check content against these requirements. A post that does not meet them
          can be taken down, and only active posts are shown to visitors.
        </Text>
      </InfoBlock>

      <InfoBlock heading="What happens after you submit">
        <List spacing="xs">
          <List.Item>You see a confirmation that your post was sent.</List.Item>
          <List.Item>
            If your connection drops while you submit, nothing is lost: your post waits on your
            device and is sent when you are back online. If it cannot be accepted, you see why and
            can edit it and send it again.
          </List.Item>
          <List.Item>
            You manage your posts, see their stats and update your profile from the{' '}
            <InternalLink to="/dashboard/business">business dashboard</InternalLink>.
          </List.Item>
          <List.Item>You can edit a post at any time to keep it accurate.</List.Item>
        </List>
      </InfoBlock>

      <InfoBlock heading="Pricing and featured placement">
        <Text>
          Plans for partners are described on the{' '}
          <InternalLink to="/pricing">pricing plans page</InternalLink>. If you want an article or
          listing to stand out, read{' '}
          <InternalLink to="/featured-listing">how featured placement works</InternalLink>.
        </Text>
      </InfoBlock>

      <InfoBlock heading="Ready to start?">
        <Text>Choose what to post on the submission page. It links to each form.</Text>
        <Group gap="sm">
          <Button component={Link} to="/submit">
            Go to submit content
          </Button>
          <Button component={Link} to="/dashboard/business" variant="outline">
            Open the business dashboard
          </Button>
        </Group>
      </InfoBlock>
    </ContentPage>
  );
}
