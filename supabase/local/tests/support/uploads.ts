/** What storage tests upload: a real PNG of a given size, and bytes as a typed file. */
import sharp from 'sharp';

export const png = (w = 40, h = 20) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

export const file = (bytes: Uint8Array, type: string) =>
  new Blob([new Uint8Array(bytes)], { type });
