import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { t } from './words';

export default function FeedbackSuccessPage() {
  const reply = (
    <>
      {t('contact.feedbackSent.replyBefore')}{' '}
      <InternalLink to="/contact">{t('contact.link.contactPage')}</InternalLink>.
    </>
  );
  return (
    <SentPage
      intro={t('contact.feedbackSent.intro')}
      what={t('contact.feedbackSent.what')}
      next={{ to: '/feedback', label: t('contact.feedbackSent.again') }}
    >
      <ListSection
        heading={t('contact.feedbackSent.heading')}
        items={[t('contact.feedbackSent.reads'), t('contact.feedbackSent.use'), reply]}
      />
      <NeedHelpNow lead={t('contact.feedbackSent.notLive')} />
    </SentPage>
  );
}
