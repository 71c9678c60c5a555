import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DisplaySettings } from '../../components/DisplaySettings';
import { SharePopupActions } from '../popups/SharePopupActions';
import { RouterLink } from './RouterLink';

/** The footer's Support tab: help links, text size and contrast, and sharing VetHub. */
export default function FooterSupport() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
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
        <Text fw={700}>Share VetHub</Text>
        <Group gap="xs">
          <SharePopupActions />
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
