/** The two dashboards as button links: the chooser offers both, each dashboard the other. */
import { t } from './words';

export const dashboardLinks = {
  veteran: () => ({ to: '/dashboard/veteran', label: t('dashboard.veteranDashboard') }),
  business: () => ({ to: '/dashboard/business', label: t('dashboard.businessDashboard') }),
};
