/**
 * The app model: the screen on display, the storage status, the preferences, and the
 * table, input and records models, all built from injected ports. Disposing it stops every
 * effect it owns (saves, computer moves, the storage subscription, its own start-up).
 */
import { computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals';
import { DEFAULT_PREFERENCES, type Pace, type Preferences } from '../../session/preferences.ts';
import type { Outcome, Screen } from './facts.ts';
import { InputModel } from './input.ts';
import { lifetime } from './lifetime.ts';
import type { AppDeps, ComputerPlayer, SessionLoadProblem, StorageStatus } from './ports.ts';
import { defaultForm, readPrefill, type NewGameForm, type Prefill } from './prefill.ts';
import { RecordsModel } from './records.ts';
import { sessionEnv } from './session-env.ts';
import { TableModel } from './table.ts';
import { en, wordsFor, type Words } from '../words/index.ts';

/** Until the store reports: assume all is well and this tab owns the game. */
const STORAGE_UNKNOWN: StorageStatus = { persistent: true, problem: null, owner: true, evictionSafe: null };

/** Builds the app model; it connects storage and loads the computer players at once. */
export const AppModel = createModel((deps: AppDeps) => {
  const screen = signal<Screen>('newGame');
  const pageHidden = signal(false);
  const storage = signal<StorageStatus>(STORAGE_UNKNOWN);
  const restoreProblem = signal<SessionLoadProblem | null>(null);
  const preferences = signal<Preferences>({ ...DEFAULT_PREFERENCES });
  const computer = signal<ComputerPlayer | null>(null);
  const prefill = signal<Prefill>({ key: 0, settings: defaultForm(deps.freshSeed, DEFAULT_PREFERENCES), notes: [] });

  const env = sessionEnv(deps.now, deps.freshSeed, computer);
  const store = deps.openStore(env);
  const table = new TableModel({
    store,
    scheduler: deps.scheduler,
    env,
    computer,
    readOnly: computed(() => !storage.value.owner),
    held: computed(() => screen.value !== 'table' || pageHidden.value),
    pace: computed(() => preferences.value.pace),
  });
  const input = new InputModel(table, computer);
  const records = new RecordsModel(store);

  // Everything the screens say, for the person the device shows (nobody's hand: no "you" but a seat named so).
  const words = computed<Words>(() => {
    const s = table.status.value;
    const reader = table.handoff.value === null ? table.viewer.value : null;
    return wordsFor(en, { names: s ? s.seats.map((seat) => seat.name) : [], viewer: reader });
  });

  effect(() => store.onStatus((status) => void (storage.value = status)));
  const alive = lifetime();

  /** Resumes the saved session, or says why it cannot be. */
  async function restore(): Promise<void> {
    const loaded = await table.restore();
    if (!alive()) return;
    if (loaded.kind === 'loaded') screen.value = 'table';
    else if (loaded.kind !== 'empty') restoreProblem.value = loaded;
  }

  async function boot(): Promise<void> {
    deps.loadComputer().then(
      (c) => void (alive() && (computer.value = c)),
      () => {}, // Stays null: the computers and hints wait; a reload tries again.
    );
    const [prefs, last] = await Promise.all([store.loadPreferences(), store.loadNewGame()]);
    if (!alive()) return;
    preferences.value = prefs;
    const read = readPrefill(deps.search, last, prefs, deps.freshSeed);
    prefill.value = { key: prefill.peek().key + 1, ...read.prefill };
    await restore();
    // A shared link opens the new-game form, pre-filled; a game in progress waits behind it.
    if (alive() && read.fromLink) screen.value = 'newGame';
  }
  void boot();

  function setPace(pace: Pace): void {
    if (preferences.value.pace === pace) return;
    preferences.value = { ...preferences.value, pace };
    void store.savePreferences(preferences.value);
  }

  return {
    table,
    input,
    records,
    /** The screen on display. */
    screen: screen as ReadonlySignal<Screen>,
    /** What storage promises now; `owner` false means this tab is read-only. */
    storage: storage as ReadonlySignal<StorageStatus>,
    /** Why the saved game could not be resumed, until dismissed. */
    restoreProblem: restoreProblem as ReadonlySignal<SessionLoadProblem | null>,
    /** The person's preferences (the computers' pace). */
    preferences: preferences as ReadonlySignal<Preferences>,
    /** The computer players and hints once loaded. */
    computer: computer as ReadonlySignal<ComputerPlayer | null>,
    /** What the new-game form starts from. */
    prefill: prefill as ReadonlySignal<Prefill>,
    /** The wording module for the reader the device shows now. */
    words,
    /** Shows a screen. */
    show(to: Screen): void {
      screen.value = to;
    },
    /** A top-bar button: opens its screen, or closes it when it is already up. */
    toggle(to: Screen): void {
      screen.value = screen.value === to ? (table.status.value ? 'table' : 'newGame') : to;
    },
    /** Back from Rules or Records: to the game, or to the form when there is none. */
    back(): void {
      screen.value = table.session.value ? 'table' : 'newGame';
    },
    /** The page was hidden or shown (the computers wait while it is hidden). */
    setPageHidden(hidden: boolean): void {
      pageHidden.value = hidden;
    },
    /** Starts a game from the form; remembers its seats and its pace for next time. */
    startGame(form: NewGameForm): Outcome {
      const outcome = table.start({ seats: form.seats, seed: form.seed });
      if (!outcome.ok) return outcome;
      screen.value = 'table';
      setPace(form.pace);
      void store.saveNewGame({ seats: form.seats });
      return outcome;
    },
    setPace,
    /** A fresh random seed for the form. */
    freshSeed(): string {
      return deps.freshSeed();
    },
    /** Takes the game over from another tab, then shows it here. */
    async takeOver(): Promise<void> {
      if (await store.takeOver()) await restore();
    },
    /** The person read the restore problem. */
    dismissRestoreProblem(): void {
      restoreProblem.value = null;
    },
  };
});

/** An app model instance. */
export type AppModel = InstanceType<typeof AppModel>;
