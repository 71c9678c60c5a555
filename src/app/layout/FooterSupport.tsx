import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DisplaySettings } from '../../components/DisplaySettings';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { SharePopupActions } from '../popups/SharePopupActions';
import { RouterLink } from './RouterLink';

/** The footer's Support tab: help links, text size and contrast, the newsletter, sharing VetHub. */
export default function FooterSupport() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
      <Stack gap={6}>
        <Text fw={700}>Help</Text>
        <RouterLink to="/contact">Contact us</RouterLink>
        <RouterLink to="/faq">Frequently asked questions</RouterLink>
        <RouterLink to="/network-help">Using VetHub offline</RouterLink>
        <RouterLink to="/subscribe">Get the newsletter</RouterLink>
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>Display</Text>
        <DisplaySettings />
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>Newsletter</Text>
        <Text size="sm">News, new benefits guides and veteran deals by email.</Text>
        <NewsletterForm source="footer" />
      </Stack>
      <Stack gap={6}>
        <Text fw={700}>Share VetHub</Text>
        <Group gap="xs">
          <SharePopupActions />
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
