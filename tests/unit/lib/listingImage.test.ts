// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosenFileProblem, fitWithin, imagePath } from '../../../src/lib/listingImage';

describe('a chosen picture', () => {
  it('is made at most 1,600 pixels on its longer side, never larger', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 320, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(40000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('is refused in words when it is too big or not a photo format', () => {
    expect(chosenFileProblem({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(chosenFileProblem({ size: 7.25 * 1024 * 1024, type: 'image/png' })).toBe(
      'Choose a picture of at most 5 MB (this one is 7.3 MB).',
    );
    expect(chosenFileProblem({ size: 10, type: 'image/svg+xml' })).toBe(
      'Choose a JPEG, PNG or WebP picture.',
    );
    expect(chosenFileProblem({ size: 10, type: 'text/html' })).toBe(
      'Choose a JPEG, PNG or WebP picture.',
    );
  });

  it('is stored under its owner’s folder with the extension of what it became', () => {
    expect(imagePath('u', 'i', 'image/webp')).toBe('u/i.webp');
    expect(imagePath('u', 'i', 'image/jpeg')).toBe('u/i.jpg');
  });
});
