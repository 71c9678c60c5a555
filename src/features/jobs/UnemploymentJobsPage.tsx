import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';
import { vreName } from './jobDisplay';
import { t } from './words';

// Help with the search beyond the board: tools, advice, organizations and VA programs.
function meanwhile() {
  return [
    <>
      {t('jobs.unemployment.translatorBefore')}{' '}
      <InternalLink to="/employment/job-translator">
        {t('jobs.unemployment.translatorLink')}
      </InternalLink>
      .
    </>,
    <>
      {t('jobs.unemployment.tipsBefore')}{' '}
      <InternalLink to="/employment">{t('jobs.unemployment.tipsLink')}</InternalLink>.
    </>,
    <>
      {t('jobs.unemployment.servicesBefore')}{' '}
      <InternalLink to="/services?category=employment">
        {t('jobs.unemployment.servicesLink')}
      </InternalLink>
      .
    </>,
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
        <Button component={Link} to="/submit/job" variant="light" w="fit-content">
          {t('jobs.unemployment.post')}
        </Button>
        <Text>
          {t('jobs.unemployment.businessBefore')}{' '}
          <InternalLink to="/business">{t('jobs.unemployment.businessLink')}</InternalLink>.
        </Text>
      </PageSection>
    </JobBoard>
  );
}
