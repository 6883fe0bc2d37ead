/** A component loaded on first use (Rules, Records), without pulling in preact/compat. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Wraps a dynamic import; shows "Loading…" until the module arrives. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Lazy(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component) return;
      load().then(
        (c) => {
          loaded = c;
          setComponent(() => c);
        },
        () => setFailed(true),
      );
    }, []);
    if (failed) return <p class="error">This page could not be loaded. Reload to try again.</p>;
    const C = component;
    return C ? <C {...props} /> : <p>Loading…</p>;
  };
}
