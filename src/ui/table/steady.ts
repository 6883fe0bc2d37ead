/**
 * Values kept the same object while their content is the same, so pure components (lanes,
 * hand tiles) skip the moves that did not change them: the app's words are rebuilt at every
 * move, and the core's view gives every train anew.
 */
import { useMemo, useRef } from 'preact/hooks';
import type { TrainView } from '../../core/index.ts';
import { useNames, useWords } from '../app/context.ts';
import type { Words } from '../words/index.ts';

/** The words for the reader, the same object until the language, the seat names or the reader change. */
export function useSteadyWords(): Words {
  return useSteady(useWords());
}

/** The words naming seats to the whole table (useNames), steady as useSteadyWords. */
export function useSteadyNames(): Words {
  return useSteady(useNames());
}

function useSteady(words: Words): Words {
  return useMemo(() => words, [words.catalog, words.reader.viewer, words.reader.names.join('\n')]);
}

/** Whether two views of a train show the same thing. */
function sameTrain(a: TrainView, b: TrainView): boolean {
  if (a.marked !== b.marked || a.needs !== b.needs || a.exposed !== b.exposed || a.owner !== b.owner || a.laid.length !== b.laid.length) return false;
  return a.laid.every((l, i) => l.tile === b.laid[i]!.tile && l.joined === b.laid[i]!.joined);
}

/** The view's trains by key (data-train), each the previous object when it did not change. */
export function useSteadyTrains(trains: readonly TrainView[]): Map<string, TrainView> {
  const last = useRef(new Map<string, TrainView>());
  return useMemo(() => {
    const next = new Map<string, TrainView>();
    for (const t of trains) {
      const old = last.current.get(String(t.ref));
      next.set(String(t.ref), old && sameTrain(old, t) ? old : t);
    }
    last.current = next;
    return next;
  }, [trains]);
}
