/**
 * The Display settings panel, opened from the top bar: tile size, pips or numerals, and the
 * language. They are the device's preferences (kept apart from games and records) and apply
 * at once (a new language once its words have loaded).
 */
import { useEffect } from 'preact/hooks';
import { LANGUAGES, TILE_FACES, TILE_SIZES, type Language, type TileFace, type TileSize } from '../../session/preferences.ts';
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
      <fieldset>
        <legend>{d.size}</legend>
        {TILE_SIZES.map((size: TileSize) => (
          <label class="choice" key={size}>
            <input type="radio" name="tile-size" checked={prefs.tileSize === size} onChange={() => app.setDisplay({ tileSize: size })} />
            {d.sizes[size]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{d.face}</legend>
        {TILE_FACES.map((face: TileFace) => (
          <label class="choice" key={face}>
            <input type="radio" name="tile-face" checked={prefs.tileFace === face} onChange={() => app.setDisplay({ tileFace: face })} />
            {d.faces[face]}
          </label>
        ))}
      </fieldset>
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
