/** Titles and messages of the error page (spec §2 Errors, §8 page errors). */
export function errorTitle(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Something went wrong';
}

export function errorExplanation(status: number, statusText?: string): string {
  if (status === 404) return "The page doesn't exist or may have been moved.";
  if (status === 500) return "We're having technical difficulties. Please try again later.";
  if (status === 403) return "You don't have permission to view this page.";
  return statusText || 'The request could not be completed.';
}

/** The headline message: lower-case "not found" for an unknown path, capitalised for a failed route. */
export function notFoundMessage(path: string, fatal: boolean): string {
  return fatal ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}
