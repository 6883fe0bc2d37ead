/**
 * The layers of src/ and what each may import (docs/architecture.md, "Guards"); checked by
 * scripts/check-imports.ts, the first step of `npm test`.
 *
 * Lowest first: shuffle ← core ← ai ← session ← ui. Beside them: tabs (standalone), store
 * (generic over the session's codec: it knows no session, while the session names the store's
 * codec types), pwa (the service worker's prompt, used by the ui). On top: the command line
 * (what tsconfig.cli.json compiles) and the page's two entries. An area may always import from
 * itself.
 */

/** One area of src/: its files, the areas it may import from, and the packages it may import. */
export interface AreaRule {
  /** The area's name, as messages and other rules call it. */
  area: string;
  /** Folders (ending in "/") or single files under the project root. */
  paths: string[];
  /** Areas it may import anything from (its own is implied). */
  may: string[];
  /** Areas it may import types only from (`import type` / `export type`): nothing of them runs in it. */
  mayTypes?: string[];
  /** When given, the only packages it may import (node: built-ins included); absent: any package. */
  packages?: string[];
}

/** Every file of src/ belongs to exactly one area; a file in none fails the check. */
export const AREAS: AreaRule[] = [
  // Seeded randomness only (the one place that is random).
  { area: 'shuffle', paths: ['src/shuffle/'], may: [], packages: ['seedrandom'] },
  // The rules: pure, framework-free (no DOM, no Preact, no IndexedDB).
  { area: 'core', paths: ['src/core/'], may: ['shuffle'], packages: [] },
  // Computer players and hints: a PlayerView in, an action out.
  { area: 'ai', paths: ['src/ai/'], may: ['core', 'shuffle'], packages: [] },
  // The midend; it states the codec the store is given, with the store's own types.
  { area: 'session', paths: ['src/session/'], may: ['ai', 'core', 'shuffle'], mayTypes: ['store'], packages: [] },
  // Which tab may write: standalone.
  { area: 'tabs', paths: ['src/tabs/'], may: [], packages: [] },
  // IndexedDB, generic over the session's codec: it knows neither the session nor the rules.
  { area: 'store', paths: ['src/store/'], may: ['tabs'], packages: ['idb'] },
  // The service worker's registration and update prompt: used by the ui, imports none of src/.
  { area: 'pwa', paths: ['src/pwa/'], may: [] },
  // Components, models and words: may use every layer below.
  { area: 'ui', paths: ['src/ui/'], may: ['session', 'store', 'tabs', 'ai', 'core', 'shuffle', 'pwa'] },
  // The command line: what tsconfig.cli.json compiles for Node (no store, no ui).
  { area: 'cli', paths: ['src/cli/'], may: ['session', 'ai', 'core', 'shuffle'] },
  // The page's entry and the build's prerender entry.
  { area: 'app', paths: ['src/main.tsx', 'src/prerender.tsx'], may: ['ui', 'session', 'store', 'tabs', 'ai', 'core', 'shuffle', 'pwa'] },
];

/**
 * Import cycles tolerated for now, each as its files exactly (any order). A cycle not listed
 * fails the check, and so does a listed one that is gone or has grown, so the list only shrinks.
 */
export const KNOWN_CYCLES: string[][] = [];
