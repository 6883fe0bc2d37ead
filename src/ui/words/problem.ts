/**
 * A person's problem (the UI model's facts) as the wording module reads it: the model hands
 * up facts and never imports the words, so the mapping lives here, on the words' side.
 */
import type { ExposedDouble } from '../../core/index.ts';
import type { Problem } from '../app/facts.ts';
import type { Refusal } from './words.ts';

/** A problem as the wording module reads it: a refusal's code and its facts. */
export function asRefusal(problem: Problem, owed: ExposedDouble | null): Refusal {
  switch (problem.kind) {
    case 'refused':
      return problem.error;
    case 'readOnly':
      return { code: 'read-only', data: {} };
    case 'fitsNowhere':
      return { code: 'fits-nowhere', data: { tile: problem.tile, owed } };
    case 'wrongTrain':
      return { code: 'not-this-train', data: { tile: problem.tile } };
    case 'trainFitsNothing':
      return { code: 'nothing-fits-train', data: { train: problem.train } };
    case 'lessonStep':
      return { code: 'lesson-step', data: {} };
  }
}
