/**
 * A seat's name made short for a narrow seat chip, in whole letters from the front of the name
 * ("Computer 1" → "C1", "Ana María" → "AM"): the catalogs use it for every name but the
 * reader's own ("You" is short already).
 */

/**
 * The `step`-th short form of `name`, from the shortest: its first letter, then with the
 * initials of its other words, then two, three and four letters of its first word; a number
 * ending the name stays on every form. Past the last step the longest form again.
 */
export function shortForm(name: string, step: number): string {
  // Marks around a word ("(Grandpa)", "“Bob”") are no letters of it.
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || w)
    .filter(Boolean);
  const number = words.length > 1 && /^\d+$/.test(words.at(-1)!) ? words.pop()! : '';
  const [first = [], ...rest] = words.map((w) => [...w]);
  const initial = (letters: string[]) => (letters[0] ?? '').toLocaleUpperCase();
  const forms = [
    initial(first),
    ...(rest.length ? [initial(first) + rest.map((w) => w[0] ?? '').join('')] : []),
    ...[2, 3, 4].filter((n) => n <= first.length).map((n) => initial(first) + first.slice(1, n).join('')),
  ];
  return forms[Math.min(step, forms.length - 1)]! + number;
}
