import { useEffect } from 'react';
import { ReadFirst } from '../../components/directory/ReadFirst';
import { PageHeader } from '../../components/PageHeader';
import { dealPosting } from './dealPosting';
import { NewPosting } from '../../components/posting/NewPosting';
import { t } from './words';

export default function SubmitDealPage() {
  // The success page must open even when the partner submits offline.
  useEffect(() => void import('./VetDealSuccessPage'), []);
  return (
    <>
      <PageHeader intro={t('vetdeals.submit.intro')}>
        <ReadFirst to="/vetdeals/requirements" label={t('vetdeals.requirements')}>
          {t('vetdeals.submit.readFirst')}
        </ReadFirst>
      </PageHeader>
      <NewPosting kind={dealPosting} submitLabel={t('vetdeals.submit.publish')} />
    </>
  );
}
