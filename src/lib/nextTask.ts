/**
 * Resolves in a later task, so long work done in slices between awaits lets the page answer a
 * tap meanwhile (no long task on a slow phone).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
