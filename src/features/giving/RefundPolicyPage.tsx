import { List, Text } from '@mantine/core';
import { LinkedParagraph, LinkedText } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// The mistakes a donation is refunded for; message ids, said as the page renders.
const mistakes = [
  'giving.refund.error1',
  'giving.refund.error2',
  'giving.refund.error3',
  'giving.refund.error4',
];

// Section ids stay the English headings' slugs, so links to a section work in both languages.
export default function RefundPolicyPage() {
  return (
    <ContentPage intro={t('giving.refund.intro')}>
      <PageSection id="when-we-refund-a-donation" heading={t('giving.refund.whenHeading')}>
        <Text>{t('giving.refund.whenText')}</Text>
        <List spacing="xs">
          {mistakes.map((id) => (
            <List.Item key={id}>{t(id)}</List.Item>
          ))}
        </List>
        <Text>{t('giving.refund.changedMind')}</Text>
      </PageSection>

      <PageSection id="how-to-ask-for-a-refund" heading={t('giving.refund.howHeading')}>
        <List type="ordered" spacing="xs">
          <List.Item>
            <LinkedText message={t('giving.refund.goTo')} links={['/contact']} />
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
        <LinkedParagraph
          message={t('giving.refund.questionsText')}
          links={['/contact', '/donate', '/transparency']}
        />
      </PageSection>
    </ContentPage>
  );
}
