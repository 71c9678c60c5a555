/** Text with the matched words marked, so a visitor sees why a result came up. */

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightParts(
  text: string,
  terms: readonly string[],
): { text: string; hit: boolean }[] {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || !text) return [{ text, hit: false }];
  // A term marks the start of a word: "vet" marks the start of "veterans", not inside "privet".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map(escape).join('|')})`, 'giu');
  const parts: { text: string; hit: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: match[0], hit: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
