import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function SubscribedPage() {
  return (
    <SentPage
      intro={t('newsletter.subscribed.intro')}
      what={t('newsletter.subscribed.what')}
      next={{ to: '/blog', label: t('newsletter.readBlog') }}
    >
      <PageSection heading={t('newsletter.subscribed.expectHeading')}>
        <List spacing="xs">
          <List.Item>{t('newsletter.contents.news')}</List.Item>
          <List.Item>{t('newsletter.subscribed.guides')}</List.Item>
          <List.Item>{t('newsletter.subscribed.deals')}</List.Item>
        </List>
        <Text>{t('newsletter.subscribed.confirmFirst')}</Text>
        <Text>{t('newsletter.subscribed.spam')}</Text>
        <Text>{t('newsletter.subscribed.neverAsk')}</Text>
      </PageSection>

      <PageSection heading={t('newsletter.subscribed.unsubscribeHeading')}>
        <Text>
          {t('newsletter.subscribed.unsubscribeBefore')}{' '}
          <InternalLink to="/contact">{t('newsletter.subscribed.contactLink')}</InternalLink>.
        </Text>
        <Text>
          {t('newsletter.subscribed.onlyNewsletter')}{' '}
          <InternalLink to="/privacy">{t('newsletter.privacyLink')}</InternalLink>.
        </Text>
      </PageSection>
    </SentPage>
  );
}
