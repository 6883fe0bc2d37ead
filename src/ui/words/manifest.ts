/**
 * The web manifest's words in each language. English is manifest.webmanifest itself (the
 * single source of the manifest); each other language gets a copy with its own words
 * (manifest-es.webmanifest, written by vite.config.ts), and the page links the one of the
 * language in use (boot-script.ts before the first paint, document.ts after a switch).
 */
import type { Language } from '../../session/preferences.ts';

/** What the manifest says in one language. */
export interface ManifestWords {
  name: string;
  short_name: string;
  description: string;
}

/** The manifest's words of every language but English (which manifest.webmanifest holds). */
export const MANIFEST_WORDS: Readonly<Record<Exclude<Language, 'en'>, ManifestWords>> = {
  es: {
    name: 'Dominó Tren Mexicano',
    short_name: 'Tren mexicano',
    description: 'El dominó Tren Mexicano completo, de 13 rondas, sin conexión: contra la computadora o pasándose un solo dispositivo.',
  },
};

/** The manifest file of a language, beside index.html. */
export function manifestFile(lang: Language): string {
  return lang === 'en' ? 'manifest.webmanifest' : `manifest-${lang}.webmanifest`;
}
