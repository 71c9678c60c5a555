import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteLegend } from '../legend/SiteLegend';
import { LazyPopups } from '../popups/LazyPopups';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useFocusOnNavigate } from './useFocusOnNavigate';

export function StandardLayout() {
  useFocusOnNavigate();
  return (
    <>
      <SkipLink />
      <Header />
      <SiteLegend />
      <Container component="main" id="main-content" tabIndex={-1} size="lg" py="xl">
        <Outlet />
      </Container>
      <Footer />
      <LazyPopups />
    </>
  );
}
