import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { HeaderSearchForm } from '../../features/search/HeaderSearchForm';
import { CrisisLine } from './CrisisLine';
import { HeaderAccount } from './HeaderAccount';
import classes from './Header.module.css';
import { mainNavLinks } from './navLinks';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <Box component="header" className={classes.header}>
      <CrisisLine />
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/" className={classes.brand} underline="never">
            <span aria-hidden="true" className={classes.mark}>
              ★
            </span>
            VetHub<span className="visually-hidden"> home</span>
          </Anchor>
          <Group gap="xs" wrap="wrap" visibleFrom="md">
            <HeaderSearchForm />
            <Button component={Link} to="/saved" variant="subtle">
              Saved
            </Button>
            <Button component={Link} to="/donate" variant="subtle">
              Donate
            </Button>
            <HeaderAccount />
          </Group>
          <Burger
            hiddenFrom="md"
            opened={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              menu.toggle();
            }}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      <Box component="nav" aria-label="Main" visibleFrom="md" className={classes.navBar}>
        <Container size="xl">
          <Group component="ul" gap={4} wrap="wrap" className={classes.navList}>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={classes.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </Group>
        </Container>
      </Box>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
