/** The seat colours of the table (styles.css --s0 … --s9), for the result card. */

/** styles.css's seat colours, should the page not give them. */
export const SEAT_COLOURS = ['#4da3ff', '#ff8a3d', '#ffd43b', '#c77dff', '#ff5d8f', '#3ee0c5', '#f1f1f1', '#a3e635', '#ff5252', '#d4a373'];

/** The seat colours the table uses, as the page has them now, by seat. */
export function seatColours(seats: number): string[] {
  const style = typeof getComputedStyle === 'function' && typeof document !== 'undefined' ? getComputedStyle(document.documentElement) : null;
  return Array.from({ length: seats }, (_, i) => style?.getPropertyValue(`--s${i % 10}`).trim() || SEAT_COLOURS[i % SEAT_COLOURS.length]!);
}
