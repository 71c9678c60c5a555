import { stateOptions } from '../../lib/usStates';
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

/**
 * The state choice of the directories with an address (jobs, services); empty is every state.
 * Getters: the form reads the words while rendering, in the page's language.
 */
export const stateFilterField = {
  kind: 'choice' as const,
  key: 'state' as const,
  get label() {
    return t('components.filters.state');
  },
  get data() {
    return withEmptyChoice(t('components.filters.allStates'), stateOptions());
  },
};
