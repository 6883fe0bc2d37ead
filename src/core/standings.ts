/** Session standings (R10.3, R11): totals, round minima, and every seat tied for the lead. */
import type { Standings } from './types.ts';

/** Standings from penalties[round][seat]; throws a RangeError on a malformed table. */
export function standings(penalties: number[][]): Standings {
  if (!Array.isArray(penalties)) throw new RangeError('penalties must be a list of rounds.');
  const seats = penalties[0]?.length ?? 0;
  penalties.forEach((row, r) => {
    if (!Array.isArray(row) || row.length !== seats || seats === 0) {
      throw new RangeError(`penalties[${r}] must list one penalty for each of the ${seats || 'same'} seats.`);
    }
    row.forEach((p, s) => {
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 0) {
        throw new RangeError(`penalties[${r}][${s}] must be a whole number of pips, not ${String(p)}.`);
      }
    });
  });
  const totals = new Array<number>(seats).fill(0);
  for (const row of penalties) row.forEach((p, s) => (totals[s]! += p));
  const roundMinima = penalties.map((row) => Math.min(...row));
  // No rounds, no totals: then nobody wins (Math.min() of nothing is never a total).
  const best = Math.min(...totals);
  const winners = totals.flatMap((t, s) => (t === best ? [s] : []));
  return { totals, roundMinima, winners };
}
