/** The four kinds of post a partner can make, shared by the submit hub and Create new. */
import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';
import { postKinds, type PostKind, type PostKindKey } from '../../components/postKinds';

interface SubmitChoice {
  kind: PostKindKey;
  title: string;
  what: string;
  effort: string;
  after: string;
}

const choices: SubmitChoice[] = [
  {
    kind: 'service',
    title: 'A service',
    what: 'List your organization or business in the services directory so veterans and families can find you.',
    effort:
      'About 15 minutes: your organization, a title and summary, who is eligible and the cost, categories, location and contact.',
    after: 'Reviewed by the VetHub team before it appears in the directory.',
  },
  {
    kind: 'deal',
    title: 'A VetDeal',
    what: 'Offer a discount to veterans and military families.',
    effort:
      'About 5 minutes: the merchant, the discount, how to redeem it, its terms, an end date and a link.',
    after: 'Goes live at once. Deals that break the requirements are taken down.',
  },
  {
    kind: 'blog',
    title: 'An article',
    what: 'Write a guide, a news item or a story for the VetHub blog.',
    effort:
      'About 10 minutes once your article is written: a title, a short excerpt, the body and a category.',
    after: 'Reviewed by the VetHub team before it is published.',
  },
  {
    kind: 'job',
    title: 'A job',
    what: 'Post an opening on the job board for veterans and military spouses.',
    effort: 'About 10 minutes: the role, what it needs, where it is and how to apply.',
    after: 'Reviewed by the VetHub team before it appears on the job board.',
  },
];

/** The section offering the four kinds, each with what it takes and what happens after. */
export function SubmitChoices({ id, heading }: { id: string; heading: string }) {
  return (
    <PageSection id={id} heading={heading}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choices.map((choice) => {
          const { submit, requirements }: PostKind = postKinds[choice.kind];
          return (
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
                {requirements ? (
                  <Text>
                    Read the <InternalLink to={requirements.to}>{requirements.label}</InternalLink>{' '}
                    first.
                  </Text>
                ) : null}
                <Button component={Link} to={submit.to} mt="auto">
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
