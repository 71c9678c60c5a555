import { Button, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { ResourcesOrgList } from './ResourcesOrgList';
import { PageSection } from '../../components/PageSection';

export default function CommunityPage() {
  return (
    <ContentPage intro="Life after service is easier with people who understand it. Read and share stories, find veterans who meet near you, and find ways to serve again.">
      <PageSection heading="Veteran stories" narrow>
        <Text>
          Veterans and families write about leaving the military, finding work, recovering, raising
          a family and serving their communities. Stories are published on the VetHub blog.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/veteran-stories" variant="light">
            About veteran stories
          </Button>
          <Button component={Link} to="/blog?category=Stories" variant="outline">
            Read stories on the blog
          </Button>
        </Group>
      </PageSection>

      <PageSection id="events" heading="Events" narrow>
        <Text>
          VetHub does not list events yet. Until it does, the best places to find gatherings near
          you are veterans organizations with local chapters and posts, and your nearest VA
          facility.
        </Text>
        <Title order={3} size="h4">
          Organizations that meet locally
        </Title>
        <ResourcesOrgList keys={['teamRwb', 'kwva', 'catholicWarVeterans']} />
        <Title order={3} size="h4">
          Your local VA
        </Title>
        <Text>
          <ExternalLink href="https://www.va.gov/find-locations/">
            Find your nearest VA facility
          </ExternalLink>{' '}
          and look at its page on VA.gov, which may list events and activities for veterans and
          families.
        </Text>
      </PageSection>

      <PageSection heading="Volunteer and serve again" narrow>
        <Text>
          Many veterans find purpose in serving again, alongside people who share their experience.
          These organizations welcome veterans as volunteers:
        </Text>
        <ResourcesOrgList keys={['missionContinues', 'teamRubicon', 'dav']} />
        <Text>
          You can also help other veterans right here: tell us about a service that helped you
          through the <InternalLink to="/contact">contact page</InternalLink>, or, if you run a
          business or organization, <InternalLink to="/business">list it on VetHub</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Share your story" narrow>
        <Text>
          Your experience can help someone who is a few steps behind you. Write about what helped,
          what you wish you had known, or the people who made a difference. You decide how much to
          share and which name to use.
        </Text>
        <List spacing="xs">
          <List.Item>
            Read the <InternalLink to="/blog/requirements">article requirements</InternalLink>{' '}
            before you start.
          </List.Item>
          <List.Item>
            Tips on writing and on privacy are on the{' '}
            <InternalLink to="/veteran-stories">veteran stories page</InternalLink>.
          </List.Item>
        </List>
        <Group>
          <Button component={Link} to="/submit/blog">
            Share your story
          </Button>
        </Group>
      </PageSection>
    </ContentPage>
  );
}
