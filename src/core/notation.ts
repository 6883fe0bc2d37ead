/**
 * A one-line text form for positions and actions, so test fixtures and bug reports are
 * one line each (like FEN in chess). Example:
 *   players=3 round=1 phase=play turn=1 holder=0 hands=7|2,10|8/5|5,... yard=... trains=12|4/12|10/-+/12|7,7|7 exposed=7|7@mexican
 * hands: seats split by "/", tiles by ","; "-" is empty. trains: one segment per seat,
 * then the Mexican Train; "+" after a segment marks that train. yard: next draw first.
 * One hand or the yard may end in "...": every tile not written elsewhere, in canonical
 * order (the yard's default is "...").
 * voids (optional, PlayerView.voids): per seat "n:k" pairs split by ",", seats by "/", "-"
 * for none; written only when some seat has one.
 */
import { CODE, HIGH, LOW, MAX_PIP, TILE_COUNT, isDouble, otherEnd, parseTile, pipSum, shows, tileId } from './tiles.ts';
import { checkCounts, engineOf, noVoids } from './round.ts';
import { filled, trainData } from './state.ts';
import type { Parsed } from './action-text.ts';
import type { Phase, RoundState, TrainData } from './types.ts';

// Actions have a one-line form of their own (action-text.ts): sessions and records use it, and the
// first screen's code carries only that; positions are for tests, tools and the rules' pictures.

const PHASES: readonly Phase[] = ['engine', 'firstTurns', 'play', 'over'];

function list(tiles: readonly number[]): string {
  return tiles.length === 0 ? '-' : tiles.map((t) => CODE[t]).join(',');
}

/** Writes a position in one line. */
export function makePosition(state: RoundState): string {
  const trains = state.trains.map((tr) => list(tr.tiles) + (tr.marked ? '+' : '')).join('/');
  const exposed = state.exposed.length
    ? state.exposed.map((x) => `${CODE[x.tile]}@${x.train === state.players ? 'mexican' : x.train}`).join(',')
    : '-';
  return [
    `players=${state.players}`,
    `round=${state.round}`,
    `phase=${state.phase}`,
    `turn=${state.turn}`,
    `holder=${state.engineHolder}`,
    `plays=${state.plays}`,
    `drawn=${state.drawn ? 'yes' : 'no'}`,
    `search=${state.searchDraws.join(',')}`,
    `first=${state.firstTurnDone.map((f) => (f ? 'yes' : 'no')).join(',')}`,
    `hands=${state.hands.map(list).join('/')}`,
    `yard=${list(state.yard.slice(state.yardPos))}`,
    `trains=${trains}`,
    `exposed=${exposed}`,
    ...(state.voids.some((v) => v.some((c) => c >= 0)) ? [`voids=${writeVoids(state.voids)}`] : []),
  ].join(' ');
}

function writeVoids(voids: readonly (readonly number[])[]): string {
  return voids
    .map((counts) => {
      const pairs = counts.flatMap((c, n) => (c >= 0 ? [`${n}:${c}`] : []));
      return pairs.length ? pairs.join(',') : '-';
    })
    .join('/');
}

function readVoids(text: string | undefined, players: number): number[][] {
  const voids = noVoids(players);
  if (text === undefined) return voids;
  const seats = text.split('/');
  if (seats.length !== players) fail(`voids: give one list (or "-") for each of ${players} seats.`);
  seats.forEach((seg, s) => {
    if (seg === '-') return;
    for (const pair of seg.split(',')) {
      const m = /^(\d{1,2}):(\d{1,3})$/.exec(pair);
      if (!m || Number(m[1]) > MAX_PIP) fail(`voids: "${pair}" is not number:count.`);
      voids[s]![Number(m[1])] = Number(m[2]);
    }
  });
  return voids;
}

class NotationError extends Error {}

function fail(message: string): never {
  throw new NotationError(message);
}

function tiles(text: string, where: string): number[] {
  if (text === '-' || text === '') return [];
  return text.split(',').map((code) => {
    const id = parseTile(code);
    if (id < 0) fail(`${where}: "${code}" is not a tile.`);
    return id;
  });
}

function int(fields: Map<string, string>, key: string, fallback?: number): number {
  const text = fields.get(key);
  if (text === undefined) {
    if (fallback === undefined) fail(`"${key}=" is missing.`);
    return fallback;
  }
  if (!/^-?\d+$/.test(text)) fail(`${key}: "${text}" is not a whole number.`);
  return Number(text);
}

function flags(text: string | undefined, n: number, fallback: boolean, key: string): boolean[] {
  if (text === undefined) return filled(n, fallback);
  const parts = text.split(',');
  if (parts.length !== n || parts.some((p) => p !== 'yes' && p !== 'no')) fail(`${key}: give yes or no for each of ${n} seats.`);
  return parts.map((p) => p === 'yes');
}

/** Reads a position written by makePosition (or by hand), checking that it is consistent. */
export function parsePosition(text: string): Parsed<RoundState> {
  try {
    return { ok: true, value: readPosition(text) };
  } catch (e) {
    if (e instanceof NotationError || e instanceof RangeError) return { ok: false, message: e.message };
    throw e;
  }
}

function readPosition(text: string): RoundState {
  const fields = new Map<string, string>();
  for (const token of String(text).trim().split(/\s+/)) {
    const eq = token.indexOf('=');
    if (eq <= 0) fail(`"${token}" is not key=value.`);
    fields.set(token.slice(0, eq), token.slice(eq + 1));
  }
  const players = int(fields, 'players');
  const round = int(fields, 'round');
  checkCounts(players, round);
  const engine = engineOf(round);
  const engineId = tileId(engine, engine);
  const phase = fields.get('phase') as Phase;
  if (!PHASES.includes(phase)) fail(`phase must be one of ${PHASES.join(', ')}.`);
  const holder = int(fields, 'holder');
  if (holder < 0 || holder >= players) fail('holder is not a seat.');
  const turn = int(fields, 'turn', phase === 'over' ? -1 : undefined);
  if (phase === 'over' ? turn !== -1 : turn < 0 || turn >= players) fail('turn is not a seat (−1 when over).');
  const handTexts = (fields.get('hands') ?? fail('"hands=" is missing.')).split('/');
  if (handTexts.length !== players) fail(`hands: ${handTexts.length} hands for ${players} players.`);
  const yardText = fields.get('yard') ?? (handTexts.some((h) => h.endsWith('...')) ? '-' : '...');
  const lists = [...handTexts, yardText];
  const restAt = lists.flatMap((text, i) => (text.endsWith('...') ? [i] : []));
  if (restAt.length > 1) fail('only one hand or the yard may end in "...".');
  const parsedLists = lists.map((text, i) =>
    tiles(text.endsWith('...') ? text.slice(0, -3).replace(/,$/, '') : text, i < players ? `hands of seat ${i}` : 'yard'),
  );
  const hands = parsedLists.slice(0, players);
  const yard = parsedLists[players]!;
  const trainTexts = (fields.get('trains') ?? fail('"trains=" is missing.')).split('/');
  if (trainTexts.length !== players + 1) fail(`trains: give ${players} personal trains and the Mexican Train.`);
  const trains = trainTexts.map((seg, t) => readTrain(seg, t, players, engine));
  const search = fields.has('search') ? fields.get('search')!.split(',').map(Number) : filled(players, 0);
  if (search.length !== players || search.some((x) => !Number.isInteger(x) || x < 0)) fail('search: one count per seat.');
  const started = phase !== 'engine';
  const first = flags(fields.get('first'), players, phase === 'play' || phase === 'over', 'first');
  const placed = [...hands.flat(), ...trains.flatMap((tr) => tr.tiles), ...(started ? [engineId] : [])];
  if (restAt.length === 1) {
    const used = new Set([...placed, ...yard]);
    const target = parsedLists[restAt[0]!]!;
    for (let id = 0; id < TILE_COUNT; id++) if (!used.has(id)) target.push(id);
  }
  const seen = new Array<number>(TILE_COUNT).fill(0);
  for (const id of [...hands.flat(), ...yard, ...trains.flatMap((tr) => tr.tiles), ...(started ? [engineId] : [])]) seen[id]!++;
  seen.forEach((c, id) => {
    if (c !== 1) fail(`the ${CODE[id]} appears ${c} times; every tile must appear exactly once.`);
  });
  if (!started && !hands[holder]!.includes(engineId)) fail(`the holder must hold the ${CODE[engineId]} before it is placed.`);
  const exposed = readExposed(fields.get('exposed') ?? '-', players, trains);
  const plays = int(fields, 'plays', 0);
  const drawn = (fields.get('drawn') ?? 'no') === 'yes';
  const over = phase === 'over';
  const out = hands.some((h) => h.length === 0);
  return {
    players,
    round,
    engine,
    phase,
    turn,
    engineHolder: holder,
    searchDraws: search,
    hands,
    yard,
    yardPos: 0,
    trains,
    exposed,
    firstTurnDone: first,
    drawn: !over && drawn,
    plays: over ? 0 : plays,
    result: over ? { reason: out ? 'out' : 'blocked', penalties: hands.map((h) => pipSum(h)) } : null,
    voids: readVoids(fields.get('voids'), players),
  };
}

function readTrain(seg: string, t: number, players: number, engine: number): TrainData {
  const marked = seg.endsWith('+');
  if (marked && t === players) fail('the Mexican Train is public and never carries a marker.');
  const ids = tiles(marked ? seg.slice(0, -1) : seg, `train ${t === players ? 'mexican' : t}`);
  let end = engine;
  for (const id of ids) {
    if (!shows(id, end)) fail(`train ${t === players ? 'mexican' : t}: the ${CODE[id]} does not match ${end}.`);
    end = otherEnd(id, end);
  }
  return trainData(ids, ids.length ? end : -1, marked);
}

function readExposed(text: string, players: number, trains: TrainData[]): { tile: number; train: number }[] {
  const exposed = text === '-' ? [] : text.split(',').map((item) => {
    const [code, where] = item.split('@');
    const tile = parseTile(code);
    const train = where === 'mexican' ? players : Number(where);
    if (tile < 0 || !isDouble(tile)) fail(`exposed: "${item}" is not a double.`);
    if (!Number.isInteger(train) || train < 0 || train > players) fail(`exposed: "${item}" names no train.`);
    if (trains[train]!.tiles.at(-1) !== tile) fail(`exposed: the ${CODE[tile]} is not the open end of its train.`);
    return { tile, train };
  });
  trains.forEach((tr, t) => {
    const last = tr.tiles.at(-1);
    if (last !== undefined && LOW[last] === HIGH[last] && !exposed.some((x) => x.train === t)) {
      fail(`exposed: the ${CODE[last]} at the end of train ${t === players ? 'mexican' : t} is uncovered; list it.`);
    }
  });
  return exposed;
}
