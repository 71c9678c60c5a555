import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DisplaySettings } from '../../components/DisplaySettings';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { SharePopupActions } from '../popups/SharePopupActions';
import { RouterLink } from './RouterLink';
import { t } from '../words';

/** The footer's Support tab: help links, text size and contrast, the newsletter, sharing VetHub. */
export default function FooterSupport() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
      <Stack gap={6}>
        <Text fw={700}>{t('app.support.help')}</Text>
        <RouterLink to="/contact">{t('app.support.contact')}</RouterLink>
        <RouterLink to="/faq">{t('app.support.faq')}</RouterLink>
        <RouterLink to="/network-help">{t('app.support.offline')}</RouterLink>
        <RouterLink to="/subscribe">{t('app.support.getNewsletter')}</RouterLink>
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>{t('app.support.display')}</Text>
        <DisplaySettings />
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>{t('app.support.newsletter')}</Text>
        <Text size="sm">{t('app.support.newsletterIntro')}</Text>
        <NewsletterForm source="footer" />
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>{t('app.support.share')}</Text>
        <Group gap="xs">
          <SharePopupActions />
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
