/** The new-game form: seats (names, person or computer, level), the seed and the computer pace. */
import { useState } from 'preact/hooks';
import { LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, defaultName, type SeatSettings } from '../../session/index.ts';
import { PACES, type Pace } from '../../session/preferences.ts';
import { useApp } from '../model/context.ts';
import type { NewGameForm } from '../model/prefill.ts';

interface NewGameProps {
  /** The last settings used, or a link's pre-fill. */
  initial: NewGameForm;
  /** Messages about a link's values that were ignored. */
  notes: string[];
  error: string | null;
  onStart: (settings: NewGameForm) => void;
  onCancel: (() => void) | null;
}

const PACE_NAMES: Record<Pace, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

/** A form a family fills in at the table; Start validates through the session's rules. */
export function NewGame({ initial, notes, error, onStart, onCancel }: NewGameProps) {
  const app = useApp();
  const [seats, setSeats] = useState<SeatSettings[]>(initial.seats);
  const [seed, setSeed] = useState(initial.seed);
  const [pace, setPace] = useState<Pace>(initial.pace);
  const update = (i: number, change: Partial<SeatSettings>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...change, ...(change.kind === 'person' ? { level: undefined } : {}) } : s)));
  const taken = () => new Set(seats.map((s) => s.name.toLowerCase()));
  return (
    <section class="panel" aria-labelledby="new-game-title">
      <h2 id="new-game-title">New game</h2>
      {notes.map((n) => (
        <p class="muted">{n}</p>
      ))}
      <form
        class="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          onStart({ seats, seed, pace });
        }}
      >
        <fieldset class="form-grid" style="border:0;padding:0;margin:0">
          <legend>Players ({seats.length})</legend>
          {seats.map((seat, i) => (
            <div class="seat-row">
              <input
                aria-label={`Seat ${i + 1} name`}
                value={seat.name}
                maxLength={MAX_NAME_LENGTH}
                onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
              />
              <select
                aria-label={`Seat ${i + 1} is a person or a computer`}
                value={seat.kind}
                onChange={(e) => {
                  const kind = (e.target as HTMLSelectElement).value as SeatSettings['kind'];
                  update(i, kind === 'computer' ? { kind, level: seat.level ?? 'sharp' } : { kind });
                }}
              >
                <option value="person">Person</option>
                <option value="computer">Computer</option>
              </select>
              <select
                aria-label={`Seat ${i + 1} computer level`}
                value={seat.level ?? 'sharp'}
                disabled={seat.kind !== 'computer'}
                onChange={(e) => update(i, { level: (e.target as HTMLSelectElement).value as SeatSettings['level'] })}
              >
                {LEVELS.map((l) => (
                  <option value={l}>{l === 'sharp' ? 'Sharp' : 'Relaxed'}</option>
                ))}
              </select>
              <button
                type="button"
                class="btn small"
                aria-label={`Remove seat ${i + 1}`}
                disabled={seats.length <= MIN_SEATS}
                onClick={() => setSeats(seats.filter((_, j) => j !== i))}
              >
                ✕
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
              Add computer
            </button>
            <button
              type="button"
              class="btn small"
              disabled={seats.length >= MAX_SEATS}
              onClick={() => setSeats([...seats, { name: defaultName(seats.length, 'person', taken()), kind: 'person' }])}
            >
              Add person
            </button>
          </div>
        </fieldset>
        <div class="field">
          <label for="seed">Seed (the same seed deals the same game)</label>
          <div class="row">
            <input id="seed" value={seed} maxLength={64} autocomplete="off" spellcheck={false} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} style="flex:1" />
            <button type="button" class="btn small" onClick={() => setSeed(app.freshSeed())}>
              New random seed
            </button>
          </div>
        </div>
        <div class="field">
          <label for="pace">Computer pace</label>
          <select id="pace" value={pace} onChange={(e) => setPace((e.target as HTMLSelectElement).value as Pace)}>
            {PACES.map((p) => (
              <option value={p}>{PACE_NAMES[p]}</option>
            ))}
          </select>
        </div>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="row">
          <button type="submit" class="btn primary">
            Start
          </button>
          {onCancel && (
            <button type="button" class="btn" onClick={onCancel}>
              Back to the game
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
