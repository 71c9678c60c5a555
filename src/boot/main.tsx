/**
 * The app's entry (src/boot/README.md draws the whole path): the styles, the tree, and how it
 * takes the page over. A prerendered page of this address is hydrated in place; anything else
 * (the shell, a host's fallback page, a device with its own look) is rendered afresh.
 */
import '../app/theme/mantineStyles.css';
import '@mantine/notifications/styles.css';
import '../app/theme/global.css';
import '../lib/zodWithoutEval';
import { Provider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { listenForInstall } from '../data/installPrompt';
import { appStore } from '../data/store';
import { hydratesPrerenderedPage } from '../lib/prerenderedPage';
import { readTypedFields } from './inputBeforeApp';
import { StartServices } from './StartServices';

// Before anything else can run: the browser may offer installation once the worker is up.
listenForInstall();

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

// Not a top-level await: with one, the bundler splits every module the entry shares with a lazy
// page into chunks of its own (+25 KB gzipped for the first page, in many small requests).
void createAppRouter().then((router) => {
  // Read just before the render that would show each field empty again.
  const typedBeforeApp = readTypedFields(root);
  const app = (
    <StrictMode>
      <Provider store={appStore}>
        <StartServices root={root} typedBeforeApp={typedBeforeApp} />
        <App>
          <RouterProvider router={router} />
        </App>
      </Provider>
    </StrictMode>
  );
  // A transition: React takes the page over in slices, and a tap meanwhile is answered between
  // them, instead of one long task for the whole page (Lighthouse TBT on a throttled phone).
  startTransition(() => {
    if (hydratesPrerenderedPage()) {
      hydrateRoot(root, app);
    } else {
      // Another page's HTML (a host's fallback, the build's look on a device with its own) is
      // replaced, never hydrated. React empties #root only when it commits the first render: a
      // field emptied now would take no keys while the render runs in slices, and what is typed
      // there meanwhile is noted by the inline script and given back.
      createRoot(root).render(app);
    }
  });
});
