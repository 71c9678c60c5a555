import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { dealPosting } from './dealPosting';
import { t } from './words';

const preloadVetDealSuccess = () => import('./VetDealSuccessPage');

export default function SubmitDealPage() {
  return (
    <NewPostingPage
      intro={t('vetdeals.submit.intro')}
      readFirst={{ label: t('vetdeals.requirements'), text: t('vetdeals.submit.readFirst') }}
      kind={dealPosting}
      preloadSuccessPage={preloadVetDealSuccess}
      submitLabel={t('vetdeals.submit.publish')}
    />
  );
}
