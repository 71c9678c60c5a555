/** How pages write a count: in figures ("13,014"), or in words where it opens a sentence. */

/** A count in figures, with thousands separators: "13,014". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

const ones = [
  ...'zero one two three four five six seven eight nine ten eleven twelve'.split(' '),
  ...'thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
const tens = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** 0–99 in words ("twenty-two"); larger counts in figures ("1,016"). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return formatCount(n);
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ''}`;
}

/** The same, capitalised to open a sentence. */
export function numberInWordsCapitalized(n: number): string {
  const words = numberInWords(n);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
