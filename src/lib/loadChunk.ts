/**
 * Loading a lazy part of the app (a route's page). A network hiccup or a service worker busy
 * installing can fail one fetch: the load is tried once more, and if it still fails the error
 * says so (ChunkLoadError), so the page can explain it instead of showing a generic error.
 */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ChunkLoadError extends Error {
  /** `firstTry`: the first failure, named in the report when it differs from the last. */
  constructor(cause: unknown, firstTry?: unknown) {
    const first = firstTry === undefined ? '' : messageOf(firstTry);
    const also = first && first !== messageOf(cause) ? ` (first try: ${first})` : '';
    super(`A part of the app could not be loaded: ${messageOf(cause)}${also}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** How long to wait before the second try: long enough for a dropped connection to settle. */
export const CHUNK_RETRY_DELAY_MS = 500;

/**
 * The address of the module a failed dynamic import names (Chromium and Firefox say it; Safari
 * does not), so the retry can ask for it again.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+?\.js)(?:\s|$)/.exec(message)?.[1] ?? null;
}

/** The parameter the service worker's precache ignores, so a retry is served offline too. */
export const RETRY_PARAM = 'retry';

const importFresh = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export async function loadChunk<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  reimport: (url: string) => Promise<unknown> = importFresh,
): Promise<T> {
  try {
    return await load();
  } catch (first) {
    await wait(CHUNK_RETRY_DELAY_MS);
    // A browser remembers a module that failed for the rest of the page's life: importing the
    // same address again fails at once, without a request. The second try asks for the module
    // under a new address.
    const url = failedModuleUrl(first);
    try {
      if (!url) return await load();
      const fresh = new URL(url);
      fresh.searchParams.set(RETRY_PARAM, String(Date.now()));
      return (await reimport(fresh.href)) as T;
    } catch (error) {
      throw new ChunkLoadError(error, first);
    }
  }
}
