import { LinkedParagraph } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { SubmitChoices } from './SubmitChoices';
import { t } from './words';

export default function CreateNewPage() {
  return (
    <ContentPage intro={t('dashboard.createNew.intro')}>
      <SubmitChoices id="create-new-choices" heading={t('dashboard.createNew.choicesHeading')} />

      <PageSection id="create-new-manage" heading={t('dashboard.createNew.manageHeading')}>
        <LinkedParagraph
          message={t('dashboard.createNew.manageText')}
          links={['/dashboard/business', '/contact']}
        />
      </PageSection>
    </ContentPage>
  );
}
