import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PrintButton } from '../../components/PrintButton';
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

export default function JobTranslatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro={t('employment.translator.intro')} />

      <JobTranslatorSearch />
      <div>
        <PrintButton label={t('employment.translator.print')} />
      </div>

      <Stack gap="sm">
        <Title order={2}>{t('employment.translator.codesHeading')}</Title>
        <List spacing="xs">
          {codes.map(([branches, text]) => (
            <List.Item key={branches}>
              <strong>{t(branches)}</strong> {t(text)}
            </List.Item>
          ))}
        </List>
        <Text>{t('employment.translator.retired')}</Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('employment.translator.dataHeading')}</Title>
        <List spacing="xs">
          <List.Item>
            {t('employment.translator.mappings', { count: formatCount(dataFacts.mappings) })}
          </List.Item>
          <List.Item>
            {t('employment.translator.occupations', { count: formatCount(dataFacts.occupations) })}
          </List.Item>
        </List>
        <Text>{t('employment.translator.matchMeans')}</Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('employment.translator.sourcesHeading')}</Title>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text>{onetCreditText()}</Text>
            <Text>{t('employment.translator.onetModified')}</Text>
            <Text>{crosswalkSourceText()}</Text>
            <Text>{t('employment.translator.wageSources')}</Text>
          </Stack>
        </Paper>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('employment.translator.relatedHeading')}</Title>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/employment">
              {t('employment.translator.relatedEmployment')}
            </InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/jobs">{t('employment.translator.relatedBoard')}</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/employment/unemployment-jobs">
              {t('employment.translator.relatedUnemployment')}
            </InternalLink>
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.onetonline.org/">
              {t('employment.translator.relatedOnet')}
            </ExternalLink>
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
