/**
 * Words for one reader: turns the facts of core, session and ai (events, refusals, views,
 * blockers) into the catalog's keys and parameters, resolving seats to people ("You" for
 * the reader) and train references to train words. The only place facts become sentences.
 */
import { tileEnds, type ExposedDouble, type PlayerView, type RuleError, type TileCode, type TrainRef } from '../../core/index.ts';
import { blockedFacts } from '../../session/play.ts';
import type { BlockedFacts, Blocker, RoundEnding, SessionRefusal, TableEvent } from '../../session/index.ts';
import type { HintFacts } from '../../ai/hint-facts.ts';
import type { EngineSearch, NextStep, TableRefusal } from '../app/facts.ts';
import type { SinceItem } from '../table/derive/since.ts';
import type { BlockedWords, Catalog, MustPlayWords, NextTap, OwedWords, Person, PromptWords, RefusalWords, SearchWords, TrainWord } from './catalog.ts';

/**
 * A refusal as the layers below give it: the core's (RuleError), the session's own
 * (SessionRefusal) or the table's (TableRefusal); each code with exactly its facts, less the
 * developer's sentence (a SessionError is one as it is). Every code has words: refusalWords
 * switches over them all, and the compiler checks it.
 */
export type Refusal = WithoutMessage<RuleError | SessionRefusal> | TableRefusal;

/** Each member of a refusal union without its `message` (member by member, so `code` still tells them apart). */
type WithoutMessage<E> = E extends unknown ? Omit<E, 'message'> : never;

/** Who reads: the seat names, and the seat whose hand the device shows (null: nobody's). */
export interface Reader {
  names: readonly string[];
  viewer: number | null;
}

/** A preview waiting for Confirm, as the input model holds it. */
export type PreviewFact =
  | { kind: 'play'; tile: TileCode; train: TrainRef }
  | { kind: 'draw' }
  | { kind: 'finish' }
  | { kind: 'pass' };

/** The reader's name in each language (NewGameWords.you), lower case: "you", "tú" (and "tu", typed without its accent). */
const YOU_NAMES = new Set(['you', 'tú', 'tu']);

/** The pip number of a double's code ("6|6" → 6). */
function doubleOf(code: TileCode | undefined): number {
  return code ? (tileEnds(code)?.[0] ?? 0) : 0;
}

/** Everything a screen says, for one reader. */
export class Words {
  constructor(
    readonly catalog: Catalog,
    readonly reader: Reader,
  ) {}

  /** A seat as a person in a sentence; a seat literally named "You" (in any of the app's languages) is always addressed as you. */
  person(seat: number): Person {
    // Every seat has a name; a number is only a last resort that needs no language.
    const name = this.reader.names[seat] ?? String(seat + 1);
    return { name, you: seat === this.reader.viewer || YOU_NAMES.has(name.trim().toLowerCase()) };
  }

  /**
   * Each seat's names for its chip in the seat strip, longest first: the name as a sentence
   * says it ("You" for the reader), the first word of a longer name when no other seat's name
   * starts so, and a short form no other seat shares ("C1", "C2" for "Computer 1", "Computer 2").
   * The strip shows the longest that fits its chip.
   */
  chipNames(): readonly (readonly string[])[] {
    // Asked by the strip and by every lane at each draw: worked out once (the names and the reader never change here).
    return (this.chips ??= this.workOutChipNames());
  }

  /** Each seat's chip names once (chipNames). */
  private chips: readonly (readonly string[])[] | undefined;

  private workOutChipNames(): string[][] {
    const people = this.reader.names.map((_, i) => this.person(i));
    const chip = this.catalog.table.seatChip;
    const key = (s: string) => s.trim().toLocaleLowerCase();
    const full = people.map((p) => this.catalog.person(p));
    const taken = (s: string, i: number, others: readonly string[]) => others.some((o, j) => j !== i && key(o) === key(s));
    const firsts = people.map((p) => (p.you ? '' : (p.name.trim().split(/\s+/)[0] ?? '')));
    // The first word alone, for a name of several words not ending in a number ("Computer 2" would lose its number).
    const medium = people.map((p, i) => {
      const words = p.name.trim().split(/\s+/);
      if (p.you || words.length < 2 || /^\d+$/.test(words.at(-1)!) || taken(firsts[i]!, i, firsts) || taken(firsts[i]!, i, full)) return null;
      return this.catalog.person({ name: firsts[i]!, you: false });
    });
    // Every seat starts at its shortest form; seats whose forms clash step to longer ones.
    const steps = people.map(() => 0);
    let short = people.map((p, i) => chip.short(p, steps[i]!));
    for (let round = 0; round < 6; round++) {
      const clash = short.map((s, i) => taken(s, i, short) || taken(s, i, full));
      if (!clash.includes(true)) break;
      clash.forEach((c, i) => c && steps[i]!++);
      short = people.map((p, i) => chip.short(p, steps[i]!));
    }
    // Still the same (names alike to their fourth letter): the seat's number tells them apart.
    short = short.map((s, i) => (taken(s, i, short) ? `${s}${i + 1}` : s));
    return people.map((_, i) => [full[i]!, medium[i], short[i]!].filter((s, k, all): s is string => s !== null && all.indexOf(s) === k));
  }

  /** A train seen from `actor` (the seat acting, if any) and the reader. */
  train(ref: TrainRef | string | undefined, actor: number | null = null): TrainWord {
    if (ref === 'mexican' || typeof ref !== 'number') return { kind: 'mexican' };
    if (this.person(ref).you) return { kind: 'yours' };
    if (ref === actor) return { kind: 'own' };
    return { kind: 'of', owner: this.person(ref) };
  }

  /** A train's label on the board: "Your train", "Ben's train", "Mexican Train". */
  trainLabel(ref: TrainRef): string {
    return this.catalog.trainLabel(this.train(ref));
  }

  tile(code: TileCode): string {
    return this.catalog.tile(code);
  }

  tiles(n: number): string {
    return this.catalog.tiles(n);
  }

  /** One action of the round as the table hears it, and the round's end when it ended it. */
  event(e: TableEvent, ended: RoundEnding | null = null): string {
    const who = this.person(e.seat);
    let said: string;
    switch (e.kind) {
      case 'engine':
        said = this.catalog.event({ kind: 'engine', who, engine: doubleOf(e.tile) });
        break;
      case 'play':
        said = this.catalog.event({
          kind: 'play',
          who,
          tile: e.tile,
          train: this.train(e.train, e.seat),
          double: e.double,
          again: e.again,
          covered: e.covered === null ? null : doubleOf(e.covered),
          closed: e.closed,
        });
        break;
      case 'draw':
        said = this.catalog.event({ kind: 'draw', who });
        break;
      case 'pass':
        said = this.catalog.event({ kind: 'pass', who, firstTurn: e.firstTurn, opened: e.opened });
        break;
      case 'endFirstTurn':
        said = this.catalog.event({ kind: 'endFirstTurn', who, tiles: e.tiles });
        break;
    }
    return ended ? this.catalog.endingMove(said, this.ended(ended)) : said;
  }

  /** A seat's run of actions since the reader's last one ("since your turn", issue 39): its name, and what it did in short parts. */
  since(item: SinceItem): { who: string; parts: string[] } {
    const who = this.person(item.seat);
    const acts = item.acts.map((a) =>
      a.kind === 'engine' ? { kind: a.kind, engine: doubleOf(a.tile) } : a.kind === 'plays' ? { kind: a.kind, train: this.train(a.train, item.seat), tiles: a.tiles } : { kind: a.kind },
    );
    const out = item.ended?.reason === 'out' && item.ended.out.includes(item.seat);
    return {
      who: this.catalog.person(who),
      parts: this.catalog.sinceParts({ who, acts, opened: item.opened, owes: item.owes === null ? null : doubleOf(item.owes), lastTile: item.lastTile, out }),
    };
  }

  /** How the round ended. */
  ended(ending: RoundEnding): string {
    return ending.reason === 'out'
      ? this.catalog.roundEnded({ reason: 'out', out: ending.out.map((s) => this.person(s)) })
      : this.catalog.roundEnded({ reason: 'blocked' });
  }

  /** Why Undo, Redo or Restart is not possible. */
  blocked(action: 'undo' | 'redo' | 'restart', blocker: Blocker): string {
    return this.catalog.blocked(action, this.blockedWords(blockedFacts(blocker)));
  }

  /** A blocker's facts in words; another person's move with no seat (none to name) is nothing to take back. */
  private blockedWords(facts: BlockedFacts): BlockedWords {
    if (facts.reason !== 'another-person') return { reason: facts.reason };
    return facts.seat >= 0 ? { reason: 'another-person', who: this.person(facts.seat) } : { reason: 'nothing-to-undo' };
  }

  /** A refused move or request, in words; `view` (the reader's) sharpens duty refusals. */
  refusal(r: Refusal, view?: PlayerView | null): string {
    return this.catalog.refusal(this.refusalWords(r, view ?? null));
  }

  private refusalWords(r: Refusal, view: PlayerView | null): RefusalWords {
    const canCover = view ? view.legal.some((a) => a.type === 'play') : true;
    switch (r.code) {
      case 'malformed-action':
        return { code: 'not-a-move', what: 'action' };
      case 'no-such-tile':
        return { code: 'not-a-move', what: 'tile' };
      case 'no-such-train':
        return { code: 'not-a-move', what: 'train' };
      case 'not-in-hand':
        return { code: 'not-in-hand', tile: r.data.tile };
      case 'must-cover-oldest-double':
        return { code: 'must-cover', double: doubleOf(r.data.double), train: this.train(r.data.doubleTrain), canCover };
      case 'first-turn-own-train':
        return { code: 'first-turn-own-train' };
      case 'not-your-train':
        return { code: 'private-train', owner: this.person(r.data.owner) };
      case 'must-show-engine':
        return { code: 'must-show-engine', tile: r.data.tile, engine: r.data.need };
      case 'does-not-match':
        return { code: 'does-not-match', tile: r.data.tile, need: r.data.need, train: this.train(r.data.train) };
      case 'fits-nowhere': {
        const { tile, owed } = r.data;
        return {
          code: 'fits-nowhere',
          tile,
          duty: owed ? { double: doubleOf(owed.tile), train: this.train(owed.train), canCover } : null,
          drawn: view?.drawnThisOpportunity ? drawnTile(view) : null,
          then: view ? nextTap(view) : null,
        };
      }
      case 'illegal':
      case 'not-this-train':
        return { code: 'not-this-train', tile: r.data.tile };
      case 'nothing-fits-train':
        return { code: 'nothing-fits-train', train: this.train(r.data.train, this.reader.viewer) };
      case 'round-over':
      case 'session-over':
      case 'round-not-over':
      case 'no-draw-on-first-turn':
      case 'finish-first-turn':
      case 'already-drawn':
      case 'yard-empty':
      case 'must-draw':
      case 'read-only':
      case 'lesson-step':
      case 'bad-settings':
      case 'not-computer-turn':
        return { code: r.code };
      case 'first-turn-needs-a-tile':
        return { code: 'first-turn-needs-a-tile', engine: r.data.engine };
      case 'place-engine-first':
        return { code: 'place-engine-first', engine: r.data.engine };
      case 'engine-already-placed':
        return { code: 'engine-placed' };
      case 'not-first-turn':
        return { code: 'first-turn-over' };
      case 'must-play':
        return this.mustPlay(r);
      case 'computer-turn':
        return { code: 'computer-turn', who: this.person(r.data.seat) };
      case 'cannot-undo':
        return { code: 'blocked', action: 'undo', why: this.blockedWords(r.data) };
      case 'cannot-redo':
        return { code: 'blocked', action: 'redo', why: this.blockedWords(r.data) };
      case 'cannot-restart':
        return { code: 'blocked', action: 'restart', why: { reason: r.data.reason } };
      default:
        return unworded(r);
    }
  }

  /** Why a tile must be played: each of the four rules behind the core's `must-play`. */
  private mustPlay(r: Extract<Refusal, { code: 'must-play' }>): MustPlayWords {
    const d = r.data;
    switch (d.because) {
      case 'start-train':
        return { code: 'must-play', because: 'start-train', engine: d.engine };
      case 'cover-double':
        return { code: 'must-play', because: 'cover-double', double: doubleOf(d.double), train: this.train(d.doubleTrain) };
      case 'drawn-fits':
        return { code: 'must-play', because: 'drawn-fits', tile: d.tile };
      case 'tile-fits':
        return { code: 'must-play', because: 'tile-fits' };
      default:
        return unworded(d);
    }
  }

  /** What the person at the device is asked to do next (the input model's nextStep), in words. */
  prompt(step: NextStep): string {
    return this.catalog.prompt(this.promptWords(step));
  }

  private promptWords(step: NextStep): PromptWords {
    const owed = (o: ExposedDouble | null): OwedWords | null => (o ? { double: doubleOf(o.tile), train: this.train(o.train, this.reader.viewer) } : null);
    const on = (ref: TrainRef) => this.train(ref, this.reader.viewer);
    switch (step.kind) {
      case 'over':
        return { kind: 'over' };
      case 'engine':
        return { kind: 'engine', who: this.person(step.seat), engine: step.engine, search: this.search(step.search) };
      case 'waiting':
        return { kind: 'waiting', who: this.person(step.seat), search: this.search(step.search) };
      case 'pickTile':
        return { kind: 'pick-tile', moment: step.moment, engine: step.engine, owed: owed(step.owed), drawn: step.drawn ?? null, search: this.search(step.search) };
      case 'pickTrain':
        return { kind: 'pick-train', tile: step.tile, trains: step.trains.map(on) };
      case 'pickTileFor':
        return { kind: 'pick-tile-for', train: on(step.train), tiles: step.tiles };
      case 'confirmPlay':
        return { kind: 'confirm-play', tile: step.tile, train: on(step.train) };
      case 'confirmChain':
        return { kind: 'confirm-chain', tiles: step.tiles, end: step.end, laying: step.laying };
      case 'draw':
        return { kind: 'draw', owed: owed(step.owed), yard: step.yard, previewed: step.previewed };
      case 'pass': {
        const cause = step.cause === 'noStart' ? 'no-start' : step.cause === 'drawn' ? 'drawn' : 'yard-empty';
        return { kind: 'pass', cause, engine: step.engine, open: step.open, previewed: step.previewed };
      }
      case 'finish':
        return { kind: 'finish', tiles: step.tiles, end: step.end, more: step.more, previewed: step.previewed };
    }
  }

  /** The engine search as a sentence names it: the fewest and most tiles drawn, and who found the engine. */
  private search(search: EngineSearch | null | undefined): SearchWords | null {
    if (!search) return null;
    return { engine: search.engine, least: Math.min(...search.draws), most: Math.max(...search.draws), holder: this.person(search.holder) };
  }

  /** What Confirm will do. */
  preview(p: PreviewFact, view: PlayerView): string {
    switch (p.kind) {
      case 'play':
        return this.catalog.preview({ kind: 'play', tile: p.tile, train: this.train(p.train, view.seat) });
      case 'draw':
        return this.catalog.preview({ kind: 'draw', yard: view.yardSize });
      case 'finish': {
        const own = view.trains.find((t) => t.owner === view.seat);
        return this.catalog.preview({ kind: 'finish', tiles: view.playsThisTurn, end: own?.openEnd ?? null });
      }
      case 'pass':
        return this.catalog.preview({ kind: 'pass' });
    }
  }

  /** The banner about the double the seat to act owes (R9.3), or null. */
  owed(view: PlayerView): string | null {
    if (!view.owed) return null;
    return this.catalog.owed({ who: this.person(view.turn), double: doubleOf(view.owed.tile), train: this.train(view.owed.train) });
  }

  /**
   * "Read the table" for the reader: whose turn, the double owed, the trains open to them (on
   * their turn, those their legal plays reach: the core's facts), and who is close to going out.
   */
  readTable(view: PlayerView): string {
    const reader = this.reader.viewer;
    const over = view.phase === 'over' || view.turn < 0;
    const mine = !over && reader !== null && view.turn === reader;
    const ref = (t: PlayerView['trains'][number]): TrainRef => (t.owner === null ? 'mexican' : t.owner);
    const played = new Set(view.legal.flatMap((a) => (a.type === 'play' ? [String(a.train)] : [])));
    const engine = view.legal.some((a) => a.type === 'placeEngine');
    let open: PlayerView['trains'] = [];
    if (!over && !view.owed && reader !== null && !engine) {
      if (mine && played.size > 0) open = view.trains.filter((t) => played.has(String(ref(t))));
      // Otherwise the trains open to the reader: their own, and once their first turn is done the Mexican Train and the marked ones.
      else open = view.trains.filter((t) => t.owner === reader || (view.firstTurnDone[reader] && (t.owner === null || t.marked)));
    }
    const low = view.handCounts
      .map((tiles, seat) => ({ seat, tiles }))
      .filter((c) => c.tiles > 0 && c.tiles <= 2)
      .sort((a, b) => a.tiles - b.tiles || a.seat - b.seat);
    return this.catalog.table.readTable({
      turn: over ? null : this.person(view.turn),
      owed: view.owed && !over ? { double: doubleOf(view.owed.tile), train: this.train(view.owed.train) } : null,
      ends: open.map((t) => ({ train: this.train(ref(t)), needs: t.needs })),
      fits: mine && !engine ? played.size > 0 : null,
      low: low.map((c) => ({ who: this.person(c.seat), tiles: c.tiles })),
    });
  }

  /** The round-end heading. */
  roundOverTitle(o: { round: number; last: boolean; reason: 'out' | 'blocked'; out: number[] }): string {
    return this.catalog.roundOverTitle({ ...o, out: o.out.map((s) => this.person(s)) });
  }

  /** Why a hint suggests its move, for the reader. */
  hint(facts: HintFacts): string {
    return this.catalog.hint(facts, { person: (seat) => this.person(seat), train: (ref) => this.train(ref, this.reader.viewer) });
  }

  /** The session's winners line. */
  winners(winners: number[], total: number): string {
    return this.catalog.winners({ winners: winners.map((s) => this.person(s)), total });
  }
}

/**
 * A refusal no case above words. The compiler rejects the call while one is left (its fact
 * is then not `never`): a new code of the core, the session or the table fails to build
 * until it has words. Should a value bypass the types, it fails loudly, never vaguely.
 */
function unworded(refusal: never): never {
  throw new Error(`No words for the refusal ${JSON.stringify(refusal)}`);
}

/** The tile just drawn that must be played (R8.2): after a draw, only it can fit. */
function drawnTile(view: PlayerView): TileCode | null {
  const play = view.legal.find((a) => a.type === 'play');
  return play?.type === 'play' ? play.tile : null;
}

/** The step left to the reader, from their legal actions. */
function nextTap(view: PlayerView): NextTap | null {
  const has = (type: string) => view.legal.some((a) => a.type === type);
  if (has('play')) return 'tile';
  if (has('draw')) return 'draw';
  if (has('pass')) return 'pass';
  return has('endFirstTurn') ? 'finish' : null;
}

/** Words for a reader in a language. */
export function wordsFor(catalog: Catalog, reader: Reader): Words {
  return new Words(catalog, reader);
}
