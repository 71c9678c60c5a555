import { List, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { NewsletterForm } from './NewsletterForm';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function SubscribePage() {
  const navigate = useNavigate();
  // Loaded now, so the page can open even when the visitor is offline by then.
  useEffect(() => void import('./SubscribedPage').catch(() => undefined), []);
  return (
    <Stack gap="xl">
      <PageHeader intro={t('newsletter.subscribe.intro')} />

      <PageSection heading={t('newsletter.subscribe.containsHeading')}>
        <List spacing="xs">
          <List.Item>{t('newsletter.contents.news')}</List.Item>
          <List.Item>
            {t('newsletter.contents.guidesBefore')}{' '}
            <InternalLink to="/blog">{t('newsletter.contents.blogLink')}</InternalLink>
            {t('newsletter.contents.guidesAfter')}
          </List.Item>
          <List.Item>
            {t('newsletter.contents.dealsBefore')}{' '}
            <InternalLink to="/vetdeals">VetDeals</InternalLink>.
          </List.Item>
        </List>
        <Text>{t('newsletter.subscribe.infoOnly')}</Text>
      </PageSection>

      <PageSection heading={t('newsletter.subscribe.privacyHeading')}>
        <List spacing="xs">
          <List.Item>{t('newsletter.subscribe.onlyEmail')}</List.Item>
          <List.Item>{t('newsletter.subscribe.onlyNewsletter')}</List.Item>
          <List.Item>{t('newsletter.subscribe.neverSell')}</List.Item>
          <List.Item>{t('newsletter.subscribe.stopAnyTime')}</List.Item>
        </List>
        <Text>
          {t('newsletter.subscribe.service')}{' '}
          <InternalLink to="/privacy">{t('newsletter.privacyLink')}</InternalLink>{' '}
          {t('newsletter.subscribe.serviceAfter')}
        </Text>
      </PageSection>

      <PageSection id="subscribe-form-heading" heading={t('newsletter.subscribe.signUpHeading')}>
        <Text>{t('newsletter.subscribe.signUpText')}</Text>
        <NewsletterForm
          source="subscribe-page"
          onSubscribed={(state) => void navigate(`/subscribed?entry=${state.entryId}`)}
        />
      </PageSection>

      <PageSection heading={t('newsletter.subscribe.readHeading')}>
        <Text>
          {t('newsletter.subscribe.readBefore')}{' '}
          <InternalLink to="/blog">{t('newsletter.subscribe.readBlog')}</InternalLink>
          {t('newsletter.subscribe.readBrowse')}{' '}
          <InternalLink to="/vetdeals">VetDeals</InternalLink> {t('newsletter.subscribe.readStart')}{' '}
          <InternalLink to="/benefits">{t('newsletter.subscribe.readBenefits')}</InternalLink>.
        </Text>
      </PageSection>
    </Stack>
  );
}
