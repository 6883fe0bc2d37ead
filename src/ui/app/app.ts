/**
 * The app model: the screen on display, the storage status, the preferences, and the
 * table, input and records models, all built from injected ports. Disposing it stops every
 * effect it owns (saves, computer moves, the storage subscription, its own start-up).
 */
import { computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals';
import { current, defaultSettings, type Session } from '../../session/play.ts';
import { DEFAULT_PREFERENCES, type LanguageChoice, type Pace, type Preferences } from '../../session/preferences.ts';
import { IGNORED, type Outcome, type Screen } from './facts.ts';
import { InputModel } from '../table/model/input.ts';
import { lifetime } from './lifetime.ts';
import type { AppDeps, ComputerPlayer, SessionLoad, SessionLoadProblem, StorageStatus } from '../ports/ports.ts';
import { NewGameFormModel, type NewGameForm } from '../start/prefill.ts';
import { RecordsModel } from '../records/model/records.ts';
import type { ReplayRequest } from '../records/model/replay.ts';
import { sessionEnv } from '../ports/session-env.ts';
import { TableModel } from '../table/model/table.ts';
import type { Words } from '../words/words.ts';
import { rememberedChoice } from '../words/languages.ts';
import { laterWords } from '../words/shelf.ts';

/** Until the store reports: assume all is well and this tab owns the game. */
const STORAGE_UNKNOWN: StorageStatus = { persistent: true, problem: null, owner: true, evictionSafe: null };

/** A saved game the person's new game replaced before it could be resumed: where it stood. */
export interface ReplacedGame {
  round: number;
  rounds: number;
}

/** Builds the app model; it connects storage and loads the computer players at once. */
export const AppModel = createModel((deps: AppDeps) => {
  // The link is read now, so the form's first render already shows it; storage fills the rest later.
  const newGame = new NewGameFormModel(deps.search, deps.freshSeed);
  // Home is the front door; a link that pre-fills a game opens the form itself.
  const screen = signal<Screen>(newGame.fromLink.peek() ? 'newGame' : 'home');
  /** The round's history panel is open over the table (UI state: Undo never restores it). */
  const historyOpen = signal(false);
  const pageHidden = signal(false);
  const storage = signal<StorageStatus>(STORAGE_UNKNOWN);
  const restoreProblem = signal<SessionLoadProblem | null>(null);
  // The language chosen on this device is known at once (mirrored from storage), so the first render speaks it.
  const preferences = signal<Preferences>({ ...DEFAULT_PREFERENCES, language: rememberedChoice() });
  const computer = signal<ComputerPlayer | null>(null);
  /** A saved game that arrived after the person had started a new one here: kept, and offered back. */
  const replaced = signal<Session | null>(null);
  /** What the replay screen shows (its model lives in the screen's own chunk). */
  const replaying = signal<ReplayRequest | null>(null);
  /** Learn to play is open (its round lives in its own chunk, never saved): Rules and Records go back to it. */
  const learning = signal(false);
  // What the person did before storage answered; boot never undoes it.
  let startedHere = false;
  let navigated = false;
  /** Preferences the person set here; those loaded later never replace them. */
  const chosen = new Set<keyof Preferences>();

  const env = sessionEnv(deps.now, deps.freshSeed, computer);
  const store = deps.openStore(env);
  const table = new TableModel({
    store,
    scheduler: deps.scheduler,
    env,
    computer,
    readOnly: computed(() => !storage.value.owner),
    paused: computed(() => screen.value !== 'table' || pageHidden.value),
    shown: computed(() => screen.value === 'table'),
    pace: computed(() => preferences.value.pace),
  });
  const input = new InputModel(table, computer, deps.scheduler);
  // A game restored from Records (kept aside) goes on the table at once: the store holds it already.
  const records = new RecordsModel(store, (session) => (table.resume(session), (screen.value = 'table')));

  // Everything the screens say, for the person the device shows (nobody's hand: no "you" but a seat named so).
  const words = computed<Words>(() => {
    const s = table.status.value;
    const reader = table.handoff.value === null && table.handAway.value === null ? table.viewer.value : null;
    const { speak, catalog } = laterWords();
    return speak(catalog, { names: s ? s.seats.map((seat) => seat.name) : [], viewer: reader });
  });
  // What names the seats to everyone at the table (seat strip, lanes, history, scores, round end):
  // on a shared device every seat by its name, never "You"; with one person, as the words say it.
  const names = computed<Words>(() => {
    const w = words.value;
    if (!table.shared.value || w.reader.viewer === null) return w;
    return laterWords().speak(w.catalog, { names: w.reader.names, viewer: null });
  });

  effect(() => store.onStatus((status) => void (storage.value = status)));
  const alive = lifetime();

  /**
   * Puts the saved session on the table, unless the person started a game here meanwhile:
   * theirs wins and the saved one is kept in `replaced` (the store keeps one game in
   * progress, so the new game's first save overwrites it there). The screen changes only
   * when the person has done nothing yet and no link asked for the form.
   */
  function resumeSaved(loaded: SessionLoad): void {
    if (loaded.kind === 'loaded') {
      if (startedHere) replaced.value = loaded.session;
      else if (!table.session.peek()) {
        table.resume(loaded.session);
        if (!navigated && !newGame.touched.peek() && !newGame.fromLink.peek()) screen.value = 'table';
      }
    } else if (loaded.kind !== 'empty') restoreProblem.value = loaded;
  }

  async function boot(): Promise<void> {
    deps.loadComputer().then(
      (c) => void (alive() && (computer.value = c)),
      () => {}, // Stays null: the computers and hints wait; a reload tries again.
    );
    // All three reads are asked for before the person can act, so the saved game is read
    // before the save of a game started meanwhile could overwrite it.
    const stored = Promise.all([store.loadPreferences(), store.loadNewGame()]);
    const saved = store.loadSession();
    const [prefs, last] = await stored;
    if (!alive()) return;
    const mine = Object.fromEntries([...chosen].map((key) => [key, preferences.peek()[key]]));
    preferences.value = { ...prefs, ...mine };
    // A choice saved before the stored preferences arrived was saved with defaults for the rest: save the whole again.
    if (chosen.size > 0) void store.savePreferences(preferences.value);
    newGame.merge({ seats: last?.seats ?? null, pace: prefs.pace });
    const loaded = await saved;
    if (alive()) resumeSaved(loaded);
  }
  void boot();

  function setPace(pace: Pace): void {
    chosen.add('pace'); // Even when unchanged: preferences loaded later must not replace a choice.
    if (preferences.value.pace === pace) return;
    preferences.value = { ...preferences.value, pace };
    void store.savePreferences(preferences.value);
  }

  /** Changes how the screen is drawn (tile size, pips or numerals, contrast); kept with the device's preferences. */
  function setDisplay(display: Partial<Pick<Preferences, 'tileSize' | 'tileFace' | 'contrast'>>): void {
    const keys = Object.keys(display) as (keyof typeof display)[];
    for (const key of keys) chosen.add(key);
    const next = { ...preferences.value, ...display };
    if (keys.every((key) => next[key] === preferences.value[key])) return;
    preferences.value = next;
    void store.savePreferences(next);
  }

  /** Starts a game from the form; remembers its seats and its pace for next time. */
  function startGame(form: NewGameForm): Outcome {
    const outcome = table.start({ seats: form.seats, seed: form.seed });
    if (!outcome.ok) return outcome;
    startedHere = navigated = true;
    screen.value = 'table';
    setPace(form.pace);
    void store.saveNewGame({ seats: form.seats });
    newGame.started(form);
    return outcome;
  }

  /**
   * Starts a game from the form after the person agreed to leave the game in progress: that
   * one is kept in Records first (unfinished, resumable), and when it cannot be kept no new
   * game starts. Without a game in progress it is startGame.
   */
  async function leaveAndStart(form: NewGameForm): Promise<Outcome | 'not-kept'> {
    const left = table.session.peek();
    if (left && current(left).phase !== 'sessionOver' && storage.peek().owner) {
      // The computers wait while the form is up, so the game cannot move on meanwhile.
      const kept = await store.keepUnfinished(left);
      if (!alive()) return IGNORED;
      if (!kept) return 'not-kept';
    }
    return startGame(form);
  }

  /**
   * A Quick game: `you` (the reader's name for themself, in their language) and three
   * computers at the default level, a fresh seed, the pace the device plays at. A game in
   * progress is kept in Records first, as Start does after asking.
   */
  function quickGame(you: string): Promise<Outcome | 'not-kept'> {
    const { seats, seed } = defaultSettings(deps.freshSeed);
    return leaveAndStart({ seats: seats.map((s, i) => (i === 0 ? { ...s, name: you } : s)), seed, pace: preferences.peek().pace });
  }

  /** Chooses the language of the screens ('auto': the browser's); kept with the device's preferences. */
  function setLanguage(language: LanguageChoice): void {
    chosen.add('language');
    if (preferences.value.language === language) return;
    preferences.value = { ...preferences.value, language };
    void store.savePreferences(preferences.value);
  }

  /** Turns the table's sounds (and the your-turn vibration) on or off; kept with the device's preferences. */
  function setSound(on: boolean): void {
    chosen.add('sound');
    if (preferences.value.sound === on) return;
    preferences.value = { ...preferences.value, sound: on };
    void store.savePreferences(preferences.value);
  }

  return {
    table,
    input,
    records,
    /** `main[aria-busy]`: the table is not settled (a move on its way, a save running, the table on screen still drawing). */
    busy: computed(() => !table.settled.value),
    /** The screen on display. */
    screen: screen as ReadonlySignal<Screen>,
    /** The history panel is open. */
    historyOpen: historyOpen as ReadonlySignal<boolean>,
    /** Opens or closes the history panel. */
    showHistory(open: boolean): void {
      historyOpen.value = open;
    },
    /** What storage promises now; `owner` false means this tab is read-only. */
    storage: storage as ReadonlySignal<StorageStatus>,
    /** Why the saved game could not be resumed, until dismissed. */
    restoreProblem: restoreProblem as ReadonlySignal<SessionLoadProblem | null>,
    /** The person's preferences (the computers' pace). */
    preferences: preferences as ReadonlySignal<Preferences>,
    /** The computer players and hints once loaded. */
    computer: computer as ReadonlySignal<ComputerPlayer | null>,
    /** The New game form: what it shows, and the person's edits. */
    newGame,
    /** The game a new one would leave (kept in Records as unfinished), where it stands; null when none is in progress. */
    leaving: computed<ReplacedGame | null>(() => {
      const s = table.status.value;
      return s && s.phase !== 'sessionOver' ? { round: s.round, rounds: s.rounds } : null;
    }),
    /** A saved game the person's new game replaced before it loaded (where it stood), until dismissed. */
    replaced: computed<ReplacedGame | null>(() => {
      const older = replaced.value;
      if (!older) return null;
      const s = current(older);
      return { round: s.round, rounds: s.rounds };
    }),
    /** The wording module for the reader the device shows now. */
    words,
    /** The words that name the seats to the whole table: by name on a shared device, else as `words`. */
    names,
    /** Shows a screen. */
    show(to: Screen): void {
      navigated = true;
      if (to === 'newGame') learning.value = false;
      screen.value = to;
    },
    /** A top-bar button: opens its screen, or closes it when it is already up. */
    toggle(to: Screen): void {
      navigated = true;
      screen.value = screen.value === to ? (learning.peek() ? 'learn' : table.status.value ? 'table' : 'home') : to;
    },
    /** What the replay screen shows, once one was opened. */
    replaying: replaying as ReadonlySignal<ReplayRequest | null>,
    /** Opens a replay: a recorded session, or the finished rounds of the one on the table. */
    openReplay(request: ReplayRequest): void {
      navigated = true;
      replaying.value = request;
      screen.value = 'replay';
    },
    /** Learn to play is open. */
    learning: learning as ReadonlySignal<boolean>,
    /** Opens Learn to play: a guided round apart from the game in progress (which waits, untouched). */
    learn(): void {
      navigated = true;
      learning.value = true;
      screen.value = 'learn';
    },
    /** Leaves Learn to play for Home. */
    leaveLearning(): void {
      learning.value = false;
      screen.value = 'home';
    },
    /**
     * The guided round is over and the learner goes on: back to the game in progress when
     * there is one, else straight into a Quick game (`you`: the reader's name for themself).
     */
    finishLearning(you: string): void {
      learning.value = false;
      const s = table.status.peek();
      if (s && s.phase !== 'sessionOver') screen.value = 'table';
      else void quickGame(you);
    },
    /** Back from Rules or Records: to Learn to play while it is open, else to the game, or Home when there is none. */
    back(): void {
      navigated = true;
      screen.value = learning.peek() ? 'learn' : table.session.value ? 'table' : 'home';
    },
    /** The page was hidden or shown (the computers wait while it is hidden). */
    setPageHidden(hidden: boolean): void {
      pageHidden.value = hidden;
    },
    startGame,
    leaveAndStart,
    /**
     * Once the session is over (it is in Records then): a new one with the same seats, with a
     * fresh seed, or `sameDeal` the same seed (the same hands, round by round). Ignored before.
     */
    playAgain(sameDeal: boolean): Outcome {
      const s = table.status.peek();
      if (!s || s.phase !== 'sessionOver') return IGNORED;
      return startGame({ seats: s.seats, seed: sameDeal ? s.seed : deps.freshSeed(), pace: preferences.peek().pace });
    },
    quickGame,
    /** The game in progress (not a finished session), where it stands, for Home's Continue; null when none. */
    inProgress: computed(() => {
      const s = table.status.value;
      return s && s.phase !== 'sessionOver' ? s : null;
    }),
    setPace,
    setDisplay,
    setSound,
    setLanguage,
    /** A fresh random seed for the form. */
    freshSeed(): string {
      return deps.freshSeed();
    },
    /** Takes the game over from another tab, then shows it here. */
    async takeOver(): Promise<void> {
      if (!(await store.takeOver())) return;
      const loaded = await table.restore();
      if (!alive()) return;
      if (loaded.kind === 'loaded') screen.value = 'table';
      else if (loaded.kind !== 'empty') restoreProblem.value = loaded;
    },
    /** Back to the saved game the new one replaced: it is resumed and saved again (the newer game ends). */
    returnToReplaced(): void {
      const older = replaced.peek();
      if (!older) return;
      replaced.value = null;
      table.resume(older);
      // Resumed sessions are not re-saved by the table; this one must be, or a reload brings the newer game back.
      void store.saveSession(older);
      navigated = true;
      screen.value = 'table';
    },
    /** The person keeps the new game: the replaced one is let go. */
    dismissReplaced(): void {
      replaced.value = null;
    },
    /** The person read the restore problem. */
    dismissRestoreProblem(): void {
      restoreProblem.value = null;
    },
  };
});

/** An app model instance. */
export type AppModel = InstanceType<typeof AppModel>;
