/**
 * Lets go of a component's previous tree when it draws itself again.
 *
 * Preact (11.2) draws a component that updates itself (its state, or a signal it reads) on a
 * copy of its vnode, and leaves the old vnode holding its children as they were. A parent that
 * has not drawn since keeps that old vnode in its `props.children`, so the component's old tree
 * stays alive, DOM elements included: the app's root never draws again, so the first screen
 * (the New game form, about 290 nodes) was kept for the whole evening, and which other old
 * trees were kept changed the DOM-node count of the memory bench from run to run (upstream:
 * preactjs/preact issues 4905 and 4909, pull request 4910). Once the copy is drawn, the old
 * vnode's children list is emptied: nothing reads it after that diff.
 */
import { options } from 'preact';

/** The fields this needs, by the names Preact's build gives them (`_children`, `_component`). */
interface Internal {
  __k?: unknown[] | null;
  __c?: unknown;
}

type Hooks = { vnode?: (vnode: Internal) => void; diffed?: (vnode: Internal) => void };

const installed = new WeakSet<Hooks>();

/** Installs the release on Preact's hooks, once. */
export function releaseStaleVnodes(hooks: Hooks = options as unknown as Hooks): void {
  if (installed.has(hooks)) return;
  installed.add(hooks);
  // The copy being drawn → the children list its old vnode keeps.
  const waiting = new WeakMap<Internal, unknown[]>();
  let count = 0;
  const vnode = hooks.vnode;
  hooks.vnode = (v) => {
    vnode?.(v);
    // A new element has no children yet; a component's copy for its own update has its old list.
    if (v.__c && v.__k) {
      waiting.set(v, v.__k);
      count++;
    }
  };
  const diffed = hooks.diffed;
  hooks.diffed = (v) => {
    diffed?.(v);
    if (count === 0) return;
    const old = waiting.get(v);
    if (!old) return;
    waiting.delete(v);
    count--;
    // A component that skipped its update (a Pure one whose props held) keeps the same list.
    if (v.__k !== old) old.length = 0;
  };
}
