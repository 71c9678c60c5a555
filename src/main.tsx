import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme/global.css';
import './lib/zodWithoutEval';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startAuthListener } from './data/authSession';
import { appStore } from './data/store';
import { startBackgroundWhenLoaded } from './app/startBackground';
import { whenIdle } from './lib/whenIdle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Restoring the session needs supabase-js (about 50 KB); fetch it once the first page is up.
whenIdle(() => void startAuthListener());
startBackgroundWhenLoaded();

createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <App />
    </Provider>
  </StrictMode>,
);
