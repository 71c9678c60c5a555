import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';
import { postKinds, type PostKind, type PostKindKey } from '../../components/postKinds';

/** This page calls blog posts articles, here and in its list of requirements pages. */
export const articleRequirements = 'Article requirements';

interface PostType {
  kind: PostKindKey;
  title: string;
  body: string;
}

const postTypes: PostType[] = [
  {
    kind: 'service',
    title: 'Service listings',
    body: 'Put your organization or business in the services directory, so veterans can find you by category and location: claims help, legal aid, housing, health, training and more.',
  },
  {
    kind: 'deal',
    title: 'VetDeals',
    body: 'Offer a discount or special offer to veterans and military families. Deals appear on VetDeals, where visitors can save them to their device.',
  },
  {
    kind: 'blog',
    title: 'Articles',
    body: 'Share useful knowledge on the VetHub blog: guides, news from your field, or stories from your team. Useful beats promotional.',
  },
  {
    kind: 'job',
    title: 'Jobs',
    body: 'Post an opening on the job board if you want to hire veterans or military spouses. Say plainly what the job is, where it is and how to apply.',
  },
];

/** What a partner can post, each with its form and its requirements page. */
export function BusinessPostTypesSection() {
  return (
    <PageSection heading="What you can post">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {postTypes.map((type) => {
          const { submit, requirements }: PostKind = postKinds[type.kind];
          return (
            <Card key={type.title} withBorder radius="md" padding="lg">
              <Stack gap="sm" style={{ flexGrow: 1 }}>
                <Title order={3} size="h4">
                  {type.title}
                </Title>
                <Text style={{ flexGrow: 1 }}>{type.body}</Text>
                {requirements ? (
                  <Text>
                    <InternalLink to={requirements.to}>
                      {type.kind === 'blog' ? articleRequirements : requirements.label}
                    </InternalLink>
                  </Text>
                ) : null}
                <Button
                  component={Link}
                  to={submit.to}
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {submit.label}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
}
