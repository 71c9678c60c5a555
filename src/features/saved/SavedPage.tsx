import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

interface SavedList {
  title: string;
  headingId: string;
  from: string;
  to: string;
  linkText: string;
}

const lists: SavedList[] = [
  {
    title: 'VetDeals',
    headingId: 'saved-vetdeals',
    from: 'Save a discount from its card or its page in the VetDeals directory.',
    to: '/vetdeals',
    linkText: 'Browse VetDeals',
  },
  {
    title: 'Articles',
    headingId: 'saved-articles',
    from: 'Save a guide or story from the blog to read it again later.',
    to: '/blog',
    linkText: 'Browse the blog',
  },
  {
    title: 'Services',
    headingId: 'saved-services',
    from: 'Save an organization or business from the services directory.',
    to: '/services',
    linkText: 'Browse the services directory',
  },
  {
    title: 'Jobs',
    headingId: 'saved-jobs',
    from: 'Save a job you want to apply for from the job board.',
    to: '/jobs',
    linkText: 'Browse the job board',
  },
];

export default function SavedPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Deals, articles, services and jobs you save appear here, in four lists, so you can find them again. You do not need an account to save." />

      <Stack gap="sm">
        <Title order={2}>Saved on this device only</Title>
        <Text>
          Saved items stay in this browser on this device. They are not sent to VetHub&apos;s
          servers, so we cannot see them, and they do not follow you to another phone or computer.
          Clearing your browser&apos;s data removes them.
        </Text>
        <Text>
          On a shared or public computer, anyone who uses the same browser after you can see what
          you saved. Remove your saved items before you leave, or use a private browsing window.{' '}
          <InternalLink to="/privacy">Read what VetHub stores and where</InternalLink>.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lists.map((list) => (
          <Paper
            key={list.headingId}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={list.headingId}
          >
            <Stack gap="xs">
              <Group gap="sm" wrap="wrap">
                <Title order={2} size="h3" id={list.headingId}>
                  {list.title}
                </Title>
                <Badge variant="outline" size="lg" tt="none">
                  0 saved
                </Badge>
              </Group>
              <Text>Nothing saved in this list yet. {list.from}</Text>
              <Text>
                <InternalLink to={list.to}>{list.linkText}</InternalLink>
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>When a saved item is removed</Title>
        <Text>
          If a business or author takes down something you saved, it stays in your list for a short
          time with a note that it is no longer available, and is then cleared from this device.
        </Text>
      </Stack>
    </Stack>
  );
}
