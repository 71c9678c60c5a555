/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
