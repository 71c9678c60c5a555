import { Blockquote, List, Text, Title } from '@mantine/core';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { PageSection } from '../../components/PageSection';
import { dataFacts } from '../../lib/dataFacts';
import { entitlements } from '../../lib/entitlements';
import { cola, effective_date as ratesEffective } from '../../../data/va/rates-2026.json';
import { dataMonth, readableDate } from '../../lib/longDate';
import { figure } from './formats';
import { t } from './words';

const VA_RATES_PAGE = 'https://www.va.gov/disability/compensation-rates/veteran-rates/';
const ONET_ONLINE = 'https://www.onetonline.org/';

/** Where each data set comes from, with versions and dates as recorded in data/README.md and the SOURCE.md files. */
export function TransparencySources() {
  return (
    <PageSection heading={t('info.sources.heading')}>
      <Text>{t('info.sources.intro')}</Text>

      <Title order={3}>{t('info.sources.ratesHeading')}</Title>
      <LinkedParagraph
        message={t('info.sources.rates', {
          date: readableDate(ratesEffective),
          percent: figure(cola.percent),
        })}
        links={['/benefits/claim-calculator']}
      />
      <LinkedParagraph message={t('info.sources.ratesSource')} links={[VA_RATES_PAGE]} />

      <Title order={3}>{t('info.sources.benefitsHeading')}</Title>
      <LinkedParagraph
        message={t('info.sources.benefits', { count: entitlements.length })}
        links={['/benefits/entitlements', '/benefits/claim-tracker']}
      />

      <Title order={3}>{t('info.sources.jobsHeading')}</Title>
      <List spacing="xs">
        <List.Item>
          {t('info.sources.occupations', {
            count: figure(dataFacts.occupations),
            version: dataFacts.onetVersion,
            released: dataMonth(dataFacts.onetReleased),
          })}
        </List.Item>
        <List.Item>
          {t('info.sources.matches', {
            count: figure(dataFacts.mappings),
            dated: dataMonth(dataFacts.crosswalkDated),
            unmapped: figure(dataFacts.unmappedCodes),
          })}
        </List.Item>
        <List.Item>{t('info.sources.wages')}</List.Item>
        <List.Item>{t('info.sources.education')}</List.Item>
        <List.Item>{t('info.sources.brightOutlook')}</List.Item>
      </List>
      <LinkedParagraph message={t('info.sources.explore')} links={[ONET_ONLINE]} />
      <Blockquote>
        {t('info.sources.onetCredit', { version: dataFacts.onetVersion })}{' '}
        {t('info.sources.onetModified')}
      </Blockquote>

      <Title order={3}>{t('info.sources.orgsHeading')}</Title>
      <Text>{t('info.sources.orgs', { count: figure(dataFacts.organizations) })}</Text>
      <Text>{t('info.sources.notEndorsement')}</Text>
    </PageSection>
  );
}
