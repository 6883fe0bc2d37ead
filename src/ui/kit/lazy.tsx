/** A component loaded on first use (Rules, Records), without pulling in preact/compat. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { laterWordsReady } from '../words/shelf.ts';
import { useFrontWords } from '../words/use.ts';

/** Wraps a dynamic import; shows "Loading…" until the module arrives. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Lazy(props: P) {
    // A function given to useState is called as its initialiser: wrap the component.
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const t = useFrontWords().table;
    useEffect(() => {
      if (component) return;
      // The screen's words (the language's later chunk: the catalog and the screens') come with its code.
      Promise.all([load(), laterWordsReady()]).then(
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
    return C ? <C {...props} /> : <p>{t.loading}</p>;
  };
}
