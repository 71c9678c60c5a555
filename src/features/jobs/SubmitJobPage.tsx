import { Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { jobPosting } from './jobPosting';
import { NewPosting } from '../../components/posting/NewPosting';
import { t } from './words';

export default function SubmitJobPage() {
  return (
    <>
      <PageHeader intro={t('jobs.submit.intro')}>
        <Text>
          {t('jobs.submit.translatorBefore')}{' '}
          <InternalLink to="/employment/job-translator">
            {t('jobs.submit.translatorLink')}
          </InternalLink>{' '}
          {t('jobs.submit.translatorAfter')}
        </Text>
      </PageHeader>
      <NewPosting kind={jobPosting} submitLabel={t('jobs.submit.send')} />
    </>
  );
}
