/**
 * A person's problem (the UI model's facts) as the wording module reads it: the model hands
 * up facts and never imports the words, so the mapping lives here, on the words' side.
 */
import type { Problem } from '../model/facts.ts';
import type { Refusal } from './words.ts';

/**
 * A problem as the wording module reads it (a refusal's code, rule and facts); the tile that
 * fits nowhere names the double owed when there is one, since that is the reason.
 */
export function asRefusal(problem: Problem, owed: { tile: string; train: 'mexican' | number } | null): Refusal {
  switch (problem.kind) {
    case 'refused':
      return { code: problem.error.code, rule: problem.error.rule, data: problem.error.data };
    case 'readOnly':
      return { code: 'read-only' };
    case 'fitsNowhere':
      return { code: 'fits-nowhere', data: owed ? { tile: problem.tile, double: owed.tile, doubleTrain: owed.train } : { tile: problem.tile } };
    case 'wrongTrain':
      return { code: 'not-this-train', data: { tile: problem.tile } };
    case 'trainFitsNothing':
      return { code: 'nothing-fits-train', data: { train: problem.train } };
  }
}
