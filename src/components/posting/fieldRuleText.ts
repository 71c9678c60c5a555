/** The rules of one posting field in words, for the requirements pages. */
import type { FieldSpec } from './postingKind';
import { t } from './words';

export function fieldRuleText(field: FieldSpec): string {
  const parts: string[] = [];
  const { minLength: min, maxLength: max } = field;
  if (field.required) parts.push(t('components.rule.required'));
  else if (!field.requiredWhen) parts.push(t('components.rule.optional'));
  if (min && max) {
    parts.push(t('components.rule.between', { min, max }));
  } else if (max) {
    parts.push(t('components.rule.upTo', { max }));
  }
  if (field.rule) parts.push(field.rule);
  if (field.kind === 'list') parts.push(t('components.rule.list'));
  if (field.kind === 'select' && field.options && field.options.length <= 10) {
    parts.push(
      t('components.rule.oneOf', { options: field.options.map((o) => o.label).join(', ') }),
    );
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
