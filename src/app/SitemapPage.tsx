import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { sitemapGroups } from '../lib/routeEntry';
import { sitemapEntries } from './sitemapEntries';

/** Generated from the route table, so a new page appears here without anyone remembering to add it. */
export default function SitemapPage() {
  return (
    <>
      <PageHeader intro="Every page of VetHub, grouped by what it helps you do." />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {sitemapGroups.map((group) => {
          const entries = sitemapEntries().filter((r) => r.group === group);
          if (entries.length === 0) return null;
          return (
            <Stack key={group} gap="xs" component="section">
              <Title order={2}>{group}</Title>
              <List spacing={4}>
                {entries.map((entry) => (
                  <List.Item key={entry.path}>
                    <Anchor component={Link} to={entry.path}>
                      {entry.heading ?? entry.title}
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
