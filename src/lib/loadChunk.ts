/**
 * Loading a lazy part of the app (a route's page). A network hiccup or a service worker busy
 * installing can fail one fetch: the load is tried once more, and if it still fails the error
 * says so (ChunkLoadError), so the page can explain it instead of showing a generic error.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(
      `A part of the app could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** How long to wait before the second try: long enough for a dropped connection to settle. */
export const CHUNK_RETRY_DELAY_MS = 500;

export async function loadChunk<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  try {
    return await load();
  } catch {
    await wait(CHUNK_RETRY_DELAY_MS);
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}
