/**
 * The Display settings panel, opened from the top bar: tile size, pips or numerals, the
 * contrast, and the language. They are the device's preferences (kept apart from games and
 * records) and apply at once (a new language once its words have loaded).
 */
import { useEffect } from 'preact/hooks';
import { CONTRASTS, LANGUAGES, TILE_FACES, TILE_SIZES, type Language } from '../../session/preferences.ts';
import { useApp } from './context.ts';
import { AUTONYMS } from '../words/languages.ts';
import { currentLanguage } from '../words/shelf.ts';
import { useFrontWords } from '../words/use.ts';

/** The panel; `onClose` when the person is done (Done or Escape). */
export function DisplayPanel({ onClose }: { onClose: () => void }) {
  const app = useApp();
  const d = useFrontWords().table.display;
  const prefs = app.preferences.value;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div class="display-panel" id="display-panel" role="group" aria-label={d.title}>
      <Choices name="tile-size" legend={d.size} values={TILE_SIZES} words={d.sizes} now={prefs.tileSize} choose={(tileSize) => app.setDisplay({ tileSize })} />
      <Choices name="tile-face" legend={d.face} values={TILE_FACES} words={d.faces} now={prefs.tileFace} choose={(tileFace) => app.setDisplay({ tileFace })} />
      <Choices name="contrast" legend={d.contrast} values={CONTRASTS} words={d.contrasts} now={prefs.contrast} choose={(contrast) => app.setDisplay({ contrast })} />
      <div class="field">
        <label for="display-language">{d.language}</label>
        {/* Each language is named in its own words, marked with its language for screen readers. */}
        <select id="display-language" value={currentLanguage()} onChange={(e) => app.setLanguage((e.target as HTMLSelectElement).value as Language)}>
          {LANGUAGES.map((lang) => (
            <option value={lang} lang={lang} key={lang}>
              {AUTONYMS[lang]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" class="btn primary" onClick={onClose}>
        {d.done}
      </button>
    </div>
  );
}

/** One preference as a row of radio buttons, each value in the words. */
function Choices<T extends string>(p: { name: string; legend: string; values: readonly T[]; words: Record<T, string>; now: T; choose: (value: T) => void }) {
  return (
    <fieldset>
      <legend>{p.legend}</legend>
      {p.values.map((value) => (
        <label class="choice" key={value}>
          <input type="radio" name={p.name} checked={p.now === value} onChange={() => p.choose(value)} />
          {p.words[value]}
        </label>
      ))}
    </fieldset>
  );
}
