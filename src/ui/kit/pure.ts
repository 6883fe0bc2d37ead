/**
 * A component that re-renders only when one of its props changed (compared one by one), so a
 * tap re-draws the lane, tile or chip it changed and leaves the others alone. Written here
 * rather than taken from preact/compat's memo, which would add to the first load.
 */
import { Component } from 'preact';

/** Extend instead of Component for a component whose render depends on its props alone. */
export abstract class Pure<P extends object> extends Component<P> {
  override shouldComponentUpdate(next: P): boolean {
    const now = this.props as Record<string, unknown>;
    const then = next as Record<string, unknown>;
    for (const key in then) if (then[key] !== now[key]) return true;
    for (const key in now) if (!(key in then)) return true;
    return false;
  }
}
