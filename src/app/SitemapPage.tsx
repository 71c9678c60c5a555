import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { currentLanguage } from '../lib/i18n';
import { sitemapGroups, type RouteEntry, type SitemapGroup } from '../lib/routeEntry';
import { useRouteHandle } from '../lib/routeHandle';
import { sitemapEntries } from './sitemapEntries';
import { spanishPageWords } from './spanishWords';
import { t } from './words';

// The groups are data keys in English (routes.json); what the page shows are message ids.
const groupNames: Record<SitemapGroup, string> = {
  'Start here': 'app.sitemap.start',
  Benefits: 'app.sitemap.benefits',
  Employment: 'app.sitemap.employment',
  Resources: 'app.sitemap.resources',
  Directories: 'app.sitemap.directories',
  'Post content': 'app.sitemap.post',
  'Your account': 'app.sitemap.account',
  'About VetHub': 'app.sitemap.about',
  'Support VetHub': 'app.sitemap.support',
};

/** A page's name as its own h1 says it, in the page's language (routes.es.json for Spanish). */
function nameOf(entry: RouteEntry): string {
  const spanish = currentLanguage() === 'es' ? spanishPageWords()?.[entry.path] : undefined;
  if (spanish) return spanish.heading ?? spanish.title;
  return entry.heading ?? entry.title;
}

/** Generated from the route table, so a new page appears here without anyone remembering to add it. */
export default function SitemapPage() {
  const handle = useRouteHandle();
  return (
    <>
      <PageHeader intro={handle?.description} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {sitemapGroups.map((group) => {
          const entries = sitemapEntries().filter((r) => r.group === group);
          if (entries.length === 0) return null;
          return (
            <Stack key={group} gap="xs" component="section">
              <Title order={2}>{t(groupNames[group])}</Title>
              <List spacing={4}>
                {entries.map((entry) => (
                  <List.Item key={entry.path}>
                    <Anchor component={Link} to={entry.path}>
                      {nameOf(entry)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          );
        })}
      </SimpleGrid>
    </>
  );
}
