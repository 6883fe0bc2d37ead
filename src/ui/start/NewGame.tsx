/**
 * The new-game form: seats (names, person or computer, level), the seed and the computer
 * pace. Its values live in the app's form model (link, then stored settings, then the
 * person's edits), so it is drawn once and never rebuilt when storage answers.
 */
import { useRef, useState } from 'preact/hooks';
import { LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, defaultName, validateSettings, type SeatSettings } from '../../session/play.ts';
import { PACES, type Pace } from '../../session/preferences.ts';
import type { SettingsIssue } from '../../session/settings.ts';
import { MAX_SEED_LENGTH } from '../../shuffle/index.ts';
import { useApp } from '../app/context.ts';
import type { NewGameForm } from './prefill.ts';
import { LeaveAsk } from './LeaveAsk.tsx';
import { useFormWords, useFrontWords, useNewGameWords } from '../words/use.ts';

interface NewGameProps {
  /** Starts the game; resolves false when the game in progress could not be kept, so none started. */
  onStart: (settings: NewGameForm) => Promise<boolean>;
  onCancel: (() => void) | null;
  /** Back to Home (offered when there is no game to go back to). */
  onHome?: () => void;
}

/** A form a family fills in at the table; Start validates through the session's rules. */
export function NewGame({ onStart, onCancel, onHome }: NewGameProps) {
  const app = useApp();
  const form = app.newGame;
  const w = useNewGameWords();
  const f = useFormWords();
  const front = useFrontWords().table;
  // The session's default first seat is "You": the form shows and starts it in the reader's language ("Tú").
  const inLanguage = (values: NewGameForm): NewGameForm => ({ ...values, seats: values.seats.map((s) => (s.name === 'You' ? { ...s, name: w.you } : s)) });
  // What this render shows; Start sends exactly this (handlers are re-bound with every render).
  const shown = inLanguage(form.values.value);
  const { seats, seed, pace } = shown;
  const [issues, setIssues] = useState<SettingsIssue[]>([]);
  // Edits build on the model's latest values, so two quick edits never undo each other.
  const setSeats = (change: (now: SeatSettings[]) => SeatSettings[]) => form.edit({ seats: change(form.values.peek().seats) });
  const update = (i: number, change: Partial<SeatSettings>) =>
    setSeats((now) => now.map((s, j) => (j === i ? { ...s, ...change, ...(change.kind === 'person' ? { level: undefined } : {}) } : s)));
  const taken = (now: SeatSettings[]) => new Set(now.map((s) => s.name.toLowerCase()));
  /** A new person's seat name in the reader's language, not taken yet ("Player 5"). */
  const personName = (now: SeatSettings[]) => {
    for (let n = now.length + 1; ; n++) if (!taken(now).has(f.personName(n).toLowerCase())) return f.personName(n);
  };
  const leaving = app.leaving.value;
  const notes = form.notes.value.map(f.linkNote);
  if (leaving) notes.push(f.inProgress(leaving.round, leaving.rounds));
  // Start asks first when it would leave a game in progress (UI state: nothing to undo).
  const [asking, setAsking] = useState(false);
  const [notKept, setNotKept] = useState(false);
  // A start on its way (it begins in the task after the tap): another tap on Start meanwhile is not a second game.
  const starting = useRef(false);
  const start = async (values: NewGameForm) => {
    if (starting.current) return;
    starting.current = true;
    setAsking(false);
    // The form goes when the game starts: removing the element that has the focus makes the
    // browser work out the whole page's style and layout there and then, in Start's task, so the
    // focus is let go first (the table's dock takes it once drawn).
    (globalThis.document?.activeElement as HTMLElement | null | undefined)?.blur?.();
    // The game starts in the task after the tap's. The tap's task is the browser's input
    // handling, which lays out again the page under the pointer once it changed; with the
    // session's start and the change of screen in it too, it would be a long task on a slow
    // phone. So the tap's task only reads the form, and the rest follows.
    await new Promise((next) => setTimeout(next, 0));
    try {
      setNotKept(!(await onStart(values)));
    } finally {
      starting.current = false;
    }
  };
  const submit = () => {
    // The session's own check, so each problem is worded from its facts; a blank seed is fine (a fresh one is dealt).
    const checked = validateSettings({ seats, seed }, () => seed);
    setIssues(checked.ok ? [] : checked.issues);
    if (!checked.ok) return;
    if (leaving) setAsking(true);
    else void start(shown);
  };
  return (
    <section class="panel" aria-labelledby="new-game-title">
      <h2 id="new-game-title">{w.title}</h2>
      {notes.map((n) => (
        <p class="muted">{n}</p>
      ))}
      {/* Within reach before the form, for someone who has never played. */}
      <p class="learn-link">
        <button type="button" class="btn" onClick={() => app.learn()}>
          {w.learnToPlay}
        </button>
      </p>
      <form
        class="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset class="form-grid plain">
          <legend>{f.players(seats.length)}</legend>
          {seats.map((seat, i) => (
            <div class="seat-row">
              <input
                aria-label={f.seatName(i)}
                value={seat.name}
                maxLength={MAX_NAME_LENGTH}
                onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
              />
              <select
                aria-label={f.seatKind(i)}
                value={seat.kind}
                onChange={(e) => {
                  const kind = (e.target as HTMLSelectElement).value as SeatSettings['kind'];
                  update(i, kind === 'computer' ? { kind, level: seat.level ?? 'sharp' } : { kind });
                }}
              >
                <option value="person">{f.kinds.person}</option>
                <option value="computer">{f.kinds.computer}</option>
              </select>
              <button
                type="button"
                class="btn small"
                aria-label={f.removeSeat(i)}
                disabled={seats.length <= MIN_SEATS}
                onClick={() => setSeats((now) => now.filter((_, j) => j !== i))}
              >
                {f.removeMark}
              </button>
            </div>
          ))}
          <div class="row">
            <button
              type="button"
              class="btn small"
              disabled={seats.length >= MAX_SEATS}
              onClick={() => setSeats((now) => [...now, { name: defaultName(now.length, 'computer', taken(now)), kind: 'computer', level: 'sharp' }])}
            >
              {f.addComputer}
            </button>
            <button
              type="button"
              class="btn small"
              disabled={seats.length >= MAX_SEATS}
              onClick={() => setSeats((now) => [...now, { name: personName(now), kind: 'person' }])}
            >
              {f.addPerson}
            </button>
          </div>
        </fieldset>
        {/* Closed by default: a newcomer needs none of it; a link that sets any of it opens it. */}
        <details class="more-options" open={form.fromLink.value || undefined}>
          <summary>{f.moreOptions}</summary>
          {seats.some((seat) => seat.kind === 'computer') && (
            <fieldset class="form-grid plain levels">
              <legend>{f.levelsTitle}</legend>
              <ul class="level-why muted">
                {LEVELS.map((l) => (
                  <li>{f.levelWhy[l]}</li>
                ))}
              </ul>
              {seats.map(
                (seat, i) =>
                  seat.kind === 'computer' && (
                    <div class="level-row">
                      <label for={`level-${i}`} class="grow">
                        {seat.name}
                      </label>
                      <select
                        id={`level-${i}`}
                        aria-label={f.seatLevel(i)}
                        value={seat.level ?? 'sharp'}
                        onChange={(e) => update(i, { level: (e.target as HTMLSelectElement).value as SeatSettings['level'] })}
                      >
                        {LEVELS.map((l) => (
                          <option value={l}>{f.levels[l]}</option>
                        ))}
                      </select>
                    </div>
                  ),
              )}
            </fieldset>
          )}
          <div class="field">
            <label for="seed">{f.seed}</label>
            <p class="muted field-why" id="seed-why">
              {f.seedWhy}
            </p>
            <div class="row">
              <input
                id="seed"
                aria-describedby="seed-why"
                value={seed}
                maxLength={MAX_SEED_LENGTH}
                autocomplete="off"
                spellcheck={false}
                onInput={(e) => form.edit({ seed: (e.target as HTMLInputElement).value })}
                class="grow"
              />
              <button type="button" class="btn small" onClick={() => form.edit({ seed: app.freshSeed() })}>
                {f.newSeed}
              </button>
            </div>
          </div>
          <div class="field">
            <label for="pace">{f.pace}</label>
            <p class="muted field-why" id="pace-why">
              {f.paceWhy}
            </p>
            <select id="pace" aria-describedby="pace-why" value={pace} onChange={(e) => form.edit({ pace: (e.target as HTMLSelectElement).value as Pace })}>
              {PACES.map((p) => (
                <option value={p}>{f.paces[p]}</option>
              ))}
            </select>
          </div>
        </details>
        {issues.length > 0 && (
          <div class="error" role="alert">
            {issues.map((i) => (
              <p>{f.issue(i)}</p>
            ))}
          </div>
        )}
        {notKept && (
          <p class="error" role="alert">
            {w.notKept}
          </p>
        )}
        {asking && leaving ? (
          <LeaveAsk round={leaving.round} rounds={leaving.rounds} onAnswer={(yes) => (yes ? void start(inLanguage(form.values.peek())) : setAsking(false))} />
        ) : (
          <div class="row">
            <button type="submit" class="btn primary">
              {w.start}
            </button>
            {onCancel ? (
              <button type="button" class="btn" onClick={onCancel}>
                {w.backToGame}
              </button>
            ) : (
              onHome && (
                <button type="button" class="btn" onClick={onHome}>
                  {front.buttons.back}
                </button>
              )
            )}
          </div>
        )}
      </form>
    </section>
  );
}
