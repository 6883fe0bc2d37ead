/**
 * The replay screen (loaded on demand): a finished round step by step, on the table's own
 * board, with every hand shown (the round is over, so nothing is hidden), the move just made
 * in words, and the round's results at its last step. Buttons, a round picker, a scrubber and
 * the arrow keys move through it; "Play from this deal" fills the New game form.
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { TileCode } from '../../core/index.ts';
import { ROUNDS } from '../../session/play.ts';
import { useApp } from '../app/context.ts';
import { ReplayModel, type ReplayMoment, type ReplayRequest } from './model/replay.ts';
import { wordsFor, type Words } from '../words/index.ts';
import type { ReplayWords } from '../words/replay.ts';
import { useReplayWords } from '../words/use.ts';
import { formatNumber } from '../words/number.ts';
import { Board, trainOrder } from '../table/Board.tsx';
import { sortHand } from '../table/Hand.tsx';
import { Tile } from '../kit/Tile.tsx';

const NOTHING_LIT: ReadonlySet<string> = new Set();
const ignore = () => {};

/** Moves the replay with the keys while it is open; fields that use those keys themselves keep them. */
function useReplayKeys(model: ReplayModel): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('select, textarea, input:not([type="range"]), [contenteditable="true"]')) return;
      if (model.press(e.key)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [model]);
}

/** Every seat's hand, sorted, each named (the seat to act next is marked). */
function Hands({ hands, turn, acted, words, w }: { hands: TileCode[][]; turn: number; acted: number | null; words: Words; w: ReplayWords }) {
  return (
    <section class="replay-hands" aria-label={w.hands}>
      {hands.map((hand, seat) => {
        const name = words.catalog.person(words.person(seat));
        const tiles = sortHand(hand);
        const toPlay = seat === turn;
        return (
          <div
            key={seat}
            class={`replay-hand seat-${seat % 10}${toPlay ? ' to-play' : ''}${acted === seat ? ' acted' : ''}`}
            role="group"
            aria-label={w.hand({ name, tiles: tiles.length, toPlay })}
            data-seat={seat}
            data-count={tiles.length}
            data-hand={tiles.join(' ')}
            data-turn={toPlay ? 'true' : undefined}
          >
            <div class="replay-hand-name" aria-hidden="true">
              <span class="seat-dot" />
              <span class="who">{name}</span>
              <span class="muted">{formatNumber(w.lang, tiles.length)}</span>
              {toPlay && <span class="replay-badge">{w.toPlay}</span>}
            </div>
            <div class="replay-tiles">
              {tiles.length === 0 && <span class="muted">{words.catalog.table.scores.none}</span>}
              {tiles.map((code) => (
                <span key={code} class="replay-tile" data-tile={code}>
                  <Tile code={code} />
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** The round's results at its last step: the rows the round-end screen shows (`[data-result]`). */
function Results({ moment, rounds, words }: { moment: ReplayMoment; rounds: number; words: Words }) {
  const t = words.catalog.table;
  const { round, steps } = moment;
  const hands = moment.frame.hands;
  return (
    <section class="replay-results" aria-labelledby="replay-results-title">
      <h3 id="replay-results-title">{words.roundOverTitle({ round: round.round, last: round.round === rounds, reason: steps.reason, out: steps.out })}</h3>
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{t.scores.player}</th>
            <th scope="col">{t.scores.tilesLeft}</th>
            <th scope="col">{t.scores.thisRound}</th>
            <th scope="col">{t.scores.total}</th>
          </tr>
        </thead>
        <tbody>
          {hands.map((hand, i) => {
            const tiles = sortHand(hand);
            return (
              <tr key={i} data-result={i} data-penalty={round.penalties[i]} data-total={round.totals[i]} data-hand={tiles.join(' ')}>
                <th scope="row" class={`seat-${i % 10}`}>
                  <span class="seat-dot" aria-hidden="true" /> {words.catalog.person(words.person(i))}
                </th>
                <td>
                  <span class="reveal" aria-label={tiles.length ? words.catalog.list(tiles.map((c) => words.tile(c))) : t.scores.none}>
                    {tiles.map((c) => (
                      <Tile code={c} orientation="vertical" class="small" />
                    ))}
                    {tiles.length === 0 && t.scores.none}
                  </span>
                </td>
                <td>{formatNumber(words.catalog.lang, round.penalties[i]!)}</td>
                <td>{formatNumber(words.catalog.lang, round.totals[i]!)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="muted">{words.catalog.roundMinimum(Math.min(...round.penalties))}</p>
    </section>
  );
}

/** Start and end of the round, and the round picker: above the board. */
function Jumps({ model, moment, w }: { model: ReplayModel; moment: ReplayMoment; w: ReplayWords }) {
  const replay = model.replay.value!;
  return (
    <div class="row replay-jumps">
      <button type="button" class="btn small" disabled={moment.step === 0} onClick={() => model.startOfRound()}>
        {w.startOfRound}
      </button>
      <button type="button" class="btn small" disabled={moment.atEnd} onClick={() => model.endOfRound()}>
        {w.endOfRound}
      </button>
      <label class="replay-round">
        {w.roundPicker}{' '}
        <select value={moment.round.round} onChange={(e) => model.jumpTo(Number((e.target as HTMLSelectElement).value))}>
          {replay.played.map((r) => (
            <option key={r.round} value={r.round}>
              {w.roundOption(r.round)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The move just made in words, Previous, the scrubber and Next: a bar kept at the bottom of
 * the screen while the board and the hands scroll above it, so stepping never loses them.
 */
function StepBar({ model, moment, said, w }: { model: ReplayModel; moment: ReplayMoment; said: string; w: ReplayWords }) {
  const steps = moment.steps.steps.length;
  return (
    <div class="replay-bar">
      <p class="replay-said" aria-live="polite">
        <span class="replay-pos" aria-hidden="true">
          {w.position(moment.step, steps)}
        </span>{' '}
        {said}
      </p>
      <div class="replay-step">
        <button type="button" class="btn" disabled={!model.canPrevious.value} onClick={() => model.previous()}>
          {w.previous}
        </button>
        <input
          type="range"
          min={0}
          max={steps}
          step={1}
          value={moment.step}
          aria-label={w.scrubber}
          aria-valuetext={w.position(moment.step, steps)}
          onInput={(e) => model.seek(Number((e.target as HTMLInputElement).value))}
        />
        <button type="button" class="btn primary" disabled={!model.canNext.value} onClick={() => model.next()}>
          {w.next}
        </button>
      </div>
    </div>
  );
}

/** The screen for one request (a new request gets a new model). */
function ReplayOf({ request }: { request: ReplayRequest }) {
  const app = useApp();
  const w = useReplayWords();
  const model = useMemo(() => new ReplayModel(request), [request]);
  useReplayKeys(model);
  const replay = model.replay.value;
  const moment = model.moment.value;
  const problem = model.problem.value;
  // The replay's own reader: its seats' names, nobody's device (every hand is shown).
  const catalog = app.words.value.catalog;
  const words = useMemo(() => wordsFor(catalog, { names: replay?.seats.map((s) => s.name) ?? [], viewer: null }), [catalog, replay]);
  const back = (
    <button type="button" class="btn" onClick={() => app.show(model.back.value)}>
      {w.back}
    </button>
  );
  if (problem || !replay || !moment) {
    return (
      <section class="panel replay" aria-labelledby="replay-title">
        <h2 id="replay-title">{w.title(request.round ?? 1, ROUNDS)}</h2>
        <p class={problem ? 'error' : 'muted'} role={problem ? 'alert' : undefined}>
          {problem ? w.cannot(problem) : w.nothing}
        </p>
        <div class="row">{back}</div>
      </section>
    );
  }
  const { frame, action } = moment;
  const view = frame.table;
  const said = action ? words.event(action.event, action.ended) : w.dealt(moment.round.round);
  const recent = action?.event.kind === 'play' ? action.event.tile : null;
  return (
    <section class="panel replay" aria-labelledby="replay-title">
      <h2 id="replay-title">{w.title(moment.round.round, replay.rounds)}</h2>
      <p class="muted replay-who">
        {w.players(replay.seats.map((s) => s.name))} · {w.seed} <code>{replay.seed}</code>
      </p>
      <Jumps model={model} moment={moment} w={w} />
      <div class="replay-stage">
        <div class="replay-board">
          <Board
            view={view}
            words={words}
            order={trainOrder(view.players, 0)}
            lit={NOTHING_LIT}
            picking={false}
            ghost={null}
            recent={recent}
            round={moment.round.round}
            rounds={replay.rounds}
            tileSize={app.preferences.value.tileSize}
            onTrain={ignore}
          />
        </div>
        <Hands hands={frame.hands} turn={view.turn} acted={action?.seat ?? null} words={words} w={w} />
      </div>
      {moment.atEnd && <Results moment={moment} rounds={replay.rounds} words={words} />}
      <div class="row">
        <button
          type="button"
          class="btn"
          onClick={() => {
            app.newGame.edit({ seats: replay.seats, seed: replay.seed });
            app.show('newGame');
          }}
        >
          {w.playFromDeal}
        </button>
        {back}
      </div>
      <p class="muted replay-keys">{w.keys}</p>
      <StepBar model={model} moment={moment} said={said} w={w} />
    </section>
  );
}

/** The replay screen: what the app asked to show (nothing when no replay was opened). */
export function Replay() {
  const request = useApp().replaying.value;
  return request ? <ReplayOf request={request} /> : null;
}
