import type { UserType } from '../../data/authUserTypes';

/** Which dashboard /dashboard opens for a user type; null shows the choice of both. */
export function dashboardFor(type: UserType): string | null {
  if (type === 'veteran') return '/dashboard/veteran';
  if (type === 'partner') return '/dashboard/business';
  return null;
}
