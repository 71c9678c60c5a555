import { List, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

const directories = [
  {
    to: '/services',
    label: 'Services directory',
    purpose: 'organizations and businesses that serve veterans',
  },
  { to: '/vetdeals', label: 'VetDeals', purpose: 'discounts for veterans and military families' },
  { to: '/blog', label: 'Blog', purpose: 'guides, news and veteran stories' },
  { to: '/jobs', label: 'Job board', purpose: 'jobs from employers who want to hire veterans' },
  {
    to: '/employment/job-translator',
    label: 'Job translator',
    purpose: 'civilian occupations that match a military job code',
  },
];

export default function SearchPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="One search across VetHub: services, VetDeals, articles, jobs, military careers and pages. Type a word or a military job code and see matching results from every part of the site." />

      <EmptyState title="Search is not available yet">
        <Text>
          Searching is not available on this page yet. You can still find everything on VetHub by
          browsing the directories below or the sitemap, which lists every page by what it helps you
          do.
        </Text>
      </EmptyState>

      <Stack gap="sm">
        <Title order={2}>Browse the directories</Title>
        <List spacing="xs">
          {directories.map((d) => (
            <List.Item key={d.to}>
              <InternalLink to={d.to}>{d.label}</InternalLink>: {d.purpose}.
            </List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>Find a page</Title>
        <Text>
          The <InternalLink to="/sitemap">sitemap</InternalLink> lists every page of VetHub, grouped
          by topic: benefits, employment, resources, posting content and your account.
        </Text>
        <Text>
          Looking for VA benefits? Start with the{' '}
          <InternalLink to="/benefits">benefits overview</InternalLink> or the{' '}
          <InternalLink to="/benefits/entitlements">
            list of VA benefits you may be entitled to
          </InternalLink>
          . For answers about using VetHub, read the{' '}
          <InternalLink to="/faq">frequently asked questions</InternalLink>.
        </Text>
      </Stack>
    </Stack>
  );
}
