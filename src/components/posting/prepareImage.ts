/**
 * Makes a chosen photo ready to send: at most 1,600 pixels on its longer side, WebP (JPEG where
 * the browser cannot write WebP). A phone photo of 4 MB usually leaves as 150–400 KB, which
 * matters on a rural line.
 */
import { fitWithin } from '../../lib/listingImage';
import { t } from './words';

export interface PreparedImage {
  bytes: ArrayBuffer;
  type: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

export class UnreadableImageError extends Error {
  constructor() {
    super(t('components.image.unreadable'));
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: 0.85 });
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

export async function prepareImage(file: Blob): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError();
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new UnreadableImageError();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  // A browser that cannot write WebP hands back PNG instead: ask for JPEG then.
  let blob = await encode(canvas, 'image/webp');
  if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
  if (!blob) throw new UnreadableImageError();
  return {
    bytes: await blob.arrayBuffer(),
    type: blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg',
    ...size,
  };
}
