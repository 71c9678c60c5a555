import { withEmptyChoice, type Option } from '../../lib/options';
import { t } from './words';

/**
 * A message form's topic choices in the page's language, after a blank first choice: the form
 * starts with no topic picked, so a visitor who skips the select is asked to choose one.
 */
export function topicChoices(topics: readonly Option[]): Option[] {
  return withEmptyChoice(
    t('contact.form.chooseTopic'),
    topics.map((topic) => ({ ...topic, label: t(topic.label) })),
  );
}
