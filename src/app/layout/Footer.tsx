import {
  Anchor,
  Box,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { DisplaySettings } from '../../components/DisplaySettings';
import { ExternalLink } from '../../components/ExternalLink';
import { SharePopupActions } from '../popups/SharePopupActions';
import classes from './Footer.module.css';
import { legalLinks, postContentLinks, resourceLinks, VA_FACILITY_LOCATOR } from './footerLinks';

function RouterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}

export function Footer() {
  return (
    <Box component="footer" className={classes.footer} mt="xl" py="xl">
      <Container size="xl">
        <Title order={2} className="visually-hidden">
          Site footer
        </Title>
        <Tabs defaultValue="resources" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="resources">Resources</Tabs.Tab>
            <Tabs.Tab value="support">Support</Tabs.Tab>
            <Tabs.Tab value="post">Post Content</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="resources" pt="md">
            <List listStyleType="none" spacing={6} className={classes.columns}>
              {resourceLinks.map((link) => (
                <List.Item key={link.to}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </List.Item>
              ))}
              <List.Item>
                <ExternalLink href={VA_FACILITY_LOCATOR}>
                  Find veteran services near you (VA locator)
                </ExternalLink>
              </List.Item>
            </List>
          </Tabs.Panel>
          <Tabs.Panel value="support" pt="md">
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
          </Tabs.Panel>
          <Tabs.Panel value="post" pt="md">
            <List listStyleType="none" spacing={6}>
              {postContentLinks.map((link) => (
                <List.Item key={link.to}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>{' '}
                  <Text span size="sm">
                    (<RouterLink to={link.rules}>requirements</RouterLink>)
                  </Text>
                </List.Item>
              ))}
              <List.Item>
                <RouterLink to="/dashboard">Your dashboard</RouterLink>
              </List.Item>
              <List.Item>
                <RouterLink to="/auth">Sign in or create an account</RouterLink>
              </List.Item>
            </List>
          </Tabs.Panel>
        </Tabs>
        <Group component="nav" aria-label="Legal" gap="md" wrap="wrap" mt="xl">
          {legalLinks.map((link) => (
            <RouterLink key={link.to} to={link.to}>
              {link.label}
            </RouterLink>
          ))}
        </Group>
        <Text size="sm" mt="md">
          VetHub is an independent community site. It is not the U.S. Department of Veterans Affairs
          and is not endorsed by VA or the Department of Defense.
        </Text>
      </Container>
    </Box>
  );
}
