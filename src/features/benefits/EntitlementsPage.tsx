import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { entitlements, type Entitlement } from '../../lib/entitlements';
import { numberInWordsCapitalized } from '../../lib/counts';
import { EligibilityChecker } from './EligibilityChecker';
import { EntitlementsCard } from './EntitlementsCard';

/** Section headings for the data's category codes, in the order the page shows them. */
const categoryTitles: Record<string, string> = {
  compensation: 'Disability compensation',
  'compensation-related (DoD)': 'Defense Department benefits',
  'other federal': 'Defense Department benefits',
  pension: 'Pension',
  survivors: 'Family and survivors',
  education: 'Education',
  employment: 'Employment',
  housing: 'Housing',
  health: 'Health care',
  insurance: 'Life insurance',
  burial: 'Burial and memorials',
  state: 'State benefits',
};

const sectionOrder = [
  'Disability compensation',
  'Pension',
  'Family and survivors',
  'Education',
  'Employment',
  'Housing',
  'Health care',
  'Life insurance',
  'Burial and memorials',
  'Defense Department benefits',
  'State benefits',
];

function groupByTitle(items: Entitlement[]): [string, Entitlement[]][] {
  const groups = new Map<string, Entitlement[]>();
  for (const item of items) {
    const title = categoryTitles[item.category] ?? 'Other benefits';
    groups.set(title, [...(groups.get(title) ?? []), item]);
  }
  const rank = (title: string) => {
    const i = sectionOrder.indexOf(title);
    return i === -1 ? sectionOrder.length : i;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

export default function EntitlementsPage() {
  const groups = groupByTitle(entitlements);
  return (
    <Stack gap="xl">
      <PageHeader
        intro={`${numberInWordsCapitalized(entitlements.length)} VA and related benefits, grouped by topic. For each one you can read who it is generally for, the key figures our research found, and a link to the official page where you apply.`}
      />

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={700}>
            This list explains benefits; it does not decide eligibility. VA decides.
          </Text>
          <Text>
            Rules change and have exceptions. Check the official page before you act, and{' '}
            <ExternalLink href="https://www.va.gov/">go to VA.gov</ExternalLink> to apply.
          </Text>
        </Stack>
      </Paper>

      <EligibilityChecker />

      <Stack gap="sm">
        <Title order={2}>Words used in this list</Title>
        <List spacing="xs">
          <List.Item>
            <strong>SC</strong> means service-connected: VA found the condition is linked to your
            service.
          </List.Item>
          <List.Item>
            <strong>P&amp;T</strong> means permanent and total disability.
          </List.Item>
          <List.Item>
            <strong>COE</strong> is the Certificate of Eligibility for a VA home loan.
          </List.Item>
          <List.Item>
            <strong>POW</strong> is a former prisoner of war; <strong>MIA</strong> is missing in
            action.
          </List.Item>
          <List.Item>
            Dates are written year-month-day, so 2001-09-11 is September 11, 2001.
          </List.Item>
        </List>
        <Text>
          A link followed by &ldquo;verify on VA.gov&rdquo; points to a page or figure our research
          could not confirm. Figures marked unconfirmed may be out of date.
        </Text>
      </Stack>

      {groups.map(([title, items]) => (
        <Stack key={title} gap="sm">
          <Title order={2}>{title}</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {items.map((item) => (
              <EntitlementsCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}

      <Stack gap="sm">
        <Title order={2}>Next steps</Title>
        <Text>
          Go back to the <InternalLink to="/benefits">benefits overview</InternalLink>, learn{' '}
          <InternalLink to="/benefits/claim-calculator">
            how VA combines disability ratings
          </InternalLink>
          , or read <InternalLink to="/faq-example">benefits questions, answered</InternalLink>.
        </Text>
      </Stack>
    </Stack>
  );
}
