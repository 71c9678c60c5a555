/**
 * The facts of a listing image (a deal's picture, a service's logo, an article's cover), shared
 * by the record schemas, the form and the upload: the bucket, the limits, the path and the four
 * columns that always come together.
 */
import { z } from 'zod';

export const LISTING_IMAGE_BUCKET = 'listing-images';
/** The largest file a partner may choose, before it is made smaller on the device. */
export const LISTING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of the stored image, in pixels. */
export const LISTING_IMAGE_MAX_SIDE = 1600;
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ALT_MAX = 300;

/** "<owner's uuid>/<image's uuid>.webp|jpg", as the table's check constraint has it. */
const IMAGE_PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(webp|jpg)$/;
const side = z.number().int().min(1).max(LISTING_IMAGE_MAX_SIDE);

export const listingImageColumns = {
  image_path: z.string().regex(IMAGE_PATH, 'Choose the picture again').nullish(),
  image_alt: z.string().trim().max(IMAGE_ALT_MAX).nullish(),
  image_width: side.nullish(),
  image_height: side.nullish(),
};

export const IMAGE_ALT_REQUIRED = 'Describe the picture for people who cannot see it';

interface ImageColumns {
  image_path?: string | null;
  image_alt?: string | null;
  image_width?: number | null;
  image_height?: number | null;
}

/** A picture comes with its description and its size, or none of them is sent. */
export function checkImageColumns(value: ImageColumns, ctx: z.RefinementCtx): void {
  if (!value.image_path) return;
  if (!value.image_alt?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['image_alt'], message: IMAGE_ALT_REQUIRED });
  }
  if (!value.image_width || !value.image_height) {
    ctx.addIssue({ code: 'custom', path: ['image_path'], message: 'Choose the picture again' });
  }
}

/** The size that fits within `max` on its longer side, never larger than the original. */
export function fitWithin(
  width: number,
  height: number,
  max: number = LISTING_IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export function imagePath(ownerId: string, imageId: string, type: string): string {
  return `${ownerId}/${imageId}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

/** The problem with a chosen file before it is read, in words, or null. */
export function chosenFileProblem(file: { size: number; type: string }): string | null {
  if (!(LISTING_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP picture.';
  }
  if (file.size > LISTING_IMAGE_MAX_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `Choose a picture of at most 5 MB (this one is ${mb} MB).`;
  }
  return null;
}
