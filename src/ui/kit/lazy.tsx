/** A component loaded on first use (Rules, Records), without pulling in preact/compat. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { laterWordsReady } from '../words/shelf.ts';
import { useFrontWords } from '../words/use.ts';

/** A lazily loaded component, and a way to fetch it before it is first drawn. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the code (and words) now, so the first time it is drawn it needs no "Loading…" frame. */
  preload(): Promise<void>;
};

/**
 * Wraps a dynamic import; shows "Loading…" until the module arrives, with the later words
 * unless `laterWords` is false (a screen that speaks only the first chunk's words). A `quiet`
 * one (a passing note, a panel opened by a tap) shows nothing meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { laterWords = true, quiet = false } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  // The screen's words (the language's later chunk: the catalog and the screens') come with its code.
  const fetch = () => Promise.all([load(), laterWords ? laterWordsReady() : true]);
  function Lazy(props: P) {
    // A function given to useState is called as its initialiser: wrap the component.
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const t = useFrontWords().table;
    useEffect(() => {
      if (component) return;
      fetch().then(
        ([c, worded]) => {
          if (!worded) return setFailed(true);
          loaded = c;
          setComponent(() => c);
        },
        () => setFailed(true),
      );
    }, []);
    if (failed) return <p class="error">{t.loadFailed}</p>;
    const C = component;
    return C ? <C {...props} /> : quiet ? null : <p>{t.loading}</p>;
  }
  return Object.assign(Lazy, {
    preload: () =>
      fetch().then(([c, worded]) => {
        if (worded) loaded = c;
      }),
  });
}
