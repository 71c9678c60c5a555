import { Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { LinkedText } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';
import { PageButton } from '../../components/content/PageButton';
import { vreName } from './jobDisplay';
import { t } from './words';

// Help with the search beyond the board: tools, advice, organizations (each sentence's message id
// and where its link goes; said as the page renders), then VA's program.
const helpLinks = [
  ['jobs.unemployment.translator', '/employment/job-translator'],
  ['jobs.unemployment.tips', '/employment'],
  ['jobs.unemployment.services', '/services?category=employment'],
] as const;

function meanwhile() {
  return [
    ...helpLinks.map(([id, to]) => <LinkedText key={id} message={t(id)} links={[to]} />),
    <>
      {t('jobs.unemployment.vreBefore')}{' '}
      <EntitlementLink id="vre_ch31">{vreName()}</EntitlementLink> {t('jobs.unemployment.vreAfter')}
    </>,
  ];
}

export default function UnemploymentJobsPage() {
  return (
    <JobBoard intro={t('jobs.unemployment.intro')}>
      <ListSection
        id="unemployment-while"
        heading={t('jobs.unemployment.whileHeading')}
        items={meanwhile()}
      />

      <PageSection heading={t('jobs.employers.heading')}>
        <Text>{t('jobs.unemployment.employersText')}</Text>
        <PageButton to="/submit/job">{t('jobs.unemployment.post')}</PageButton>
        <Text>
          <LinkedText message={t('jobs.unemployment.business')} links={['/business']} />
        </Text>
      </PageSection>
    </JobBoard>
  );
}
