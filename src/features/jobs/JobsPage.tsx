import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// What to do alongside the search, on this site and off it; said as the page renders.
function prepare() {
  return [
    <>
      {t('jobs.board.translatorBefore')}{' '}
      <InternalLink to="/employment/job-translator">{t('jobs.board.translatorLink')}</InternalLink>.
    </>,
    <>
      {t('jobs.board.employmentBefore')}{' '}
      <InternalLink to="/employment">{t('jobs.board.employmentLink')}</InternalLink>.
    </>,
    <>
      {t('jobs.board.onetBefore')}{' '}
      <ExternalLink href="https://www.onetonline.org/">{t('jobs.board.onet')}</ExternalLink>.
    </>,
  ];
}

export default function JobsPage() {
  return (
    <JobBoard intro={t('jobs.board.intro')}>
      <ListSection id="jobs-prepare" heading={t('jobs.board.prepareHeading')} items={prepare()} />

      <PageSection id="jobs-employers" heading={t('jobs.employers.heading')}>
        <Text>{t('jobs.board.employersText')}</Text>
        <div>
          <Button component={Link} to="/submit/job" variant="outline">
            {t('jobs.board.post')}
          </Button>
        </div>
      </PageSection>
    </JobBoard>
  );
}
