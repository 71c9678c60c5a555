import { LinkedText } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { t } from './words';

export default function FeedbackSuccessPage() {
  const reply = <LinkedText message={t('contact.feedbackSent.reply')} links={['/contact']} />;
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
