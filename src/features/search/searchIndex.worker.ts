/** The search worker: builds and queries the index off the page's thread, so typing and
 * scrolling never wait for indexing. It reads the mirror itself (IndexedDB works in workers),
 * hears about sync writes through Dexie's cross-context change events, and saves the index
 * beside the mirror so the next visit does not build it again. */
import { startSearchEngine } from './searchEngine';
import type { WorkerReply, WorkerRequest } from './searchProtocol';

const post = (reply: WorkerReply) => self.postMessage(reply);

// The index is kept with the mirror between visits; a quiet moment after a change saves it.
const engine = startSearchEngine(undefined, (status) => post({ type: 'status', status }), {
  build: __BUILD_ID__,
  saveAfterMs: 5000,
});

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'pages') engine.setPages(message.pages);
  else {
    post({
      type: 'answer',
      id: message.id,
      answer: engine.search(message.request),
      status: engine.status(),
    });
  }
});
