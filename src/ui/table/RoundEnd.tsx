/**
 * Round end (every hand revealed, penalties, the round's lowest score, totals, places) and
 * session end: the winners named in the heading, the viewer's place in words, the podium with
 * a short celebration (loaded on demand), the hands as counts so every row fits a phone, Play
 * again and Share with the result card.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp, useNames, useTable } from '../app/context.ts';
import { finishOf, placings, roundsWon } from './derive/scores.ts';
import { useScoresWords } from '../words/use.ts';
import { wordsFor } from '../words/words.ts';
import { Tile } from '../kit/Tile.tsx';
import { sortHand } from './Hand.tsx';
import { Podium } from './Podium.tsx';
import { useFocusIfLost } from './focus.ts';
import { ShareButton, type CardOrder } from './Share.tsx';
import { seatColours } from './card/colours.ts';
import type { SessionStatus } from '../../session/index.ts';
import type { Words } from '../words/index.ts';
import type { ScoresWords } from '../words/scores.ts';

/** The celebration's code, loaded only when there is something to celebrate. */
const loadCelebration = () => import('./celebrate.ts');

/** How the session's end is celebrated here: with motion unless reduced motion is asked for, with a sound unless muted. */
interface Cheer {
  motion: boolean;
  sound: boolean;
}

/**
 * The celebration of a session that ended just now, on this screen (not one restored already
 * over): how it is celebrated (null: not at all), and the ref of the box its tiles fall in.
 */
function useCelebration(over: boolean, winners: readonly number[]): { cheer: Cheer | null; host: RefObject<HTMLDivElement | null> } {
  const app = useApp();
  const host = useRef<HTMLDivElement>(null);
  const [cheer] = useState<Cheer | null>(() => {
    if (!over || app.table.log.peek().at(-1)?.kind !== 'played') return null;
    const motion = !(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true);
    const sound = app.preferences.peek().sound;
    return motion || sound ? { motion, sound } : null;
  });
  useEffect(() => {
    if (cheer) loadCelebration().then((m) => m.celebrate(host.current, { seats: winners, ...cheer }), () => {});
  }, [cheer]);
  return { cheer, host };
}

/** The viewer's place in words at the session's end; null with no single viewer (a shared device: every place is in the table). */
export function finishLine(words: Words, w: ScoresWords, s: SessionStatus): string | null {
  const viewer = words.reader.viewer;
  if (viewer === null || viewer >= s.totals.length) return null;
  const f = finishOf(placings(s.totals), viewer);
  const people = (seats: number[]) => seats.map((seat) => words.person(seat));
  return w.finish({ rank: f.rank, tied: people(f.tied), winners: people(f.winners), behind: f.behind, ahead: f.ahead && { points: f.ahead.points, of: people(f.ahead.of) } });
}

/** The result card of a finished session: every seat by its name (the card is for others to see), in the table's seat colours. */
function cardOrder(words: Words, w: ScoresWords, s: SessionStatus, link: string): CardOrder {
  const names = s.seats.map((seat) => seat.name);
  // A picture has no reader: "You" only for a seat named so.
  const byName = wordsFor(words.catalog, { names, viewer: null });
  const places = placings(s.totals);
  const total = s.totals[s.winners[0] ?? 0] ?? 0;
  return {
    input: {
      words: w.card,
      rank: w.rank,
      heading: w.winTitle(s.winners.map((seat) => byName.person(seat))),
      names,
      colours: seatColours(s.seats.length),
      places,
      won: roundsWon(s.penalties, s.seats.length),
      rounds: s.penalties.length,
      finishedAt: s.finishedAt ?? s.updatedAt,
      link,
    },
    text: w.card.text({ winners: s.winners.map((seat) => names[seat] ?? ''), total }),
  };
}

/** The panel shown when a round or the whole session is over. */
export function RoundEnd() {
  const app = useApp();
  const table = useTable();
  const words = useNames();
  const w = useScoresWords();
  const t = words.catalog.table;
  const s = table.status.value;
  const over = s?.phase === 'sessionOver';
  const party = useCelebration(over, s?.winners ?? []);
  // At the session's end the hands show as counts (every row fits a phone); their tiles on request.
  const [tilesShown, showTiles] = useState(false);
  const title = useFocusIfLost<HTMLHeadingElement>();
  if (!s || !s.outcome) return null;
  const o = s.outcome;
  // The viewer is named as the seat strip names them ("You"), not by the seat's name.
  const names = s.seats.map((_, i) => words.catalog.person(words.person(i)));
  const winners = new Set(s.winners);
  const places = placings(s.totals);
  const counts = over && !tilesShown;
  const finish = over ? finishLine(words, w, s) : null;
  return (
    <section class="panel round-end" aria-labelledby="round-end-title" data-round-end={o.reason} data-over={over || undefined}>
      {over ? (
        <h2 id="round-end-title" ref={title} tabIndex={-1}>
          <span class="over-kicker">{w.over}</span>
          {' '}
          <span class="win-title">{w.winTitle(s.winners.map((seat) => words.person(seat)))}</span>
        </h2>
      ) : (
        <h2 id="round-end-title" ref={title} tabIndex={-1}>
          {words.roundOverTitle({ round: s.round, last: false, reason: o.reason, out: o.out })}
        </h2>
      )}
      {finish && (
        // Said aloud by the table's assertive region (Announcer.tsx) as the session ends.
        <p class="finish" data-finish>
          {finish}
        </p>
      )}
      {/* How the last round ended, quieter under the winners. */}
      {over && <p class="muted ended">{words.roundOverTitle({ round: s.round, last: false, reason: o.reason, out: o.out })}</p>}
      {over && (
        <div class="podium-wrap">
          <Podium places={places} names={names} celebrate={party.cheer?.motion ?? false} />
          {/* The celebration's tiles fall in here (celebrate.ts fills it). */}
          {party.cheer?.motion && <div class="confetti" ref={party.host} aria-hidden="true" data-celebration />}
        </div>
      )}
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
          {names.map((name, i) => {
            const hand = sortHand(o.hands[i]!);
            const said = hand.length ? words.catalog.list(hand.map((c) => words.tile(c))) : t.scores.none;
            return (
              <tr
                key={i}
                class={over && winners.has(i) ? 'winner' : ''}
                data-result={i}
                data-penalty={o.penalties[i]}
                data-total={s.totals[i]}
                data-hand={hand.join(' ')}
                data-rank={places[i]!.rank}
              >
                <th scope="row">{name}</th>
                <td>
                  {counts ? (
                    <span class="reveal count">
                      <span aria-hidden="true">{hand.length || t.scores.none}</span>
                      <span class="sr-only">{said}</span>
                    </span>
                  ) : (
                    <span class="reveal" aria-label={said}>
                      {hand.map((t) => (
                        <Tile code={t} orientation="vertical" class="small" />
                      ))}
                      {hand.length === 0 && t.scores.none}
                    </span>
                  )}
                </td>
                <td>{o.penalties[i]}</td>
                <td>
                  {s.totals[i]}
                  {/* The place under the total: a column of its own would not fit a phone. */}
                  <span class="place">
                    {w.rank(places[i]!.rank)}
                    {places[i]!.shared && <span class="sr-only"> {w.shared}</span>}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="footnote muted">
        <span>{w.lowest(o.minimum)}</span>
        {over && (
          <button type="button" class="btn small quiet" onClick={() => showTiles(!tilesShown)}>
            {tilesShown ? w.hideTiles : w.showTiles}
          </button>
        )}
      </div>
      <div class="row">
        {over ? (
          <>
            <button type="button" class="btn primary" onClick={() => app.playAgain(false)}>
              {w.playAgain}
            </button>
            <button type="button" class="btn" onClick={() => app.playAgain(true)}>
              {w.playDealAgain}
            </button>
            <ShareButton deal={s} card={(link) => cardOrder(words, w, s, link)} />
          </>
        ) : (
          <button type="button" class="btn primary" onClick={() => table.nextRound()}>
            {t.buttons.nextRound}
          </button>
        )}
        <button type="button" class="btn" onClick={() => app.openReplay({ source: { kind: 'session', session: table.session.peek()! }, round: s.round, back: 'table' })}>
          {t.buttons.replayRound}
        </button>
      </div>
    </section>
  );
}
