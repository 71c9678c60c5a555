/** The search worker: builds and queries the index off the page's thread, so typing and
 * scrolling never wait for indexing. It reads the mirror itself (IndexedDB works in workers)
 * and hears about sync writes from the page through Dexie's cross-context change events. */
import { startSearchEngine } from './searchEngine';
import type { WorkerReply, WorkerRequest } from './searchProtocol';

const post = (reply: WorkerReply) => self.postMessage(reply);

const engine = startSearchEngine(undefined, (status) => post({ type: 'status', status }));

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
