import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LinkedParagraph, LinkedText } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { PageHeader } from '../../components/PageHeader';
import { NewsletterForm } from './NewsletterForm';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// How the address is kept; message ids, said as the page renders.
const privacy = [
  'newsletter.subscribe.onlyEmail',
  'newsletter.subscribe.onlyNewsletter',
  'newsletter.subscribe.neverSell',
  'newsletter.subscribe.stopAnyTime',
];

export default function SubscribePage() {
  const navigate = useNavigate();
  // Loaded now, so the page can open even when the visitor is offline by then.
  useEffect(() => void import('./SubscribedPage').catch(() => undefined), []);
  const contents = [
    t('newsletter.contents.news'),
    <LinkedText message={t('newsletter.contents.guides')} links={['/blog']} />,
    <LinkedText message={t('newsletter.contents.deals')} links={['/vetdeals']} />,
  ];
  return (
    <Stack gap="xl">
      <PageHeader intro={t('newsletter.subscribe.intro')} />

      <ListSection heading={t('newsletter.subscribe.containsHeading')} items={contents}>
        <Text>{t('newsletter.subscribe.infoOnly')}</Text>
      </ListSection>

      <ListSection
        heading={t('newsletter.subscribe.privacyHeading')}
        items={privacy.map((id) => t(id))}
      >
        <LinkedParagraph message={t('newsletter.subscribe.service')} links={['/privacy']} />
      </ListSection>

      <PageSection id="subscribe-form-heading" heading={t('newsletter.subscribe.signUpHeading')}>
        <Text>{t('newsletter.subscribe.signUpText')}</Text>
        <NewsletterForm
          source="subscribe-page"
          onSubscribed={(state) => void navigate(`/subscribed?entry=${state.entryId}`)}
        />
      </PageSection>

      <PageSection heading={t('newsletter.subscribe.readHeading')}>
        <LinkedParagraph
          message={t('newsletter.subscribe.read')}
          links={['/blog', '/vetdeals', '/benefits']}
        />
      </PageSection>
    </Stack>
  );
}
