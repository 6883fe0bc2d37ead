/**
 * The table's own settings in the dock: the sound and the computers' pace, and the buttons that
 * steer the computers' turns (the same on a person's turn and while a shared device's hand is hidden).
 */
import { useApp } from '../app/context.ts';
import { PACES, type Pace } from '../../session/preferences.ts';
import { useSteadyWords } from './steady.ts';

/** The sound switch and the pace. */
export function Tools() {
  const app = useApp();
  const prefs = app.preferences.value;
  const tools = useSteadyWords().catalog.table.tools;
  return (
    <span class="tools">
      {/* A speaker drawn, its name said (the dock has no room for the word on a phone). */}
      <button type="button" class="btn small sound" aria-pressed={prefs.sound} aria-label={tools.sound} title={tools.sound} onClick={() => app.setSound(!prefs.sound)}>
        <SpeakerIcon on={prefs.sound} />
      </button>
      <select class="pace" aria-label={tools.pace} value={prefs.pace} onChange={(e) => app.setPace((e.target as HTMLSelectElement).value as Pace)}>
        {PACES.map((pace) => (
          <option value={pace}>{tools.paces[pace]}</option>
        ))}
      </select>
    </span>
  );
}

/**
 * While the computers play at a pace that can be paused: Pause, or Next move and Resume once
 * held, and a skip to the person's turn under `skip` (none when null).
 */
export function Watching({ skip }: { skip: string | null }) {
  const { table } = useApp();
  const t = useSteadyWords().catalog.table;
  const held = table.held.value;
  return (
    <>
      {!held && (
        <button type="button" class="btn" onClick={() => table.hold()}>
          {t.sinceStrip.pause}
        </button>
      )}
      {held && (
        <button type="button" class="btn primary" onClick={() => table.nextMove()}>
          {t.sinceStrip.nextMove}
        </button>
      )}
      {held && (
        <button type="button" class="btn" onClick={() => table.release()}>
          {t.sinceStrip.resume}
        </button>
      )}
      {skip !== null && (
        <button type="button" class="btn" onClick={() => table.skipToMyTurn()}>
          {skip}
        </button>
      )}
    </>
  );
}

/** A speaker, with waves when the sound is on and a cross when it is off (drawn: no emoji font needed). */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      ) : (
        <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      )}
    </svg>
  );
}
