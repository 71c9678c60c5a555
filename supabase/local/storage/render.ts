/**
 * Image transformation (`/render/image/...`) with sharp: width and height (1–2500 px), resize
 * cover|contain|fill (default cover), quality 20–100 (default 80), format origin (default) or
 * webp/avif/jpeg/png. Anything else is a 400 with the reason.
 */
import type { Context } from 'hono';
import sharp from 'sharp';
import { badRequest, StorageError } from './errors';

const FORMATS = ['origin', 'webp', 'avif', 'jpeg', 'png'] as const;
const FITS = { cover: 'cover', contain: 'contain', fill: 'fill' } as const;

function int(c: Context, name: string, min: number, max: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

export async function transformImage(
  c: Context,
  bytes: Buffer,
): Promise<{ bytes: Buffer; type: string }> {
  const width = int(c, 'width', 1, 2500);
  const height = int(c, 'height', 1, 2500);
  const quality = int(c, 'quality', 20, 100) ?? 80;
  const resize = c.req.query('resize') ?? 'cover';
  if (!(resize in FITS)) throw badRequest('resize must be cover, contain or fill');
  const format = (c.req.query('format') ?? 'origin').toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw badRequest(`format must be one of ${FORMATS.join(', ')}`);
  }
  try {
    let image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    if (width || height)
      image = image.resize({ width, height, fit: FITS[resize as keyof typeof FITS] });
    const target = format === 'origin' ? (await sharp(bytes).metadata()).format : format;
    switch (target) {
      case 'webp':
        image = image.webp({ quality });
        break;
      case 'avif':
        image = image.avif({ quality });
        break;
      case 'png':
        image = image.png();
        break;
      case 'jpeg':
      case 'jpg':
        image = image.jpeg({ quality });
        break;
      default:
        image = image.webp({ quality });
    }
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, type: `image/${info.format === 'heif' ? 'avif' : info.format}` };
  } catch (error) {
    throw new StorageError(
      422,
      'InvalidImage',
      `The object cannot be transformed: ${(error as Error).message}`,
    );
  }
}
