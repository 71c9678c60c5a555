/** Building blocks of the directories' filter forms (FilterForm.tsx draws them). */
import type { FilterFormSpec } from './FilterForm';
import type { FilterField } from './FilterFieldInput';

type WordsField<F> = Extract<FilterField<F>, { kind: 'words' }>;
type ChoiceField<F> = Extract<FilterField<F>, { kind: 'choice' }>;

/**
 * A form whose words are made each time the form reads them, in the page's language, not when
 * the feature's module loads.
 */
export function filterFormIn<F>(make: () => FilterFormSpec<F>): FilterFormSpec<F> {
  return {
    get label() {
      return make().label;
    },
    get submitLabel() {
      return make().submitLabel;
    },
    get fields() {
      return make().fields;
    },
  };
}

/** The search box a directory opens with; its words go in ?q=, as the site's search sends them. */
export function searchField<F>(
  key: WordsField<F>['key'],
  label: string,
  description: string,
): FilterField<F> {
  return { kind: 'words', key, name: 'q', label, description };
}

/** A choice whose empty value, listed first, means any ("All categories"). */
export function choiceField<F>(
  key: ChoiceField<F>['key'],
  label: string,
  any: string,
  options: readonly { value: string; label: string }[],
): FilterField<F> {
  return { kind: 'choice', key, label, data: [{ value: '', label: any }, ...options] };
}
