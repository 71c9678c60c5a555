import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { LazyKiosk } from './kiosk/LazyKiosk';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, highContrastTheme, theme } from './theme/theme';
import { LazyUpdatePrompt } from './update/LazyUpdatePrompt';
import { useDocumentSettings } from './useDocumentSettings';

/**
 * The providers and the app-wide parts around the routing: `children` is the browser's
 * RouterProvider, or the build's StaticRouterProvider when it prerenders a page.
 */
export function App({ children }: { children: ReactNode }) {
  const highContrast = useDocumentSettings();
  return (
    <MantineProvider
      theme={highContrast ? highContrastTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={highContrast ? 'dark' : 'light'}
    >
      <LazyNotifications />
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <LazyUpdatePrompt />
      <LazyKiosk />
    </MantineProvider>
  );
}
