/**
 * Which language the screens speak: the person's choice, else the first of the browser's
 * languages the app speaks, else English. The choice is mirrored in localStorage (the
 * preferences themselves live in IndexedDB, which answers too late for the first paint), so
 * the page's boot script (boot-script.ts) paints in the right language before any module runs.
 */
import { LANGUAGES, type Language, type LanguageChoice } from '../../session/preferences.ts';

/** Each language named in its own words, the same in every language (a reader finds their own). */
export const AUTONYMS: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The localStorage key of the mirrored choice. */
export const CHOICE_KEY = 'mexican-train.language';

/**
 * The language for a choice: itself, or for 'auto' (or anything unknown) the first of
 * `preferred` (the browser's languages, "es-MX", "en") whose primary tag the app speaks,
 * else the first of `supported`. Self-contained (no outside reference): boot-script.ts
 * copies its source into the page's boot script.
 */
export function pickLanguage<L extends string>(choice: string | null, preferred: readonly string[], supported: readonly L[]): L {
  if (choice && (supported as readonly string[]).indexOf(choice) >= 0) return choice as L;
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if ((supported as readonly string[]).indexOf(primary!) >= 0) return primary as L;
  }
  return supported[0]!;
}

/** The browser's languages, most wanted first (none outside a browser). */
function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (nav?.languages?.length) return nav.languages;
  return nav?.language ? [nav.language] : [];
}

/** The language for a choice in this browser. */
export function languageFor(choice: LanguageChoice | null): Language {
  return pickLanguage(choice, browserLanguages(), LANGUAGES);
}

/** localStorage when the page may use it (a private window or a sandbox may refuse, even on read). */
function storage(): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** The choice mirrored on this device ('auto' when none, or when storage cannot be read). */
export function rememberedChoice(): LanguageChoice {
  try {
    const found = storage()?.getItem(CHOICE_KEY) ?? null;
    return found && (LANGUAGES as readonly string[]).includes(found) ? (found as Language) : 'auto';
  } catch {
    return 'auto';
  }
}

/** Mirrors the choice for the next page load's first paint; a refusal only costs that paint. */
export function rememberChoice(choice: LanguageChoice): void {
  try {
    const s = storage();
    if (choice === 'auto') s?.removeItem(CHOICE_KEY);
    else s?.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage refused (quota, private mode): the preference in IndexedDB still holds.
  }
}
