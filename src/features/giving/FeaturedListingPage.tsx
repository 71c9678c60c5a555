import { List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { t } from './words';

export default function FeaturedListingPage() {
  return (
    <ContentPage intro={t('giving.featured.intro')}>
      <Stack gap="sm">
        <Title order={2}>{t('giving.featured.labelHeading')}</Title>
        <List spacing="xs">
          <List.Item>{t('giving.featured.label1')}</List.Item>
          <List.Item>{t('giving.featured.label2')}</List.Item>
          <List.Item>{t('giving.featured.label3')}</List.Item>
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('giving.featured.neverHeading')}</Title>
        <List spacing="xs">
          <List.Item>{t('giving.featured.never1')}</List.Item>
          <List.Item>{t('giving.featured.never2')}</List.Item>
          <List.Item>{t('giving.featured.never3')}</List.Item>
        </List>
        <Text>
          <InternalLink to="/transparency">{t('giving.featured.reviewsLink')}</InternalLink>.
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('giving.featured.howHeading')}</Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('giving.featured.step1')}</List.Item>
          <List.Item>
            {t('giving.featured.step2Go')}{' '}
            <InternalLink to="/payment">{t('giving.featured.step2PaymentLink')}</InternalLink>
            {t('giving.featured.step2Choose')}
            <InternalLink to="/pricing">{t('giving.featured.step2PlansLink')}</InternalLink>
            {t('giving.featured.step2Pay')}
          </List.Item>
          <List.Item>{t('giving.featured.step3')}</List.Item>
        </List>
        <Text>
          {t('giving.featured.nowText')} <InternalLink to="/vetdeals">VetDeals</InternalLink>,{' '}
          <InternalLink to="/services">{t('giving.featured.nowServices')}</InternalLink>{' '}
          {t('giving.featured.nowAnd')}{' '}
          <InternalLink to="/blog">{t('giving.featured.nowBlog')}</InternalLink>.
        </Text>
      </Stack>
    </ContentPage>
  );
}
