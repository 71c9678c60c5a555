/** The rules of one posting field in words, for the requirements pages. */
import type { FieldSpec } from './postingKind';

export function fieldRuleText(field: FieldSpec): string {
  const parts: string[] = [];
  if (field.required) parts.push('required');
  else if (!field.requiredWhen) parts.push('optional');
  if (field.minLength && field.maxLength) {
    parts.push(`${field.minLength} to ${field.maxLength} characters`);
  } else if (field.maxLength) {
    parts.push(`up to ${field.maxLength} characters`);
  }
  if (field.rule) parts.push(field.rule);
  if (field.kind === 'list') parts.push('separate several with commas');
  if (field.kind === 'select' && field.options && field.options.length <= 10) {
    parts.push(`one of: ${field.options.map((o) => o.label).join(', ')}`);
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
