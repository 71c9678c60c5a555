import { Text } from '@mantine/core';
import { LinkedText } from '../../components/content/LinkedText';
import { PageHeader } from '../../components/PageHeader';
import { jobPosting } from './jobPosting';
import { NewPosting } from '../../components/posting/NewPosting';
import { t } from './words';

export default function SubmitJobPage() {
  return (
    <>
      <PageHeader intro={t('jobs.submit.intro')}>
        <Text>
          <LinkedText
            message={t('jobs.submit.translator')}
            links={['/employment/job-translator']}
          />
        </Text>
      </PageHeader>
      <NewPosting kind={jobPosting} />
    </>
  );
}
