/**
 * Keeps the page in step with the language: the person's choice (or the browser's) decides
 * the language on the shelf, and `<html lang>`, the title and the linked manifest follow the
 * language on screen. The choice is mirrored for the next load's first paint (languages.ts).
 */
import { effect, type ReadonlySignal } from '@preact/signals';
import type { Preferences } from '../../session/preferences.ts';
import { languageFor, rememberChoice } from './languages.ts';
import { manifestFile } from './manifest.ts';
import { currentLanguage, firstWords, switchLanguage } from './shelf.ts';

/** Follows the preferences' language and shows it on the page; returns the function that stops it. */
export function followLanguage(preferences: ReadonlySignal<Preferences>, doc: Document): () => void {
  const stopChoice = effect(() => {
    const choice = preferences.value.language;
    rememberChoice(choice);
    void switchLanguage(languageFor(choice));
  });
  const stopPage = effect(() => {
    const lang = currentLanguage();
    doc.documentElement.lang = lang;
    doc.title = firstWords().front.table.appName;
    const manifest = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.setAttribute('href', `./${manifestFile(lang)}`);
  });
  return () => {
    stopChoice();
    stopPage();
  };
}
