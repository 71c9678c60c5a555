/** The four kinds of post a partner can make, shared by the submit hub and Create new. */
import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';

interface SubmitChoice {
  title: string;
  what: string;
  effort: string;
  after: string;
  requirements?: { to: string; label: string };
  form: { to: string; label: string };
}

const choices: SubmitChoice[] = [
  {
    title: 'A service',
    what: 'List your organization or business in the services directory so veterans and families can find you.',
    effort:
      'About 15 minutes: your organization, a title and summary, who is eligible and the cost, categories, location and contact.',
    after: 'Reviewed by the VetHub team before it appears in the directory.',
    requirements: { to: '/services/requirements', label: 'Service listing requirements' },
    form: { to: '/submit/service', label: 'List a service' },
  },
  {
    title: 'A VetDeal',
    what: 'Offer a discount to veterans and military families.',
    effort:
      'About 5 minutes: the merchant, the discount, how to redeem it, its terms, an end date and a link.',
    after: 'Goes live at once. Deals that break the requirements are taken down.',
    requirements: { to: '/vetdeals/requirements', label: 'VetDeal requirements' },
    form: { to: '/submit/deal', label: 'Offer a VetDeal' },
  },
  {
    title: 'An article',
    what: 'Write a guide, a news item or a story for the VetHub blog.',
    effort:
      'About 10 minutes once your article is written: a title, a short excerpt, the body and a category.',
    after: 'Reviewed by the VetHub team before it is published.',
    requirements: { to: '/blog/requirements', label: 'Blog submission requirements' },
    form: { to: '/submit/blog', label: 'Submit an article' },
  },
  {
    title: 'A job',
    what: 'Post an opening on the job board for veterans and military spouses.',
    effort: 'About 10 minutes: the role, what it needs, where it is and how to apply.',
    after: 'Reviewed by the VetHub team before it appears on the job board.',
    form: { to: '/submit/job', label: 'Post a job' },
  },
];

export function SubmitChoices() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {choices.map((choice) => (
        <Card key={choice.title} withBorder radius="md" padding="lg">
          <Stack gap="sm" h="100%">
            <Title order={3}>{choice.title}</Title>
            <Text>{choice.what}</Text>
            <List spacing="xs">
              <List.Item>
                <strong>What it takes:</strong> {choice.effort}
              </List.Item>
              <List.Item>
                <strong>After you submit:</strong> {choice.after}
              </List.Item>
            </List>
            {choice.requirements ? (
              <Text>
                Read the{' '}
                <InternalLink to={choice.requirements.to}>{choice.requirements.label}</InternalLink>{' '}
                first.
              </Text>
            ) : null}
            <Button component={Link} to={choice.form.to} mt="auto">
              {choice.form.label}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
