/**
 * The unit tests `npm run mutation` (stryker.config.json) runs against the mutated rules core:
 * the core's and the shuffle's own tests. Left out: the type-level check of the code outside
 * the core (opaque-state.test.ts runs no core code) and the words setup (no core test reads
 * words). Stryker runs the covering tests once per mutant, each run in a fresh worker, so the
 * files of one run share their modules (isolate: false): a static mutant still meets freshly
 * loaded modules, and a run loads them once instead of once per file.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** The files that play many random games, cheapest first. */
const GAMES = ['imagine', 'playout', 'properties', 'voids'].map((name) => `/tests/core/${name}.test.ts`);

/**
 * The written cases first, the random games last: Stryker stops a run at its first failing
 * test, so a mutant a written case kills never waits for the games.
 */
class WrittenCasesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => GAMES.findIndex((end) => file.moduleId.endsWith(end));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    ...base.test,
    include: ['tests/core/**/*.test.ts', 'tests/shuffle/**/*.test.ts'],
    exclude: [...(base.test?.exclude ?? []), 'tests/core/opaque-state.test.ts'],
    setupFiles: [],
    isolate: false,
    sequence: { sequencer: WrittenCasesFirst },
  },
});
