import { List, Paper, Stack, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PrintButton } from '../../components/PrintButton';
import { PlainSection } from '../../components/content/PlainSection';
import { formatCount } from '../../lib/counts';
import { dataFacts } from '../../lib/dataFacts';
import { crosswalkSourceText, onetCreditText } from './employmentWords';
import { JobTranslatorSearch } from './JobTranslatorSearch';
import { t } from './words';

// The codes each branch uses: the branches' message id, then the codes'.
const codes = [
  ['employment.translator.armyBranches', 'employment.translator.armyCodes'],
  ['employment.translator.navyBranch', 'employment.translator.navyCodes'],
  ['employment.translator.airBranches', 'employment.translator.airCodes'],
  ['employment.translator.coastGuardBranch', 'employment.translator.coastGuardCodes'],
] as const;

// The site's other job pages: where each is, then its link's message id.
const related = [
  ['/employment', 'employment.translator.relatedEmployment'],
  ['/jobs', 'employment.translator.relatedBoard'],
  ['/employment/unemployment-jobs', 'employment.translator.relatedUnemployment'],
] as const;

export default function JobTranslatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro={t('employment.translator.intro')} />

      <JobTranslatorSearch />
      <div>
        <PrintButton label={t('employment.translator.print')} />
      </div>

      <PlainSection heading={t('employment.translator.codesHeading')}>
        <List spacing="xs">
          {codes.map(([branches, text]) => (
            <List.Item key={branches}>
              <strong>{t(branches)}</strong> {t(text)}
            </List.Item>
          ))}
        </List>
        <Text>{t('employment.translator.retired')}</Text>
      </PlainSection>

      <PlainSection heading={t('employment.translator.dataHeading')}>
        <List spacing="xs">
          <List.Item>
            {t('employment.translator.mappings', { count: formatCount(dataFacts.mappings) })}
          </List.Item>
          <List.Item>
            {t('employment.translator.occupations', { count: formatCount(dataFacts.occupations) })}
          </List.Item>
        </List>
        <Text>{t('employment.translator.matchMeans')}</Text>
      </PlainSection>

      <PlainSection heading={t('employment.translator.sourcesHeading')}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text>{onetCreditText()}</Text>
            <Text>{t('employment.translator.onetModified')}</Text>
            <Text>{crosswalkSourceText()}</Text>
            <Text>{t('employment.translator.wageSources')}</Text>
          </Stack>
        </Paper>
      </PlainSection>

      <PlainSection heading={t('employment.translator.relatedHeading')}>
        <List spacing="xs">
          {related.map(([to, label]) => (
            <List.Item key={to}>
              <InternalLink to={to}>{t(label)}</InternalLink>
            </List.Item>
          ))}
          <List.Item>
            <ExternalLink href="https://www.onetonline.org/">
              {t('employment.translator.relatedOnet')}
            </ExternalLink>
          </List.Item>
        </List>
      </PlainSection>
    </Stack>
  );
}
