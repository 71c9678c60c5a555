import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { FieldRules } from '../../components/posting/FieldRules';
import { blogPosting } from './blogPosting';
import { blogRecord } from '../../data/records';

export default function BlogRequirementsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What an article needs before it is published on the VetHub blog. These are the rules the submission form checks and the VetHub team reviews against, so reading them first saves you a round of changes." />

      <Stack gap="sm" component="section" aria-labelledby="blog-req-parts">
        <Title order={2} id="blog-req-parts">
          The parts of an article
        </Title>
        <Text>
          The form asks for these, step by step, and checks every rule before it sends your article.
        </Text>
        <FieldRules kind={blogPosting} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="blog-req-rules">
        <Title order={2} id="blog-req-rules">
          Content rules
        </Title>
        <List spacing="xs">
          <List.Item>
            It is your own original work, and you have the right to publish it, including any quotes
            and images.
          </List.Item>
          <List.Item>
            No medical or legal advice presented as fact. Share your experience, and point readers
            to a doctor, an accredited representative or the official page for their own case.
          </List.Item>
          <List.Item>
            Cite a source for every benefit figure, such as a rate, a percentage or a deadline, with
            a link to the official page on{' '}
            <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>.
          </List.Item>
          <List.Item>
            No personal details of other people, such as names, photos or health information,
            without their consent.
          </List.Item>
          <List.Item>
            No promotion disguised as an article. To promote an offer, post a VetDeal; to list your
            organization, post a service.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="blog-req-categories">
        <Title order={2} id="blog-req-categories">
          Categories
        </Title>
        <Text>Choose the one that fits your article best:</Text>
        <List spacing="xs">
          {blogRecord.categories.map(({ value: category }) => (
            <List.Item key={category}>{category}</List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="blog-req-next">
        <Title order={2} id="blog-req-next">
          After you submit
        </Title>
        <Text>
          The VetHub team reviews every article against these rules before it is published. You need
          a partner account to submit.
        </Text>
        <Group>
          <Button component={Link} to="/submit/blog">
            Submit an article
          </Button>
          <Button component={Link} to="/auth/register" variant="outline">
            Create a partner account
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
