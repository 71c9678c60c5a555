import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// Section ids stay the English headings' slugs, so links to a section work in both languages.
export default function RefundPolicyPage() {
  return (
    <ContentPage intro={t('giving.refund.intro')}>
      <PageSection id="when-we-refund-a-donation" heading={t('giving.refund.whenHeading')}>
        <Text>{t('giving.refund.whenText')}</Text>
        <List spacing="xs">
          <List.Item>{t('giving.refund.error1')}</List.Item>
          <List.Item>{t('giving.refund.error2')}</List.Item>
          <List.Item>{t('giving.refund.error3')}</List.Item>
          <List.Item>{t('giving.refund.error4')}</List.Item>
        </List>
        <Text>{t('giving.refund.changedMind')}</Text>
      </PageSection>

      <PageSection id="how-to-ask-for-a-refund" heading={t('giving.refund.howHeading')}>
        <List type="ordered" spacing="xs">
          <List.Item>
            {t('giving.refund.goTo')}{' '}
            <InternalLink to="/contact">{t('giving.refund.contactPage')}</InternalLink>.
          </List.Item>
          <List.Item>{t('giving.refund.tellUs')}</List.Item>
          <List.Item>{t('giving.refund.noCard')}</List.Item>
        </List>
        <Text>{t('giving.refund.reply')}</Text>
      </PageSection>

      <PageSection id="how-the-money-comes-back" heading={t('giving.refund.moneyHeading')}>
        <Text>{t('giving.refund.moneyBack')}</Text>
        <Text>{t('giving.refund.unknownCharge')}</Text>
      </PageSection>

      <PageSection id="questions" heading={t('giving.refund.questionsHeading')}>
        <Text>
          {t('giving.refund.questionsText')}{' '}
          <InternalLink to="/contact">{t('giving.refund.contactUs')}</InternalLink>.{' '}
          {t('giving.refund.alsoRead')}{' '}
          <InternalLink to="/donate">{t('giving.refund.supporting')}</InternalLink>{' '}
          {t('giving.refund.and')}{' '}
          <InternalLink to="/transparency">{t('giving.refund.howRun')}</InternalLink>.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
