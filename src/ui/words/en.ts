/** English: every sentence of the app (see catalog.ts for the keys and their facts). */
import type { HintFacts } from '../../ai/hint-facts.ts';
import { frontEn } from './front-en.ts';
import type { BlockedWords, Catalog, EventWords, SinceWords, HintContext, MustPlayWords, NextTap, Person, PromptWords, RefusalWords, SearchWords, TrainWord } from './catalog.ts';
import { tileEnds } from '../../core/index.ts';
import { shortForm } from './short.ts';
import { list, plural } from './en-base.ts';
import { formatNumber } from './number.ts';

/** "3–5", or "double 6": how people say a domino (low end first, as the hand shows it). */
function tile(code: string): string {
  const [a, b] = tileEnds(code) ?? [0, 0];
  return a === b ? `double ${a}` : `${a}–${b}`;
}

function the(code: string): string {
  return `the ${tile(code)}`;
}


/** Subject: "You" / "Ana". */
function who(p: Person): string {
  return p.you ? 'You' : p.name;
}

/** Possessive: "your" / "Ana's". */
function whose(p: Person): string {
  return p.you ? 'your' : `${p.name}'s`;
}

/** A verb in the present for the subject: "you play" / "Ana plays". */
function verb(p: Person, base: string, third = `${base}s`): string {
  return p.you ? base : third;
}

/** A train in running text: "the Mexican Train", "your train", "their own train", "Ben's train". */
function train(t: TrainWord): string {
  switch (t.kind) {
    case 'mexican':
      return 'the Mexican Train';
    case 'yours':
      return 'your train';
    case 'own':
      return 'their own train';
    case 'of':
      return `${whose(t.owner)} train`;
  }
}

/** A number as English writes it ("1,208": number.ts). */
const numeral = (value: number): string => formatNumber('en', value);

function tiles(n: number): string {
  return plural(n, { one: `${numeral(n)} tile`, other: `${numeral(n)} tiles` });
}

function event(e: EventWords): string {
  const w = who(e.who);
  switch (e.kind) {
    case 'engine':
      return `${w} placed the engine, the double ${e.engine}, in the hub`;
    case 'draw':
      return `${w} drew a tile`;
    case 'endFirstTurn':
      return `${w} finished ${e.who.you ? 'your' : 'their'} first turn with ${tiles(e.tiles)}`;
    case 'pass': {
      const own = e.who.you ? 'your' : 'their';
      const state = e.opened ? 'is open now' : 'stays open';
      if (e.firstTurn) return `${w} could not start ${own} train and passed; ${own} train ${state}`;
      return `${w} passed; ${own} train ${state}`;
    }
    case 'play': {
      // Closing one's own train (R5.5) is said as the marker coming off.
      const closed = e.closed ? ` and took ${e.who.you ? 'your' : 'their'} marker off` : '';
      if (e.covered !== null) return `${w} covered the double ${e.covered} with ${the(e.tile)} on ${train(e.train)}${closed}`;
      const played = `${w} played ${the(e.tile)} on ${train(e.train)}${closed}`;
      return e.again ? `${played} and ${verb(e.who, 'play')} again` : played;
    }
  }
}

/** A train in a short part: "your train", "Ben's train", "their train", "the Mexican Train". */
function trainShort(t: TrainWord): string {
  return t.kind === 'own' ? 'their train' : train(t);
}

function sinceParts(i: SinceWords): string[] {
  const acts = i.acts.map((a) => {
    switch (a.kind) {
      case 'engine':
        return `placed the engine, double ${a.engine}`;
      case 'plays':
        return `${a.tiles.length === 1 ? tile(a.tiles[0]!) : tiles(a.tiles.length)} on ${trainShort(a.train)}`;
      case 'draw':
        return 'drew';
      case 'pass':
        return 'passed';
    }
  });
  const flags = [i.opened ? 'train open' : '', i.owes !== null ? 'must be covered' : '', i.out ? 'went out' : i.lastTile ? '1 tile left!' : ''];
  return [acts.join(', '), ...flags].filter(Boolean);
}

function blocked(action: 'undo' | 'redo' | 'restart', why: BlockedWords): string {
  switch (why.reason) {
    case 'round-over':
      return action === 'restart' ? 'The round is over: restart works during a round.' : 'The round is over: Undo and Redo stay within a round.';
    case 'nothing-to-undo':
      return 'Nothing to take back yet in this round.';
    case 'nothing-to-redo':
      return 'Nothing to play again.';
    case 'nothing-played':
      return 'Nothing has been played in this round yet.';
    case 'computers-answering':
      return 'Wait until the computer players have answered.';
    case 'another-person':
      if (action === 'redo') return why.who.you ? 'Only you can play your move again.' : `Only ${why.who.name} can play ${why.who.name}'s move again.`;
      return why.who.you ? 'Only you can take back your move.' : `Only ${why.who.name} can take back ${why.who.name}'s move.`;
  }
}

function refusal(r: RefusalWords): string {
  switch (r.code) {
    case 'not-a-move':
      return r.what === 'action' ? 'The game does not know that move.' : r.what === 'tile' ? 'There is no such tile in the set.' : 'There is no such train at this table.';
    case 'not-in-hand':
      return `${capital(the(r.tile))} is not in your hand.`;
    case 'must-cover':
      return r.canCover
        ? `First cover the double ${r.double} on ${train(r.train)}: the oldest uncovered double comes before any other move. Tap a lit tile.`
        : `The double ${r.double} on ${train(r.train)} must be covered first, and no tile of yours covers it: tap Draw.`;
    case 'first-turn-own-train':
      return 'On your first turn you may play only on your own train.';
    case 'private-train':
      return `${capital(whose(r.owner))} train is private until ${r.owner.you ? 'you pass' : `${r.owner.name} passes`} and a marker goes on it: play on your train, the Mexican Train or a train with a marker.`;
    case 'must-show-engine':
      return `An empty train starts with a tile showing ${r.engine}; ${the(r.tile)} does not.`;
    case 'does-not-match':
      return `${capital(the(r.tile))} does not match ${train(r.train)}: it needs a ${r.need}.`;
    case 'fits-nowhere':
      if (r.drawn) return `Only ${the(r.drawn)} you drew may be played now: it fits, so it must be played. Tap it.`;
      if (r.duty) {
        const then = r.duty.canCover === false ? 'no tile of yours covers it, so tap Draw' : 'tap a lit tile that covers it';
        return `${capital(the(r.tile))} cannot cover the double ${r.duty.double} on ${train(r.duty.train)}, and that double must be covered first: ${then}.`;
      }
      return `${capital(the(r.tile))} fits nowhere you may play now${r.then ? `: ${tap(r.then)}` : ''}.`;
    case 'not-this-train':
      return `${capital(the(r.tile))} cannot go on that train now.`;
    case 'nothing-fits-train':
      return `No tile in your hand can go on ${train(r.train)} now.`;
    case 'round-over':
      return 'The round is over: go on to the next round.';
    case 'session-over':
      return 'All 13 rounds are played: the session is over.';
    case 'round-not-over':
      return 'The round is still being played.';
    case 'place-engine-first':
      return `The round starts when the double ${r.engine} is placed in the hub.`;
    case 'engine-placed':
      return 'The engine is already in the hub.';
    case 'first-turn-over':
      return 'Your first turn is over already.';
    case 'first-turn-needs-a-tile':
      return `Lay at least one tile showing ${r.engine} on your train first, or pass if none can start it.`;
    case 'no-draw-on-first-turn':
      return 'There is no drawing on your first turn.';
    case 'finish-first-turn':
      return 'You have started your train: finish your turn instead of passing.';
    case 'must-play':
      return mustPlay(r);
    case 'lesson-step':
      return 'In this lesson, tap what the coach points at.';
    case 'already-drawn':
      return 'You have drawn once already: one draw per play.';
    case 'yard-empty':
      return 'The yard is empty: pass.';
    case 'must-draw':
      return 'Nothing fits: draw a tile from the yard before you pass.';
    case 'computer-turn':
      return `It is ${r.who.name}'s turn, and ${r.who.name} is a computer player.`;
    case 'not-computer-turn':
      return 'No computer player is to play now.';
    case 'bad-settings':
      return 'These settings cannot start a game: check the players and the seed.';
    case 'read-only':
      return 'This game is being played in another tab. Take over to play here.';
    case 'blocked':
      return blocked(r.action, r.why);
    default: {
      // Every key has words: a key without a case here fails to build.
      const unsaid: never = r;
      return unsaid;
    }
  }
}

/** Why a draw or a pass was refused: a tile must be played, for one of four reasons. */
function mustPlay(r: MustPlayWords): string {
  switch (r.because) {
    case 'start-train':
      return `You hold a tile showing ${r.engine}, so you must start your train: tap a lit tile.`;
    case 'cover-double':
      return `First cover the double ${r.double} on ${train(r.train)}: a tile of yours covers it, so you may not draw or pass. Tap a lit tile.`;
    case 'drawn-fits':
      return `You drew ${the(r.tile)} and it fits, so it must be played now: tap it.`;
    case 'tile-fits':
      return 'You have a tile that fits, so you must play one: tap a lit tile.';
    default: {
      const unsaid: never = r;
      return unsaid;
    }
  }
}

/** The step a refusal sends the reader to. */
function tap(then: NextTap): string {
  switch (then) {
    case 'tile':
      return 'tap a lit tile';
    case 'draw':
      return 'nothing fits, so tap Draw';
    case 'pass':
      return 'tap Pass';
    case 'finish':
      return 'tap Finish turn';
  }
}

/** The engine search (R4.2): "Nobody held the double 12: everyone drew 2 tiles until Ana found it." */
function search(s: SearchWords | null | undefined): string {
  if (!s) return '';
  const drew = s.least === s.most ? tiles(s.most) : `${s.least} to ${s.most} tiles`;
  return `Nobody held the double ${s.engine}: everyone drew ${drew} until ${s.holder.you ? 'you' : s.holder.name} found it. `;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A train in a list of choices: "yours", "Ana's", "the Mexican Train". */
function trainChoice(t: TrainWord): string {
  switch (t.kind) {
    case 'mexican':
      return 'the Mexican Train';
    case 'yours':
      return 'yours';
    case 'own':
      return 'their own';
    case 'of':
      return `${t.owner.name}'s`;
  }
}

/** Why a pass is all that is left. */
function passCause(cause: 'no-start' | 'drawn' | 'yard-empty', engine: number): string {
  switch (cause) {
    case 'no-start':
      return `Nothing in your hand shows ${engine}`;
    case 'drawn':
      return 'Nothing fits after your draw';
    case 'yard-empty':
      return 'Nothing fits and the yard is empty';
  }
}

function prompt(p: PromptWords): string {
  switch (p.kind) {
    case 'over':
      return 'The round is over.';
    case 'engine':
      return (
        search(p.search) +
        (p.who.you ? `You hold the engine: tap Place engine to put the double ${p.engine} in the hub.` : `${p.who.name} places the engine, the double ${p.engine}.`)
      );
    case 'waiting':
      return search(p.search) + (p.who.you ? 'Your turn.' : `${p.who.name}'s turn.`);
    case 'pick-tile':
      if (p.drawn) return `You drew ${the(p.drawn)} and it fits, so it must be played now: tap it.`;
      if (p.moment === 'start') return `${search(p.search)}Your first turn: tap a lit tile showing ${p.engine} to start your train.`;
      if (p.moment === 'more') return 'Tap a lit tile to add to your train, or tap Finish turn.';
      if (p.owed) return `Cover the double ${p.owed.double} on ${train(p.owed.train)}: tap a lit tile.`;
      if (p.moment === 'again') return 'Your double gives you another play: tap a lit tile.';
      return 'Your turn: tap a lit tile, or a train to light the tiles that fit it.';
    case 'pick-train':
      return `Tap a lit train for ${the(p.tile)}: ${list(p.trains.map(trainChoice), 'or')}.`;
    case 'pick-tile-for':
      return p.tiles > 0
        ? `Tap a lit tile to play it on ${train(p.train)}.`
        : `Nothing in your hand fits ${train(p.train)}: tap another train or a tile.`;
    case 'confirm-play':
      return `Tap Confirm (or the train again) to play ${the(p.tile)} on ${train(p.train)}.`;
    case 'confirm-chain': {
      if (p.laying) return `Laying your chain: ${tiles(p.tiles)} to go…`;
      const end = p.end === null ? '' : `, ending in ${p.end}`;
      return `Confirm lays these ${tiles(p.tiles)} on your train${end}. Undo takes back one at a time.`;
    }
    case 'draw': {
      const why = p.owed ? `You cannot cover the double ${p.owed.double} on ${train(p.owed.train)}` : 'Nothing fits';
      return p.previewed ? `${why}: tap Confirm to draw a tile (${tiles(p.yard)} left in the yard).` : `${why}: tap Draw (or the yard) to take a tile.`;
    }
    case 'pass': {
      // Why a pass opens the train (R5.4): said with the pass, not only in the rules.
      const then = p.open
        ? 'Your train keeps its marker and stays open to everyone.'
        : 'A marker goes on your train: everyone may play on it until you play on it again.';
      return `${passCause(p.cause, p.engine)}: tap ${p.previewed ? 'Confirm to pass' : 'Pass'}. ${then}`;
    }
    case 'finish': {
      if (!p.previewed) return p.more ? 'Tap a lit tile to add to your train, or tap Finish turn.' : 'Nothing more links: tap Finish turn.';
      const finish = `finish your first turn with ${tiles(p.tiles)} on your train${p.end === null ? '' : `, ending in ${p.end}`}`;
      return p.more ? `Tap Confirm to ${finish}.` : `Nothing more links: tap Confirm to ${finish}.`;
    }
  }
}

function pips(n: number): string {
  return plural(n, { one: `${numeral(n)} pip`, other: `${numeral(n)} pips` });
}

function hint(f: HintFacts, ctx: HintContext): string {
  const on = (ref: Parameters<HintContext['train']>[0]) => train(ctx.train(ref));
  let text: string;
  switch (f.kind) {
    case 'engine':
      return `You hold the ${tile(f.tile)}: place it in the hub to start the round.`;
    case 'firstTurnPass':
      return `No tile in your hand shows ${f.engine}, so you cannot start your train: pass, and your train gets a marker.`;
    case 'firstTurnStop':
      return f.why === 'nothingFits'
        ? `No tile left in your hand matches your train's open end (${f.need}): finish your first turn.`
        : 'Stopping here keeps a better hand for later than laying more now: finish your first turn.';
    case 'firstTurnChain': {
      const start = f.continues ? 'Continues' : 'Starts';
      const more = f.more > 0 ? `, ${plural(f.more, { one: '1 more tile', other: `${f.more} more tiles` })} after it` : ', the last tile that links';
      return `${start} your best first-turn chain with ${the(f.tile)}${more}: ${pips(f.pips)} off your hand this turn${f.emptiesHand ? ' and empties your hand' : ''}.`;
    }
    case 'draw':
      return f.owed
        ? `No tile in your hand fits a train you may use. You must cover ${the(f.owed.tile)} on ${on(f.owed.train)} first (the oldest open double), and you cannot. Draw one tile.`
        : 'No tile in your hand fits a train you may use. Draw one tile.';
    case 'pass':
      return f.cause === 'drawnTileFitsNowhere'
        ? 'The tile you drew does not fit anywhere: pass, and your train gets a marker.'
        : 'Nothing fits and the yard is empty: pass, and your train gets a marker.';
    case 'goOut':
      return `Goes out: ${the(f.tile)} is your last tile.`;
    case 'only':
      return 'The only move.';
    case 'coverDouble':
      text = `You must cover the oldest open double, ${the(f.double)} on ${on(f.train)}: ${the(f.tile)} does it and sheds ${pips(f.pips)}.`;
      break;
    case 'double': {
      const head = `Plays ${the(f.tile)} on ${on(f.train)}`;
      const then = f.then;
      if (then.kind === 'stuck') text = `${head}; nothing fits after it, so you will have to ${then.ending === 'pass' ? 'pass (the yard is empty)' : 'draw'}.`;
      else if (then.kind === 'cover') text = `${head} for an extra play and covers it with ${the(then.tile)}: ${pips(then.pips)} off your hand this turn.`;
      else {
        let tail = '';
        if (then.left) {
          const n = then.left.unseenCovers;
          const covers = n === 0 ? 'no cover is' : `${n <= 3 ? 'only ' : ''}${plural(n, { one: '1 cover is', other: `${n} covers are` })}`;
          tail = then.left.keepsCover
            ? ` The others must cover it first (${covers} still unseen), and you keep a cover for yourself.`
            : ` The others must cover it first; ${covers} still unseen.`;
        }
        text = `${head} for an extra play, then ${the(then.tile)} on ${on(then.train)}.${tail}`;
      }
      break;
    }
    case 'ownTrain': {
      const marker = f.unmarks ? ' and takes your marker off' : '';
      text =
        f.plan > 0
          ? `Follows your plan on your own train${marker}: ${plural(f.plan, { one: '1 more tile', other: `${f.plan} more tiles` })} lined up after ${the(f.tile)}.`
          : `Plays ${the(f.tile)} (${pips(f.pips)}) on your own train${marker}; nothing better fits elsewhere.`;
      break;
    }
    case 'shed': {
      const keep = f.plan > 0 ? `Keeps your ${f.plan}-tile plan and sheds` : 'Sheds';
      const rare = f.rareOpen === null ? '' : ` It leaves ${f.rareOpen} open there, a number the others can hardly match.`;
      text = `${keep} ${pips(f.pips)} on ${on(f.train)}.${rare}`;
      break;
    }
  }
  if (f.drawn) text = `The tile you drew fits, so it must be played. ${text}`;
  if (f.urgent) {
    const who = ctx.person(f.urgent.seat);
    text += ` ${who.name} has only ${tiles(f.urgent.tiles)} left, so heavy tiles should go first.`;
  }
  return text;
}

const tableEn: Catalog['table'] = {
  ...frontEn.table,
  tableLabel: 'The table',
  playersLabel: 'Players',
  round: (round, of) => `Round ${round} of ${of}`,
  engine: 'Engine',
  enginePending: (engine) => `double ${engine} (not placed yet)`,
  yard: 'Yard',
  turn: 'Turn',
  nobody: '—',
  hintPrefix: 'Hint:',
  faceDown: 'face-down tile',
  undoTitle: 'Take back your last move',
  restartAsk: (round) => `Restart round ${round} from its deal? Every move of this round is taken back; Undo brings them back.`,
  hintLoading: 'Hint will be ready in a moment.',
  tools: {
    history: 'History',
    sound: 'Sound',
    pace: 'Pace',
    paces: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
    skip: 'Skip to my turn',
    historyTitle: (round) => `Round ${numeral(round)}, move by move`,
    since: 'Since your last turn',
    empty: 'Nothing has been played in this round yet.',
    close: 'Close',
  },
  keysHelp: (k) =>
    `Keyboard: tile number (${k.tiles ? `1–${k.tiles}` : '—'}), train letter (${k.letters.join(', ')}), Enter confirms, Escape cancels, ${k.read} reads the table.`,
  readTable: (r) => {
    const parts = [r.turn === null ? 'The round is over' : r.turn.you ? 'Your turn' : `${r.turn.name}'s turn`];
    if (r.owed) parts.push(`the double ${r.owed.double} on ${train(r.owed.train)} must be covered first`);
    if (r.ends.length) parts.push(`open to you: ${list(r.ends.map((e) => `${train(e.train)} needs ${e.needs}`))}`);
    if (r.fits === false) parts.push('no tile of yours fits');
    if (r.low.length) parts.push(list(r.low.map((l) => `${l.who.you ? 'you' : l.who.name} ${verb(l.who, 'have', 'has')} ${tiles(l.tiles)} left`)));
    return `${parts.join('; ')}.`;
  },
  handLabel: (n) => `Your hand, ${tiles(n)}`,
  handTile: (t) => `${t.index}: ${tile(t.tile)}${t.playable ? ', playable' : ''}${t.fresh ? ', just drawn' : ''}`,
  handMore: { shown: (n) => `${n} more`, label: (t) => `${tiles(t.tiles)} more to the ${t.side}: show ${t.tiles === 1 ? 'it' : 'them'}` },
  handSort: { label: 'Sort the hand', byNumber: 'Sort by number', bySuit: 'Sort by suit' },
  trainState: { mexican: 'always open', open: 'Open', private: 'private' },
  startsWith: (engine) => `starts with ${engine}`,
  trainDescription: (t) => {
    const state = t.state === 'mexican' ? 'always open' : t.state === 'open' ? 'open' : 'private';
    const end = t.empty ? `empty, starts with a ${t.needs}` : `open end ${t.needs}`;
    const doubles = t.exposed.length ? `, uncovered ${list(t.exposed.map(tile))}` : '';
    return `${t.letter}: ${t.label}, ${state}, ${tiles(t.tiles)}, ${end}${doubles}${t.playable ? ', you may play here' : ''}`;
  },
  scores: { player: 'Player', tilesLeft: 'Tiles left', thisRound: 'This round', total: 'Total', none: 'none' },
  hub: (h) => `The hub: ${h.placed ? `the engine, double ${h.engine}` : `double ${h.engine} not placed yet`}. Round ${h.round} of ${h.of}.`,
  hubRound: { word: 'Round', count: (round, of) => `${round}/${of}` },
  yardLabel: (n) => `Draw from the yard: ${tiles(n)} left`,
  showWhole: (t) => `Show all of ${t.label}: ${plural(t.hidden, { one: '1 more tile', other: `${t.hidden} more tiles` })}`,
  showLess: (label) => `Show less of ${label}`,
  sinceStrip: {
    label: (first) => (first ? 'This round so far' : 'Since your turn'),
    more: (n) => `+${n}`,
    showAll: (n, first) => `Show all the moves ${first ? 'of this round' : 'since your turn'}${n ? `: ${n} more` : ''}`,
    pause: 'Pause',
    nextMove: 'Next move',
    resume: 'Resume',
    paused: 'Paused: the computers wait for you.',
  },
  seatChip: {
    lastTile: '1 tile!',
    lastTileShort: '1!',
    short: (who, step) => (who.you ? 'You' : shortForm(who.name, step)),
    total: (points) => `${numeral(points)} pts`,
    thinking: 'thinking…',
    open: 'Open',
  },
};

/** English. */
export const en: Catalog = {
  lang: 'en',
  tile,
  list,
  person: who,
  trainLabel: (t) => capital(train(t).replace(/^the /, '')),
  tiles,
  event,
  sinceParts,
  roundEnded: (e) =>
    e.reason === 'out'
      ? `${list(e.out.map(who))} went out: the round is over.`
      : 'Nobody can place a tile any more: the round is over.',
  endingMove: (move, ended) => `${move}. ${ended}`,
  refusal,
  blocked,
  prompt,
  preview: (p) => {
    switch (p.kind) {
      case 'play':
        return `Play ${the(p.tile)} on ${train(p.train)}?`;
      case 'draw':
        return `Draw from the yard — ${p.yard} left?`;
      case 'finish':
        return `Finish your first turn with ${tiles(p.tiles)} on your train${p.end === null ? '' : `, ending in ${p.end}`}?`;
      case 'pass':
        return 'Pass? Your train gets your marker and opens to everyone.';
    }
  },
  owed: (o) =>
    o.who.you
      ? `Cover the double ${o.double} on ${train(o.train)} first`
      : `${o.who.name} must cover the double ${o.double} on ${train(o.train)} first`,
  roundOverTitle: (o) => {
    const head = o.last ? 'Session over' : `Round ${numeral(o.round)} over`;
    const how = o.reason === 'out' ? `${list(o.out.map(who))} went out` : 'no tile can be placed: blocked';
    return `${head} — ${how}`;
  },
  winners: (w) => {
    if (w.winners.length > 1) return `Shared win: ${list(w.winners.map(who))}, with ${numeral(w.total)} points each.`;
    const one = w.winners[0]!;
    return `${who(one)} ${verb(one, 'win')} with ${numeral(w.total)} points.`;
  },
  roundMinimum: (min) => `Round minimum: ${numeral(min)} (shown for interest; it earns nothing).`,
  notice: (n) => {
    switch (n.kind) {
      case 'restored':
        return 'Game restored where you left it.';
      case 'undone':
        return 'Move taken back.';
      case 'redone':
        return 'Move played again.';
      case 'restarted':
        return `Round ${n.round} restarted with the same deal. Undo brings the moves back.`;
      case 'round-begins':
        return `Round ${n.round} begins.`;
      case 'session-begins':
        return 'A new session begins at round 1.';
      case 'computers-playing':
        return 'Computer players are playing.';
    }
  },
  handoff: {
    title: (p) => `Pass the device to ${p.name}`,
    body: (p) => `Every hand is hidden. Only ${p.name} should look now.`,
    reveal: (p) => `I'm ${p.name} — show my tiles`,
    since: (p, first) => (first ? 'So far this round:' : `Since ${p.name}'s last turn:`),
    nothingSince: 'Nothing has happened since.',
    oneTile: (who) => `${list(who.map((p) => p.name))} ${who.length === 1 ? 'has' : 'have'} one tile left!`,
  },
  away: {
    playing: (next) => (next ? `The computers are playing — ${next.name} is next.` : 'The computers are playing.'),
    skipTo: (next) => `Skip to ${next.name}'s turn`,
    undo: (p) => `Undo ${p.name}'s move`,
    ask: (p) => `Show ${p.name}'s hand again?`,
    askWhy: (p) => `Undo takes back ${p.name}'s last move, and the computers' moves since, and shows ${p.name}'s tiles: only ${p.name} should look.`,
    show: (p) => `Undo and show ${p.name}'s hand`,
    keep: 'Keep it hidden',
  },
  hint,
  table: tableEn,
  seatLine: (s) => `${s.who.name}${s.computer ? ' (computer)' : ''}: ${s.tiles === 1 ? tableEn.seatChip.lastTile : tiles(s.tiles)}, total ${s.total}`,
};
