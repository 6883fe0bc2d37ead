/** The seat colours of the table (styles.css --s0 … --s9), for the result card. */

/** styles.css's seat colours, should the page not give them. */
export const SEAT_COLOURS = ['#02a9ff', '#ef8b00', '#fff77a', '#e7fafd', '#ce83a8', '#4ed9d1', '#fc5ee2', '#98e200', '#ff6356', '#d9c087'];

/** The seat colours the table uses, as the page has them now, by seat. */
export function seatColours(seats: number): string[] {
  const style = typeof getComputedStyle === 'function' && typeof document !== 'undefined' ? getComputedStyle(document.documentElement) : null;
  return Array.from({ length: seats }, (_, i) => style?.getPropertyValue(`--s${i % 10}`).trim() || SEAT_COLOURS[i % SEAT_COLOURS.length]!);
}
