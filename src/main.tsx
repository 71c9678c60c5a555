import './app/theme/mantineStyles.css';
import '@mantine/notifications/styles.css';
import './app/theme/global.css';
import './lib/zodWithoutEval';
import { Provider } from 'jotai';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startAuthListener } from './data/authSession';
import { loadPersistedSettings } from './data/persistedAtom';
import { appStore } from './data/store';
import { startBackgroundWhenLoaded } from './app/startBackground';
import { hydratesPrerenderedPage } from './lib/prerenderedPage';
import {
  readTypedFields,
  replayEarlyActions,
  restoreTypedFields,
  type TypedField,
} from './lib/inputBeforeApp';
import { whenIdle } from './lib/whenIdle';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

let started = false;
let typedBeforeApp: TypedField[] = [];
function startServices() {
  if (started) return;
  started = true;
  // What was typed first (the page renders between fields), then the settings' own render.
  void restoreTypedFields(root, typedBeforeApp).then(() => {
    // index.html holds clicks and submits until now (a prerendered page before the app).
    document.documentElement.setAttribute('data-app', '');
    replayEarlyActions(root);
    loadPersistedSettings();
  });
  // Both wait for idle time; asked for now, before the popups' own wait, they keep their turn.
  // Restoring the session needs supabase-js (about 50 KB); fetch it once the first page is up.
  whenIdle(() => void startAuthListener());
  startBackgroundWhenLoaded();
}

/**
 * The session and the data layer change what the header and lists show; they start after the
 * first render is on screen, so a prerendered page hydrates with what the build rendered. First
 * in the tree (outside the error boundary), so its effect runs before the page's own: popups
 * wait for idle time after it.
 */
function StartServices() {
  useEffect(startServices, []);
  return null;
}

// Not a top-level await: with one, the bundler splits every module the entry shares with a lazy
// page into chunks of its own (+25 KB gzipped for the first page, in many small requests).
void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <Provider store={appStore}>
        <StartServices />
        <App>
          <RouterProvider router={router} />
        </App>
      </Provider>
    </StrictMode>
  );
  typedBeforeApp = readTypedFields(root);
  // A transition: React takes the page over in slices, and a tap meanwhile is answered between
  // them, instead of one long task for the whole page (Lighthouse TBT on a throttled phone).
  startTransition(() => {
    if (hydratesPrerenderedPage()) {
      hydrateRoot(root, app);
    } else {
      // Another page's HTML (a host's fallback) is replaced, never hydrated.
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
});
