import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { blogCategories } from './blogCategories';

export default function BlogPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Guides, news and stories written by veterans, families and the organizations that serve them. You will be able to browse articles by category and save the ones you want to read again." />

      <Stack gap="sm" component="section" aria-labelledby="blog-categories">
        <Title order={2} id="blog-categories">
          What the blog covers
        </Title>
        <Text>Every article belongs to one of these categories:</Text>
        <List spacing="xs">
          {blogCategories.map((category) => (
            <List.Item key={category}>{category}</List.Item>
          ))}
        </List>
        <Text>
          Stories are first-hand accounts from veterans and families. Read a selection on the{' '}
          <InternalLink to="/veteran-stories">veteran stories page</InternalLink>.
        </Text>
      </Stack>

      <EmptyState
        title="No articles on this device yet"
        actions={
          <>
            <Button component={Link} to="/submit/blog">
              Submit an article
            </Button>
            <Button component={Link} to="/blog/requirements" variant="outline">
              Read the blog requirements
            </Button>
          </>
        }
      >
        <Text>
          Articles have not been downloaded to this device yet, so there is nothing to list here. In
          the meantime, the <InternalLink to="/benefits">benefits guides</InternalLink> and the{' '}
          <InternalLink to="/resources">resources page</InternalLink> work now.
        </Text>
      </EmptyState>
    </Stack>
  );
}
