import { List, Text } from '@mantine/core';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { SubmitChoices } from './SubmitChoices';
import { ButtonLinks } from '../../components/ButtonLinks';
import { t } from './words';

export default function SubmitHubPage() {
  return (
    <ContentPage intro={t('dashboard.submit.intro')}>
      <SubmitChoices id="submit-choices" heading={t('dashboard.submit.choicesHeading')} />

      <PageSection id="submit-account" heading={t('dashboard.submit.accountHeading')}>
        <Text>{t('dashboard.submit.accountText')}</Text>
        <ButtonLinks
          links={[
            { to: '/auth/register', label: t('dashboard.submit.createAccount') },
            {
              to: '/business',
              label: t('dashboard.submit.aboutPartnering'),
              variant: 'outline',
            },
          ]}
        />
      </PageSection>

      <PageSection id="submit-tips" heading={t('dashboard.submit.tipsHeading')}>
        <List spacing="xs">
          <List.Item>{t('dashboard.submit.tipRequirements')}</List.Item>
          <List.Item>{t('dashboard.submit.tipDetails')}</List.Item>
          <List.Item>{t('dashboard.submit.tipOffline')}</List.Item>
          <List.Item>{t('dashboard.submit.tipPlain')}</List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
