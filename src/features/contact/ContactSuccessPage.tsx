import { LinkedParagraph } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { t } from './words';

// What happens to the message now; message ids, said as the page renders.
const steps = ['contact.sent.reads', 'contact.sent.reply', 'contact.sent.review'];

export default function ContactSuccessPage() {
  return (
    <SentPage
      intro={t('contact.sent.intro')}
      what={t('contact.sent.what')}
      next={{ to: '/contact', label: t('contact.sent.again') }}
    >
      <ListSection heading={t('contact.sent.nextHeading')} items={steps.map((id) => t(id))} />
      <NeedHelpNow lead={t('contact.sent.notLive')}>
        <LinkedParagraph
          message={t('contact.sent.claim')}
          links={['https://www.va.gov/claim-or-appeal-status/', '/faq']}
        />
      </NeedHelpNow>
    </SentPage>
  );
}
