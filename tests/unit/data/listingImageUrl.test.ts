import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_IMAGE_BUCKET } from '../../../src/lib/listingImage';

// Cards build a picture's address without supabase-js; it must be the address the client gives.
const PATHS = [
  '0b7f8c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b.webp',
  '/0b7f8c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/one picture.jpg',
];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('a listing picture’s public address', () => {
  it.each([
    'http://127.0.0.1:54321',
    'https://abcdefgh.supabase.co/',
    'https://api.example.org/sb',
  ])('is what supabase-js gives for a project at %s', async (url) => {
    vi.stubEnv('VITE_SUPABASE_URL', url);
    vi.resetModules();
    const { listingImageUrl } = await import('../../../src/data/listingImages');
    const client = createClient(url, 'anon-key', { auth: { persistSession: false } });
    for (const path of PATHS) {
      const expected = client.storage.from(LISTING_IMAGE_BUCKET).getPublicUrl(path).data.publicUrl;
      expect(listingImageUrl(path)).toBe(expected);
    }
  });
});
