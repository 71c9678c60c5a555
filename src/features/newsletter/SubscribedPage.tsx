import { Text } from '@mantine/core';
import { ListSection } from '../../components/ListSection';
import { SentPage } from '../../components/pages/SentPage';
import { PageSection } from '../../components/PageSection';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { readBlogNext } from './newsletterMessages';
import { t } from './words';

// What the newsletter brings, then what to know about it; message ids.
const contents = [
  'newsletter.contents.news',
  'newsletter.subscribed.guides',
  'newsletter.subscribed.deals',
];
const notes = [
  'newsletter.subscribed.confirmFirst',
  'newsletter.subscribed.spam',
  'newsletter.subscribed.neverAsk',
];

export default function SubscribedPage() {
  return (
    <SentPage
      intro={t('newsletter.subscribed.intro')}
      what={t('newsletter.subscribed.what')}
      next={readBlogNext()}
    >
      <ListSection
        heading={t('newsletter.subscribed.expectHeading')}
        items={contents.map((id) => t(id))}
      >
        {notes.map((id) => (
          <Text key={id}>{t(id)}</Text>
        ))}
      </ListSection>

      <PageSection heading={t('newsletter.subscribed.unsubscribeHeading')}>
        <LinkedParagraph message={t('newsletter.subscribed.unsubscribe')} links={['/contact']} />
        <LinkedParagraph message={t('newsletter.subscribed.onlyNewsletter')} links={['/privacy']} />
      </PageSection>
    </SentPage>
  );
}
