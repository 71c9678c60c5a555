import { List, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function ContactSuccessPage() {
  return (
    <SentPage
      intro={t('contact.sent.intro')}
      what={t('contact.sent.what')}
      next={{ to: '/contact', label: t('contact.sent.again') }}
    >
      <PageSection heading={t('contact.sent.nextHeading')}>
        <List spacing="xs">
          <List.Item>{t('contact.sent.reads')}</List.Item>
          <List.Item>{t('contact.sent.reply')}</List.Item>
          <List.Item>{t('contact.sent.review')}</List.Item>
        </List>
      </PageSection>

      <NeedHelpNow lead={t('contact.sent.notLive')}>
        <Text>
          {t('contact.sent.claimBefore')}{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            {t('contact.link.claimStatus')}
          </ExternalLink>
          {t('contact.sent.claimAfter')}{' '}
          <InternalLink to="/faq">{t('contact.link.faq')}</InternalLink>.
        </Text>
      </NeedHelpNow>
    </SentPage>
  );
}
