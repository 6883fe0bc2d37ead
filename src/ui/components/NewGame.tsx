/** The new-game form: seats (names, person or computer, level), the seed and the computer pace. */
import { useState } from 'preact/hooks';
import { LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, defaultName, validateSettings, type SeatSettings } from '../../session/index.ts';
import { PACES, type Pace } from '../../session/preferences.ts';
import type { SettingsIssue } from '../../session/settings.ts';
import { MAX_SEED_LENGTH } from '../../shuffle/index.ts';
import { useApp } from '../model/context.ts';
import type { NewGameForm } from '../model/prefill.ts';
import { useNewGameWords } from '../words/use.ts';

interface NewGameProps {
  /** The last settings used, or a link's pre-fill. */
  initial: NewGameForm;
  onStart: (settings: NewGameForm) => void;
  onCancel: (() => void) | null;
}

/** A form a family fills in at the table; Start validates through the session's rules. */
export function NewGame({ initial, onStart, onCancel }: NewGameProps) {
  const app = useApp();
  const w = useNewGameWords();
  const [seats, setSeats] = useState<SeatSettings[]>(initial.seats);
  const [seed, setSeed] = useState(initial.seed);
  const [pace, setPace] = useState<Pace>(initial.pace);
  const [issues, setIssues] = useState<SettingsIssue[]>([]);
  const update = (i: number, change: Partial<SeatSettings>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...change, ...(change.kind === 'person' ? { level: undefined } : {}) } : s)));
  const taken = () => new Set(seats.map((s) => s.name.toLowerCase()));
  const status = app.table.status.value;
  const notes = app.prefill.value.notes.map(w.linkNote);
  if (status?.phase === 'playing') notes.push(w.inProgress(status.round, status.rounds));
  const submit = () => {
    // The session's own check, so each problem is worded from its facts; a blank seed is fine (a fresh one is dealt).
    const checked = validateSettings({ seats, seed }, () => seed);
    setIssues(checked.ok ? [] : checked.issues);
    if (checked.ok) onStart({ seats, seed, pace });
  };
  return (
    <section class="panel" aria-labelledby="new-game-title">
      <h2 id="new-game-title">{w.title}</h2>
      {notes.map((n) => (
        <p class="muted">{n}</p>
      ))}
      <form
        class="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset class="form-grid" style="border:0;padding:0;margin:0">
          <legend>{w.players(seats.length)}</legend>
          {seats.map((seat, i) => (
            <div class="seat-row">
              <input
                aria-label={w.seatName(i)}
                value={seat.name}
                maxLength={MAX_NAME_LENGTH}
                onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
              />
              <select
                aria-label={w.seatKind(i)}
                value={seat.kind}
                onChange={(e) => {
                  const kind = (e.target as HTMLSelectElement).value as SeatSettings['kind'];
                  update(i, kind === 'computer' ? { kind, level: seat.level ?? 'sharp' } : { kind });
                }}
              >
                <option value="person">{w.kinds.person}</option>
                <option value="computer">{w.kinds.computer}</option>
              </select>
              <select
                aria-label={w.seatLevel(i)}
                value={seat.level ?? 'sharp'}
                disabled={seat.kind !== 'computer'}
                onChange={(e) => update(i, { level: (e.target as HTMLSelectElement).value as SeatSettings['level'] })}
              >
                {LEVELS.map((l) => (
                  <option value={l}>{w.levels[l]}</option>
                ))}
              </select>
              <button
                type="button"
                class="btn small"
                aria-label={w.removeSeat(i)}
                disabled={seats.length <= MIN_SEATS}
                onClick={() => setSeats(seats.filter((_, j) => j !== i))}
              >
                {w.removeMark}
              </button>
            </div>
          ))}
          <div class="row">
            <button
              type="button"
              class="btn small"
              disabled={seats.length >= MAX_SEATS}
              onClick={() => setSeats([...seats, { name: defaultName(seats.length, 'computer', taken()), kind: 'computer', level: 'sharp' }])}
            >
              {w.addComputer}
            </button>
            <button
              type="button"
              class="btn small"
              disabled={seats.length >= MAX_SEATS}
              onClick={() => setSeats([...seats, { name: defaultName(seats.length, 'person', taken()), kind: 'person' }])}
            >
              {w.addPerson}
            </button>
          </div>
        </fieldset>
        <div class="field">
          <label for="seed">{w.seed}</label>
          <div class="row">
            <input
              id="seed"
              value={seed}
              maxLength={MAX_SEED_LENGTH}
              autocomplete="off"
              spellcheck={false}
              onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
              style="flex:1"
            />
            <button type="button" class="btn small" onClick={() => setSeed(app.freshSeed())}>
              {w.newSeed}
            </button>
          </div>
        </div>
        <div class="field">
          <label for="pace">{w.pace}</label>
          <select id="pace" value={pace} onChange={(e) => setPace((e.target as HTMLSelectElement).value as Pace)}>
            {PACES.map((p) => (
              <option value={p}>{w.paces[p]}</option>
            ))}
          </select>
        </div>
        {issues.length > 0 && (
          <div class="error" role="alert">
            {issues.map((i) => (
              <p>{w.issue(i)}</p>
            ))}
          </div>
        )}
        <div class="row">
          <button type="submit" class="btn primary">
            {w.start}
          </button>
          {onCancel && (
            <button type="button" class="btn" onClick={onCancel}>
              {w.backToGame}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
