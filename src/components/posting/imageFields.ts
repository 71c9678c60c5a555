/** The two fields of a listing's picture: the picture itself and its description. */
import { IMAGE_ALT_MAX } from '../../lib/listingImage';
import type { FieldSpec, FormValues } from './postingKind';

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
      rule: 'a JPEG, PNG or WebP file of at most 5 MB, made at most 1,600 pixels wide and high on your device before it is sent',
    },
    {
      name: 'image_alt',
      label: names.description,
      kind: 'text',
      maxLength: IMAGE_ALT_MAX,
      requiredWhen: hasImage,
      rule: 'required when you add a picture',
      help: 'What the picture shows, for people who cannot see it.',
    },
  ];
}
