// @vitest-environment node
/**
 * Issue 35: every catalog says the same things in both languages. The build already fails on a
 * Spanish message missing (lingui.config.ts); this also finds the reverse (a Spanish message the
 * English catalog no longer has), empty messages, and placeholders that differ, which would show
 * a visitor "{count}" or drop a figure.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/app/routes';

const src = path.resolve(__dirname, '../../../src');
type Catalog = Record<string, string>;

/** Every `locales` folder with an English catalog: areas, features and lazily loaded parts. */
function catalogDirs(): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'locales')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((dir) => existsSync(path.join(dir, 'en.json')))
    .sort();
}

const read = (file: string): Catalog => JSON.parse(readFileSync(file, 'utf8')) as Catalog;

/** The arguments a message takes: `{count, plural, …}` and `{name}` both name one. */
function argumentsOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')),
  ].sort();
}

/** The links a message marks (`<0>…</0>`): each language must link the same ones. */
function linksOf(message: string): string[] {
  return [...message.matchAll(/<(\d+)>.*?<\/\1>/g)].map((m) => m[1] ?? '').sort();
}

describe('message catalogs', () => {
  const dirs = catalogDirs();

  it('are found for the shell at least', () => {
    const found = dirs.map((d) => path.relative(src, d));
    expect(found).toContain(path.join('app', 'locales'));
    expect(found).toContain(path.join('components', 'posting', 'locales'));
  });

  for (const dir of dirs) {
    const area = path.relative(src, dir);
    it(`${area}: Spanish and English have the same ids, none empty, same arguments and links`, () => {
      const en = read(path.join(dir, 'en.json'));
      const es = read(path.join(dir, 'es.json'));
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const [id, message] of Object.entries(en)) {
        expect(message.trim(), `${area} ${id} (en)`).not.toBe('');
        expect(es[id]?.trim(), `${area} ${id} (es)`).not.toBe('');
        expect(argumentsOf(es[id] ?? ''), `${area} ${id}`).toEqual(argumentsOf(message));
        expect(linksOf(es[id] ?? ''), `${area} ${id} links`).toEqual(linksOf(message));
      }
    });
  }

  it('ids are unique across catalogs, as every area loads into one set of words', () => {
    const seen = new Map<string, string>();
    for (const dir of dirs) {
      for (const id of Object.keys(read(path.join(dir, 'en.json')))) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${dir}`).toBeUndefined();
        seen.set(id, dir);
      }
    }
  });

  it('every route has a Spanish title and description, and a heading where English has one', () => {
    const pages = read(path.join(src, 'app/locales/routes.es.json')) as unknown as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(pages).sort()).toEqual(routeTable.map((r) => r.path).sort());
    for (const route of routeTable) {
      const words = pages[route.path] ?? {};
      const keys = ['title', 'description', ...(route.heading ? ['heading'] : [])].sort();
      expect(Object.keys(words).sort(), route.path).toEqual(keys);
      for (const key of keys) expect(words[key]?.trim(), `${route.path} ${key}`).not.toBe('');
    }
  });
});
