/** A required web address field: an https link of at most 500 characters (the columns' limit). */
import { webAddress, webAddressRule } from './fieldChecks';
import type { FieldSpec } from './postingKind';

export function webAddressField(name: string, label: string, help?: string): FieldSpec {
  return {
    name,
    label,
    kind: 'url',
    required: true,
    maxLength: 500,
    check: webAddress,
    rule: webAddressRule(),
    ...(help ? { help } : {}),
  };
}
