import { List, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import type { Values } from '../../lib/i18n';
import { entitlementName } from './entitlementWords';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

interface BenefitSummary {
  /** An id from data/va/entitlements.json. */
  id: string;
  /**
   * The item's key_eligibility cut to one plain sentence (a message id, benefits.hub.summary.<id>),
   * with no figure the data does not hold: the figures are `values`, dates as YYYY-MM-DD.
   */
  values?: Values;
  dates?: Record<string, string>;
}

interface BenefitCategory {
  /** Message ids. */
  title: string;
  note?: string;
  benefits: BenefitSummary[];
}

/** The day the Post-9/11 benefits count service from (entitlements.json). */
const SEPTEMBER_11 = '2001-09-11';

const categories: BenefitCategory[] = [
  {
    title: 'benefits.hub.category.compensation',
    benefits: [
      { id: 'disability_compensation' },
      { id: 'tdiu', values: { rate: 100 } },
      { id: 'smc' },
      { id: 'veterans_pension', values: { age: 65 } },
      { id: 'crdp', values: { rating: 50 } },
    ],
  },
  {
    title: 'benefits.hub.category.education',
    note: 'benefits.hub.category.educationNote',
    benefits: [
      {
        id: 'post911_gi_bill',
        values: { days: 90, continuous: 30 },
        dates: { date: SEPTEMBER_11 },
      },
      { id: 'mgib_ad', values: { months: 12 }, dates: { date: '1985-06-30' } },
      { id: 'mgib_sr' },
      { id: 'vre_ch31', values: { rating: 10 } },
    ],
  },
  {
    title: 'benefits.hub.category.housing',
    benefits: [{ id: 'home_loan' }, { id: 'adapted_housing_grants' }, { id: 'state_property_tax' }],
  },
  {
    title: 'benefits.hub.category.health',
    benefits: [
      { id: 'health_care' },
      { id: 'health_priority_groups', values: { first: 1, last: 8 } },
    ],
  },
  {
    title: 'benefits.hub.category.insurance',
    benefits: [
      { id: 'valife', values: { lowest: 0, highest: 100, age: 81 } },
      { id: 'sdvi', dates: { date: '2022-12-31' } },
      { id: 'vgli_sgli_vmli' },
    ],
  },
  {
    title: 'benefits.hub.category.burial',
    benefits: [{ id: 'burial' }],
  },
  {
    title: 'benefits.hub.category.family',
    benefits: [
      { id: 'dic' },
      { id: 'dea_ch35' },
      { id: 'fry_scholarship', dates: { date: SEPTEMBER_11 } },
    ],
  },
];

function summary({ id, values, dates }: BenefitSummary): string {
  const days = Object.fromEntries(
    Object.entries(dates ?? {}).map(([name, day]) => [name, readableDate(day)]),
  );
  return t(`benefits.hub.summary.${id}`, { ...values, ...days });
}

/** The benefits hub's sections: one h2 per category, each benefit linked to its VA.gov page. */
export function BenefitsCategorySections() {
  return (
    <>
      {categories.map((category) => (
        <Stack key={category.title} gap="sm">
          <Title order={2}>{t(category.title)}</Title>
          {category.note ? <Text>{t(category.note)}</Text> : null}
          <List spacing="sm">
            {category.benefits.map((b) => (
              <List.Item key={b.id}>
                <EntitlementLink id={b.id}>{entitlementName(b.id)}</EntitlementLink>: {summary(b)}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </>
  );
}
