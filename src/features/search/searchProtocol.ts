/** Messages between the page and the search worker. */
import type { PageInfo } from './searchDocuments';
import type { EngineStatus } from './searchEngine';
import type { SearchAnswer, SearchRequest } from './siteIndex';

export type WorkerRequest =
  { type: 'pages'; pages: PageInfo[] } | { type: 'search'; id: number; request: SearchRequest };

export type WorkerReply =
  | { type: 'status'; status: EngineStatus }
  | { type: 'answer'; id: number; answer: SearchAnswer; status: EngineStatus };
