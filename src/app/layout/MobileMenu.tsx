import { Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { HeaderAccount } from './HeaderAccount';
import classes from './Header.module.css';
import { mainNavLinks } from './navLinks';

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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      id="mobile-menu"
      position="right"
      size="100%"
    >
      <Stack component="nav" aria-label="Main" gap="xs">
        {[...mainNavLinks, ...extraLinks].map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <Stack gap="xs" mt="md" align="flex-start">
          <HeaderAccount onNavigate={onClose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
