/** The form notices of spec §5, word for word in English; their Spanish is in the catalog. */
import { t } from './words';

export function requiredFieldsNotice(fields: readonly string[]): string {
  return t('lib.requiredFields', { fields: fields.join(', ') });
}

export function stepIncompleteNotice(step: string, fields: readonly string[]): string {
  return t('lib.stepIncomplete', { step, fields: fields.join(', ') });
}
