import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { LazyKiosk } from './kiosk/LazyKiosk';
import { LazyNotifications } from './LazyNotifications';
import { createAppRouter } from './router';
import { cssVariablesResolver, highContrastTheme, theme } from './theme/theme';
import { UpdatePrompt } from './update/UpdatePrompt';
import { useDocumentSettings } from './useDocumentSettings';

const router = createAppRouter();

export function App() {
  const highContrast = useDocumentSettings();
  return (
    <MantineProvider
      theme={highContrast ? highContrastTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={highContrast ? 'dark' : 'light'}
    >
      <LazyNotifications />
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <UpdatePrompt />
      <LazyKiosk />
    </MantineProvider>
  );
}
