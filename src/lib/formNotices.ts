/** The form notices of spec §5, word for word. */

export function requiredFieldsNotice(fields: readonly string[]): string {
  return `Please fill in the required fields: ${fields.join(', ')}`;
}

export function stepIncompleteNotice(step: string, fields: readonly string[]): string {
  return `${step} Incomplete — Please complete: ${fields.join(', ')}`;
}
