/** What an admin can do to a partner account; the people search and the partner queue both offer it. */
import { reviewPartner, type Person } from '../../data/admin/accounts';
import type { Action } from './ActionForm';
import { t } from './words';

export const approvePartner = (person: Person): Action => ({
  label: t('admin.partner.approve'),
  done: t('admin.partner.approved'),
  run: (note) => reviewPartner(person.id, 'approve', note),
});

export const suspendPartner = (person: Person): Action => ({
  label: t('admin.partner.suspend'),
  needsText: t('admin.partner.suspendReason'),
  done: t('admin.partner.suspended'),
  run: (note) => reviewPartner(person.id, 'suspend', note),
});

export const restorePartner = (person: Person): Action => ({
  label: t('admin.partner.restore'),
  done: t('admin.partner.restored'),
  run: (note) => reviewPartner(person.id, 'restore', note),
});
