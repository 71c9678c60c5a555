/**
 * The page's handle on the search engine: one per page, started on first use. The engine
 * runs in a module worker; if the worker cannot start, the same engine runs here, indexing in
 * small chunks between events.
 */
import type { EngineStatus, SearchEngine } from './searchEngine';
import type { WorkerReply, WorkerRequest } from './searchProtocol';
import { sitePages } from './sitePages';
import type { SearchAnswer, SearchRequest } from './siteIndex';

export interface SearchReply {
  answer: SearchAnswer;
  status: EngineStatus;
}

export interface SearchClient {
  search(request: SearchRequest): Promise<SearchReply>;
  /** Called whenever the index changed (sync brought rows, a table finished). */
  onStatus(listener: (status: EngineStatus) => void): () => void;
}

type Listener = (status: EngineStatus) => void;

function inPageClient(listeners: Set<Listener>): SearchClient {
  const engine: Promise<SearchEngine> = import('./searchEngine').then((m) => {
    const e = m.startSearchEngine(undefined, (s) => listeners.forEach((l) => l(s)));
    e.setPages(sitePages());
    return e;
  });
  return {
    search: async (request) => {
      const e = await engine;
      return { answer: e.search(request), status: e.status() };
    },
    onStatus: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
}

function workerClient(worker: Worker, listeners: Set<Listener>): SearchClient {
  let nextId = 1;
  const pending = new Map<number, (reply: SearchReply) => void>();
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'status') listeners.forEach((l) => l(reply.status));
    else {
      pending.get(reply.id)?.({ answer: reply.answer, status: reply.status });
      pending.delete(reply.id);
    }
  });
  const send = (message: WorkerRequest) => worker.postMessage(message);
  send({ type: 'pages', pages: sitePages() });
  return {
    search: (request) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        send({ type: 'search', id, request });
      }),
    onStatus: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
}

let client: SearchClient | undefined;

export function getSearchClient(): SearchClient {
  if (client) return client;
  const listeners = new Set<Listener>();
  try {
    const worker = new Worker(new URL('./searchIndex.worker.ts', import.meta.url), {
      type: 'module',
    });
    client = workerClient(worker, listeners);
    worker.addEventListener('error', () => {
      // The worker's script failed (old browser, blocked): answer from this page instead.
      client = inPageClient(listeners);
    });
  } catch {
    client = inPageClient(listeners);
  }
  return client;
}
