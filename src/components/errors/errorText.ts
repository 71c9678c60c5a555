/** Titles and messages of the error page (spec §2 Errors, §8 page errors). */
import { t } from '../words';

export function errorTitle(status: number): string {
  return t(status === 404 ? 'components.error.notFoundTitle' : 'components.error.title');
}

export function errorExplanation(status: number, statusText?: string): string {
  if (status === 404) return t('components.error.notFound');
  if (status === 500) return t('components.error.server');
  if (status === 403) return t('components.error.forbidden');
  return statusText || t('components.error.failed');
}

/** The headline message: lower-case "not found" for an unknown path, capitalised for a failed route. */
export function notFoundMessage(path: string, fatal: boolean): string {
  return t(fatal ? 'components.error.routeNotFound' : 'components.error.pathNotFound', { path });
}
