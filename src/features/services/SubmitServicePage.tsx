import { ReadFirst } from '../../components/directory/ReadFirst';
import { PageHeader } from '../../components/PageHeader';
import { NewPosting } from '../../components/posting/NewPosting';
import { servicePosting } from './servicePosting';
import { t } from './words';

export default function SubmitServicePage() {
  return (
    <>
      <PageHeader intro={t('services.submit.intro')}>
        <ReadFirst to="/services/requirements" label={t('services.requirements')}>
          {t('services.submit.readFirst')}
        </ReadFirst>
      </PageHeader>
      <NewPosting kind={servicePosting} submitLabel={t('services.submit.send')} />
    </>
  );
}
