// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Manifest {
  shortcuts: { name: string; url: string; icons: { src: string }[] }[];
  screenshots: { src: string; sizes: string; form_factor: string; label: string }[];
}

const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Manifest;
const routes = readFileSync('src/features/benefits/routes.json', 'utf8');

describe('the web app manifest', () => {
  it('has shortcuts to the four tools, each to a page and icon that exist', () => {
    expect(manifest.shortcuts.map((s) => s.url)).toEqual([
      '/benefits/claim-tracker',
      '/benefits/claim-calculator',
      '/saved',
      '/employment/job-translator',
    ]);
    expect(routes).toContain('claim-tracker');
    for (const shortcut of manifest.shortcuts) {
      for (const icon of shortcut.icons) expect(existsSync(`public${icon.src}`)).toBe(true);
    }
  });

  it('has screenshots for the richer install sheet, wide and narrow, of the sizes they say', () => {
    expect(new Set(manifest.screenshots.map((s) => s.form_factor))).toEqual(
      new Set(['wide', 'narrow']),
    );
    for (const shot of manifest.screenshots) {
      const png = readFileSync(`public${shot.src}`);
      // A PNG's width and height are the IHDR chunk's first two 4-byte big-endian numbers.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
      expect(shot.label.length).toBeGreaterThan(10);
    }
  });
});
