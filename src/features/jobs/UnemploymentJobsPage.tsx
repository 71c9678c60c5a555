import { Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';
import { LinkSentence } from '../../components/content/LinkSentence';
import { PageButton } from '../../components/content/PageButton';
import { vreName } from './jobDisplay';
import { t } from './words';

// Help with the search beyond the board: tools, advice, organizations (the words before the link,
// where it goes, its words; message ids, said as the page renders), then VA's program.
const helpLinks = [
  [
    'jobs.unemployment.translatorBefore',
    '/employment/job-translator',
    'jobs.unemployment.translatorLink',
  ],
  ['jobs.unemployment.tipsBefore', '/employment', 'jobs.unemployment.tipsLink'],
  [
    'jobs.unemployment.servicesBefore',
    '/services?category=employment',
    'jobs.unemployment.servicesLink',
  ],
] as const;

function meanwhile() {
  return [
    ...helpLinks.map(([before, to, link]) => (
      <>
        {t(before)} <InternalLink to={to}>{t(link)}</InternalLink>.
      </>
    )),
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
        <LinkSentence to="/business" link={t('jobs.unemployment.businessLink')}>
          {t('jobs.unemployment.businessBefore')}
        </LinkSentence>
      </PageSection>
    </JobBoard>
  );
}
