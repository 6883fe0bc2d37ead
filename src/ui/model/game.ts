/** Kept for describe.ts, which still imports Preview from here; remove once the wording module replaces it. */
export type { Preview } from './preview.ts';
