import { Box, Container, Group, List, Tabs, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { installOfferAtom, isIosSafari } from '../../data/installPrompt';
import { useHydrated } from '../../lib/useHydrated';
import { lazyOptional } from '../../lib/lazyOptional';
import { ExternalLink } from '../../components/ExternalLink';
import classes from './Footer.module.css';
import { legalLinks, postContentLinks, resourceLinks, VA_FACILITY_LOCATOR } from './footerLinks';
import { RouterLink } from './RouterLink';
import { currentLanguage } from '../../lib/i18n';
import { t } from '../words';

// The Support tab (display settings, sharing) loads when opened, keeping it off the first paint.
// Its newsletter form's words come with it on Spanish pages.
const FooterSupport = lazyOptional(() =>
  Promise.all([
    import('./FooterSupport'),
    currentLanguage() === 'es'
      ? import('../spanishWords').then((m) => m.loadSpanish('newsletter'))
      : undefined,
  ]).then(([module]) => module),
);
// Shown only where a browser offers installation, so it stays off the first page's scripts too.
const InstallApp = lazyOptional(() => import('../../components/install/InstallApp'));

/** Loads the install button only where there is something to install with. */
function FooterInstall() {
  const hydrated = useHydrated();
  const offer = useAtomValue(installOfferAtom);
  if (!hydrated || (!offer && !isIosSafari())) return null;
  return (
    <Suspense fallback={null}>
      <InstallApp where="footer" />
    </Suspense>
  );
}

export function Footer() {
  return (
    <Box component="footer" className={classes.footer} mt="xl" py="xl">
      <Container size="xl">
        <Title order={2} className="visually-hidden">
          {t('app.footer.title')}
        </Title>
        <Tabs defaultValue="resources" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="resources">{t('app.footer.resources')}</Tabs.Tab>
            <Tabs.Tab value="support">{t('app.footer.support')}</Tabs.Tab>
            <Tabs.Tab value="post">{t('app.footer.post')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="resources" pt="md">
            <List listStyleType="none" spacing={6} className={classes.columns}>
              {resourceLinks.map((link) => (
                <List.Item key={link.to}>
                  <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                </List.Item>
              ))}
              <List.Item>
                <ExternalLink href={VA_FACILITY_LOCATOR}>{t('app.footer.locator')}</ExternalLink>
              </List.Item>
            </List>
          </Tabs.Panel>
          <Tabs.Panel value="support" pt="md">
            <Suspense fallback={<Text>{t('app.footer.loading')}</Text>}>
              <FooterSupport />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="post" pt="md">
            <List listStyleType="none" spacing={6}>
              {postContentLinks.map((link) => (
                <List.Item key={link.to}>
                  <RouterLink to={link.to}>{t(link.label)}</RouterLink>{' '}
                  <Text span size="sm">
                    (<RouterLink to={link.rules}>{t('app.footer.requirements')}</RouterLink>)
                  </Text>
                </List.Item>
              ))}
              <List.Item>
                <RouterLink to="/dashboard">{t('app.footer.dashboard')}</RouterLink>
              </List.Item>
              <List.Item>
                <RouterLink to="/auth">{t('app.footer.signIn')}</RouterLink>
              </List.Item>
            </List>
          </Tabs.Panel>
        </Tabs>
        <Box mt="xl">
          <FooterInstall />
        </Box>
        <Group component="nav" aria-label={t('app.footer.legal')} gap="md" wrap="wrap" mt="xl">
          {legalLinks.map((link) => (
            <RouterLink key={link.to} to={link.to}>
              {t(link.label)}
            </RouterLink>
          ))}
        </Group>
        <Text size="sm" mt="md">
          {t('app.footer.independent')}
        </Text>
      </Container>
    </Box>
  );
}
