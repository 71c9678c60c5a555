import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { servicePosting } from './servicePosting';
import { t } from './words';

export default function SubmitServicePage() {
  return (
    <NewPostingPage
      intro={t('services.submit.intro')}
      readFirst={{ label: t('services.requirements'), text: t('services.submit.readFirst') }}
      kind={servicePosting}
      submitLabel={t('services.submit.send')}
    />
  );
}
