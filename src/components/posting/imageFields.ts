/** The two fields of a listing's picture: the picture itself and its description. */
import { IMAGE_ALT_MAX } from '../../lib/listingImage';
import type { FieldSpec, FormValues } from './postingKind';
import { t } from './words';

const hasImage = (values: FormValues) =>
  typeof values.image_path === 'string' && values.image_path !== '';

export function imageFields(names: {
  picture: string;
  description: string;
  help: string;
}): FieldSpec[] {
  return [
    {
      name: 'image_path',
      label: names.picture,
      kind: 'image',
      help: names.help,
      rule: t('components.image.rule'),
    },
    {
      name: 'image_alt',
      label: names.description,
      kind: 'text',
      maxLength: IMAGE_ALT_MAX,
      requiredWhen: hasImage,
      rule: t('components.image.altRule'),
      help: t('components.image.altHelp'),
    },
  ];
}
