import { Drawer, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { dataLayerStartedAtom } from '../../data/dataLayerStatus';
import { lazyOptional } from '../../lib/lazyOptional';
import { HeaderAccount } from './HeaderAccount';
import classes from './Header.module.css';
import { mainNavLinks } from './navLinks';

const SavedBadge = lazyOptional(() => import('../status/SavedBadge'));

const extraLinks = [
  { to: '/search', label: 'Search' },
  { to: '/saved', label: 'Saved' },
  { to: '/donate', label: 'Donate' },
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
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      id="mobile-menu"
      position="right"
      size="100%"
    >
      <Stack component="nav" aria-label="Main" gap="xs">
        {[...mainNavLinks, ...extraLinks].map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={onClose}>
            {link.label}
            {link.to === '/saved' && dataLayerStarted ? (
              <Suspense fallback={null}>
                <SavedBadge />
              </Suspense>
            ) : null}
          </NavLink>
        ))}
        <Stack gap="xs" mt="md" align="flex-start">
          <HeaderAccount onNavigate={onClose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
