import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';

interface PostType {
  title: string;
  body: string;
  submit: { label: string; to: string };
  requirements?: { label: string; to: string };
}

const postTypes: PostType[] = [
  {
    title: 'Service listings',
    body: 'Put your organization or business in the services directory, so veterans can find you by category and location: claims help, legal aid, housing, health, training and more.',
    submit: { label: 'List a service', to: '/submit/service' },
    requirements: { label: 'Service listing requirements', to: '/services/requirements' },
  },
  {
    title: 'VetDeals',
    body: 'Offer a discount or special offer to veterans and military families. Deals appear on VetDeals, where visitors can save them to their device.',
    submit: { label: 'Offer a VetDeal', to: '/submit/deal' },
    requirements: { label: 'VetDeal requirements', to: '/vetdeals/requirements' },
  },
  {
    title: 'Articles',
    body: 'Share useful knowledge on the VetHub blog: guides, news from your field, or stories from your team. Useful beats promotional.',
    submit: { label: 'Submit an article', to: '/submit/blog' },
    requirements: { label: 'Article requirements', to: '/blog/requirements' },
  },
  {
    title: 'Jobs',
    body: 'Post an opening on the job board if you want to hire veterans or military spouses. Say plainly what the job is, where it is and how to apply.',
    submit: { label: 'Post a job', to: '/submit/job' },
  },
];

/** What a partner can post, each with its form and its requirements page. */
export function BusinessPostTypesSection() {
  return (
    <PageSection heading="What you can post">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {postTypes.map((type) => (
          <Card key={type.title} withBorder radius="md" padding="lg">
            <Stack gap="sm" style={{ flexGrow: 1 }}>
              <Title order={3} size="h4">
                {type.title}
              </Title>
              <Text style={{ flexGrow: 1 }}>{type.body}</Text>
              {type.requirements ? (
                <Text>
                  <InternalLink to={type.requirements.to}>{type.requirements.label}</InternalLink>
                </Text>
              ) : null}
              <Button
                component={Link}
                to={type.submit.to}
                variant="light"
                style={{ alignSelf: 'flex-start' }}
              >
                {type.submit.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
