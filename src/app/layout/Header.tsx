import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { lazyOptional } from '../../lib/lazyOptional';
import { Link, NavLink } from 'react-router';
import { useAtomValue } from 'jotai';
import { dataLayerStartedAtom } from '../../data/dataLayerStatus';
import { ConnectionStatus } from '../status/ConnectionStatus';
import { FirstSyncProgress } from '../status/FirstSyncProgress';
import { OfflineReadyNotice } from '../status/OfflineReadyNotice';
import { HeaderSearchForm } from '../../features/search/HeaderSearchForm';
import { CrisisLine } from './CrisisLine';
import { HeaderAccount } from './HeaderAccount';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './Header.module.css';
import { mainNavLinks } from './navLinks';
import { t } from '../words';

const MobileMenu = lazyOptional(() => import('./MobileMenu'));
const SavedBadge = lazyOptional(() => import('../status/SavedBadge'));

/** How many items are saved, once the data layer has started: the badge loads on its own. */
function SavedCount({ place }: { place?: 'menuButton' | 'menuButtonName' }) {
  const dataLayerStarted = useAtomValue(dataLayerStartedAtom);
  return dataLayerStarted ? (
    <Suspense fallback={null}>
      <SavedBadge place={place} />
    </Suspense>
  ) : null;
}

export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <Box component="header" className={classes.header}>
      <CrisisLine />
      <Container size="xl" py="sm">
        {/* Rows wrap rather than overlap: kiosks and readers use text up to 200 %. */}
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Anchor component={Link} to="/" className={classes.brand} underline="never">
            <span aria-hidden="true" className={classes.mark}>
              ★
            </span>
            VetHub<span className="visually-hidden">{t('app.header.home')}</span>
          </Anchor>
          <Group gap={0} wrap="wrap" justify="flex-end" className={classes.wide}>
            <div className={classes.searchForm}>
              <HeaderSearchForm />
            </div>
            <Button
              component={Link}
              to="/search"
              variant="subtle"
              size="compact-md"
              className={classes.searchLink}
            >
              {t('app.header.search')}
            </Button>
            <Button component={Link} to="/saved" variant="subtle" size="compact-md">
              {t('app.header.saved')}
              <SavedCount />
            </Button>
            <Button component={Link} to="/donate" variant="subtle" size="compact-md">
              {t('app.header.donate')}
            </Button>
            <HeaderAccount compact />
          </Group>
          <ConnectionStatus />
          <Burger
            className={`${classes.narrow} ${classes.menuButton}`}
            opened={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              menu.toggle();
            }}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <span className="visually-hidden">
              {menuOpen ? t('app.header.closeMenu') : t('app.header.openMenu')}
              <SavedCount place="menuButtonName" />
            </span>
            <SavedCount place="menuButton" />
          </Burger>
        </Group>
      </Container>
      <Box component="nav" aria-label={t('app.header.mainNav')} className={classes.navBar}>
        <Container size="xl">
          <Group component="ul" gap={4} wrap="wrap" className={classes.navList}>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={classes.navLink}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {/* The other language ends the row (the account row above is full at 1024 px), and
                wraps with the links rather than on a line of its own (a kiosk at 200 % text). */}
            <li className={classes.languageItem}>
              <LanguageSwitch className={classes.navLink} />
            </li>
          </Group>
        </Container>
      </Box>
      <FirstSyncProgress />
      <OfflineReadyNotice />
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
