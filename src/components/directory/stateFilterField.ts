import { stateOptions } from '../../lib/usStates';

/** The state choice of the directories with an address (jobs, services); empty is every state. */
export const stateFilterField = {
  kind: 'choice',
  key: 'state',
  label: 'State',
  data: [{ value: '', label: 'All states' }, ...stateOptions],
} as const;
