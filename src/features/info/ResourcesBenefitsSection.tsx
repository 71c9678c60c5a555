import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { PageSection } from '../../components/PageSection';

interface BenefitGroup {
  title: string;
  summary: string;
  ids: string[];
}

// Grouped by what a veteran is looking for; ids are those of data/va/entitlements.json.
const groups: BenefitGroup[] = [
  {
    title: 'Disability compensation',
    summary: 'Monthly payments for illnesses and injuries linked to your service.',
    ids: ['disability_compensation', 'tdiu', 'smc'],
  },
  {
    title: 'Pension',
    summary: 'Payments for wartime veterans with limited income and net worth.',
    ids: ['veterans_pension'],
  },
  {
    title: 'Education and training',
    summary: 'The GI Bill, benefits for family members, and training for a new career.',
    ids: ['post911_gi_bill', 'mgib_ad', 'mgib_sr', 'dea_ch35', 'fry_scholarship', 'vre_ch31'],
  },
  {
    title: 'Housing',
    summary: 'Buying a home with a VA-backed loan, and grants to adapt a home.',
    ids: ['home_loan', 'adapted_housing_grants'],
  },
  {
    title: 'Health care',
    summary: 'Who can enroll in VA health care and how VA sorts enrolled veterans into groups.',
    ids: ['health_care', 'health_priority_groups'],
  },
  {
    title: 'Life insurance',
    summary: 'Coverage for veterans with a service-connected rating and for those leaving service.',
    ids: ['valife', 'sdvi', 'vgli_sgli_vmli'],
  },
  {
    title: 'Survivors',
    summary: 'Monthly payments for some surviving spouses, children and parents.',
    ids: ['dic'],
  },
  {
    title: 'Burial',
    summary: 'Burial allowances and burial in a national cemetery.',
    ids: ['burial'],
  },
];

/** Official VA.gov pages for each benefit area; unconfirmed links carry "verify on VA.gov". */
export function ResourcesBenefitsSection() {
  return (
    <PageSection heading="VA benefits by category">
      <Text maw="46rem">
        Each link opens the official VA.gov page for that benefit. Where our research could not
        confirm that a page is still at the same address, the link says &ldquo;verify on
        VA.gov&rdquo;.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {groups.map((group) => (
          <Stack key={group.title} gap="xs">
            <Title order={3} size="h4">
              {group.title}
            </Title>
            <Text>{group.summary}</Text>
            <List spacing="xs">
              {group.ids.map((id) => (
                <List.Item key={id}>
                  <EntitlementLink id={id} />
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
