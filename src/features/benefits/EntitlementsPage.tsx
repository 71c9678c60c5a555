import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { PageHeader } from '../../components/PageHeader';
import { entitlements, type Entitlement } from '../../lib/entitlements';
import { numberInWordsCapitalized } from '../../lib/counts';
import { currentLanguage, currentLocale } from '../../lib/i18n';
import { EligibilityChecker } from './EligibilityChecker';
import { EntitlementsCard } from './EntitlementsCard';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

/** Section headings for the data's category codes (labels are message ids). */
const categoryTitles: Record<string, string> = {
  compensation: 'benefits.section.compensation',
  'compensation-related (DoD)': 'benefits.section.defense',
  'other federal': 'benefits.section.defense',
  pension: 'benefits.section.pension',
  survivors: 'benefits.section.family',
  education: 'benefits.section.education',
  employment: 'benefits.section.employment',
  housing: 'benefits.section.housing',
  health: 'benefits.section.health',
  insurance: 'benefits.section.insurance',
  burial: 'benefits.section.burial',
  state: 'benefits.section.state',
};
const OTHER = 'benefits.section.other';

/** The order the page shows the sections in. */
const sectionOrder = [
  'benefits.section.compensation',
  'benefits.section.pension',
  'benefits.section.family',
  'benefits.section.education',
  'benefits.section.employment',
  'benefits.section.housing',
  'benefits.section.health',
  'benefits.section.insurance',
  'benefits.section.burial',
  'benefits.section.defense',
  'benefits.section.state',
];

/** The count opening the intro: in words in English ("Twenty-two"), in figures in Spanish. */
function countOpening(n: number): string {
  return currentLanguage() === 'es'
    ? n.toLocaleString(currentLocale())
    : numberInWordsCapitalized(n);
}

/** The data's abbreviations, the same in every language. */
const ABBREVIATIONS = { sc: 'SC', pt: 'P&T', coe: 'COE', pow: 'POW', mia: 'MIA' };

/** A date the data writes year-month-day, for the list of words. */
const EXAMPLE_DATE = '2001-09-11';

function groupByTitle(items: Entitlement[]): [string, Entitlement[]][] {
  const groups = new Map<string, Entitlement[]>();
  for (const item of items) {
    const title = categoryTitles[item.category] ?? OTHER;
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
        intro={t('benefits.entitlements.intro', { count: countOpening(entitlements.length) })}
      />

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={700}>{t('benefits.entitlements.notDecide')}</Text>
          <LinkedParagraph
            message={t('benefits.entitlements.rulesChange')}
            links={['https://www.va.gov/']}
          />
        </Stack>
      </Paper>

      <EligibilityChecker />

      <Stack gap="sm">
        <Title order={2}>{t('benefits.entitlements.wordsTitle')}</Title>
        <List spacing="xs">
          <List.Item>
            <strong>{ABBREVIATIONS.sc}</strong> {t('benefits.entitlements.sc')}
          </List.Item>
          <List.Item>
            <strong>{ABBREVIATIONS.pt}</strong> {t('benefits.entitlements.pt')}
          </List.Item>
          <List.Item>
            <strong>{ABBREVIATIONS.coe}</strong> {t('benefits.entitlements.coe')}
          </List.Item>
          <List.Item>
            <strong>{ABBREVIATIONS.pow}</strong> {t('benefits.entitlements.pow')}{' '}
            <strong>{ABBREVIATIONS.mia}</strong> {t('benefits.entitlements.mia')}
          </List.Item>
          <List.Item>
            {t('benefits.entitlements.dates', {
              iso: EXAMPLE_DATE,
              date: readableDate(EXAMPLE_DATE),
            })}
          </List.Item>
        </List>
        <Text>{t('benefits.entitlements.verify')}</Text>
      </Stack>

      {groups.map(([title, items]) => (
        <Stack key={title} gap="sm">
          <Title order={2}>{t(title)}</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {items.map((item) => (
              <EntitlementsCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}

      <Stack gap="sm">
        <Title order={2}>{t('benefits.entitlements.nextTitle')}</Title>
        <LinkedParagraph
          message={t('benefits.entitlements.goBack')}
          links={['/benefits', '/benefits/claim-calculator', '/faq-example']}
        />
      </Stack>
    </Stack>
  );
}
