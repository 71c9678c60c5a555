import { Drawer, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { dataLayerStartedAtom } from '../../data/dataLayerStatus';
import { lazyOptional } from '../../lib/lazyOptional';
import { HeaderAccount } from './HeaderAccount';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './Header.module.css';
import { mainNavLinks } from './navLinks';
import { t } from '../words';

const SavedBadge = lazyOptional(() => import('../status/SavedBadge'));

const extraLinks = [
  { to: '/search', label: 'app.header.search' },
  { to: '/saved', label: 'app.header.saved' },
  { to: '/donate', label: 'app.header.donate' },
] as const;

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The small-screen menu; loaded on first open so desktop visitors never download it. */
export default function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const dataLayerStarted = useAtomValue(dataLayerStartedAtom);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('app.menu.title')}
      closeButtonProps={{ 'aria-label': t('app.header.closeMenu') }}
      id="mobile-menu"
      position="right"
      size="100%"
    >
      <Stack component="nav" aria-label={t('app.header.mainNav')} gap="xs">
        {[...mainNavLinks, ...extraLinks].map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={onClose}>
            {t(link.label)}
            {link.to === '/saved' && dataLayerStarted ? (
              <Suspense fallback={null}>
                <SavedBadge />
              </Suspense>
            ) : null}
          </NavLink>
        ))}
        <Stack gap="xs" mt="md" align="flex-start">
          <HeaderAccount onNavigate={onClose} />
          <LanguageSwitch />
        </Stack>
      </Stack>
    </Drawer>
  );
}
