import { List } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function FeedbackSuccessPage() {
  return (
    <SentPage
      intro={t('contact.feedbackSent.intro')}
      what={t('contact.feedbackSent.what')}
      next={{ to: '/feedback', label: t('contact.feedbackSent.again') }}
    >
      <PageSection heading={t('contact.feedbackSent.heading')}>
        <List spacing="xs">
          <List.Item>{t('contact.feedbackSent.reads')}</List.Item>
          <List.Item>{t('contact.feedbackSent.use')}</List.Item>
          <List.Item>
            {t('contact.feedbackSent.replyBefore')}{' '}
            <InternalLink to="/contact">{t('contact.link.contactPage')}</InternalLink>.
          </List.Item>
        </List>
      </PageSection>

      <NeedHelpNow lead={t('contact.feedbackSent.notLive')} />
    </SentPage>
  );
}
