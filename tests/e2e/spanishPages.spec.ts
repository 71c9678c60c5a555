import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { expect, test } from './support';

/**
 * Issue 35's "done when": every page of the sitemap has a Spanish twin with no English words of
 * the product's own left on it. The build prerenders both (no data at build time, so partners'
 * listings are not on them); any sentence a Spanish page shows exactly as its English twin does
 * was left in English, whatever component wrote it. Names read alike in both languages.
 */
const SAME_IN_BOTH = [
  // Programs and services VA and others name in English on their Spanish pages.
  'SGLI / VGLI / VMLI',
  'O*NET OnLine',
  'GI Bill',
  // States and territories whose Spanish name is the English one.
  'Rhode Island',
  'Puerto Rico',
  // A browser's own name for itself, which network help quotes.
  'Android (Chrome):',
  // Organizations go by their own names (data/organizations).
  ...readFileSync('data/organizations/organizations.csv', 'utf8')
    .split('\n')
    .slice(1)
    .map(
      (row) =>
        /^("(?:[^"]|"")*"|[^,]*)/.exec(row)?.[1]?.replace(/^"|"$/g, '').replace(/""/g, '"') ?? '',
    ),
];

/** What a person reads or hears on the page: text, and the names given to controls and images. */
function wordsOf(html: string): Set<string> {
  const { document } = new JSDOM(html).window;
  for (const node of document.querySelectorAll('script, style, noscript, template')) node.remove();
  const words = new Set<string>();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) words.add(text);
  }
  for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      words.add(element.getAttribute(attribute) ?? '');
    }
  }
  return words;
}

/**
 * Two words or more apart, as a sentence or a label is; a lone name, a figure, a web address or
 * a storage key (no space in it) is not counted.
 */
const isWords = (text: string) => /\p{L}{3,}\P{L}*\s\P{L}*\p{L}{3,}/u.test(text);

test('no page of the sitemap keeps English words on its Spanish twin', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1] ?? '/')
    .filter((path) => path !== '/es' && !path.startsWith('/es/'));
  expect(paths.length).toBeGreaterThan(40);
  const left: Record<string, string[]> = {};
  for (const path of paths) {
    const twin = path === '/' ? '/es/' : `/es${path}`;
    const english = wordsOf(await (await request.get(path)).text());
    const spanish = wordsOf(await (await request.get(twin)).text());
    const same = [...spanish].filter(
      (text) => english.has(text) && isWords(text) && !SAME_IN_BOTH.includes(text),
    );
    if (same.length) left[path] = same;
  }
  expect(left).toEqual({});
});
