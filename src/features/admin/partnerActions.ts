/** What an admin can do to a partner account; the people search and the partner queue both offer it. */
import { reviewPartner, type Person } from '../../data/admin/accounts';
import type { Action } from './ActionForm';

export const approvePartner = (person: Person): Action => ({
  label: 'Approve partner',
  done: 'Partner approved: their deals are live now.',
  run: (note) => reviewPartner(person.id, 'approve', note),
});

export const suspendPartner = (person: Person): Action => ({
  label: 'Suspend partner',
  needsText: 'Write the reason for the suspension.',
  done: 'Partner suspended: their listings have left public view.',
  run: (note) => reviewPartner(person.id, 'suspend', note),
});

export const restorePartner = (person: Person): Action => ({
  label: 'Restore partner',
  done: 'Partner restored: their listings are back in public view.',
  run: (note) => reviewPartner(person.id, 'restore', note),
});
