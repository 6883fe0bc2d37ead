/**
 * The board as everybody sees it: the hub (the engine, the round, the yard) and a lane per
 * train, the viewer's own first and the Mexican Train right after it. It knows no rule: the
 * trains come as laid from the core's view, the lit ones from the input model. Tiles are
 * sized to the room the board has; the board scrolls inside itself only when it must, and
 * brings the lit trains into view when a tile is picked.
 */
import type { RefObject } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlayerView, TrainRef } from '../../core/index.ts';
import type { Words } from '../words/index.ts';
import { LANE_EDGE, LANE_GAP, TILE_GAP, fitLanes, laneSpan, stripWidth, type Fit, type Metrics } from './fit-lanes.ts';
import { Lane } from './Lane.tsx';
import { Pure } from '../kit/pure.ts';
import { useSteadyTrains } from './steady.ts';
import { Tile } from '../kit/Tile.tsx';
import { px } from '../kit/px.ts';
import { afterPaint } from '../kit/after-paint.ts';
import { useApp } from '../app/context.ts';

/** Letters for the keyboard aid: trains are picked by letter, in screen order. */
export const TRAIN_KEYS = 'ABCDEFGHIJK';

/** The screen order of trains for a viewer: own first, the Mexican Train next, then clockwise. */
export function trainOrder(players: number, viewer: number): TrainRef[] {
  const order: TrainRef[] = [viewer % players, 'mexican'];
  for (let i = 1; i < players; i++) order.push((viewer + i) % players);
  return order;
}

/** The screen order of trains on a shared device, the same for everyone all session: the Mexican Train, then the seats in order. */
export function seatOrder(players: number): TrainRef[] {
  return ['mexican', ...Array.from({ length: players }, (_, i) => i)];
}

/** A train's key (data-train) back to its reference. */
export function trainRef(key: string): TrainRef {
  return key === 'mexican' ? 'mexican' : Number(key);
}

/** What the board is given: facts only. */
export interface BoardProps {
  view: PlayerView;
  words: Words;
  order: TrainRef[];
  /** On a shared device, the seat whose hand is up: their lane is marked, not moved (null: none marked). */
  current?: number | null;
  /** Trains (data-train keys) the picked tile may go on. */
  lit: ReadonlySet<string>;
  /** Something is picked (a tile or a train): unlit trains step back. */
  picking: boolean;
  /** A tile previewed on a train. */
  ghost: { tile: string; train: TrainRef } | null;
  /** The previewed tile is confirmed: drawn laid on its train while the move is committed. */
  landed?: boolean;
  /** The tile placed last, marked so people can follow the play. */
  recent: string | null;
  /** Tiles laid since the viewer's last turn (marked on the board); empty behind a handoff. */
  since?: ReadonlySet<string>;
  round: number;
  rounds: number;
  /** Changes when the tile size preference does: the board measures again. */
  tileSize: string;
  onTrain: (train: TrainRef) => void;
  /** Told once the lanes are drawn (the table is settled only then). */
  onDrawn?: (part: 'lanes') => void;
}

/** A slim lane's height (label only), when a tile is picked on a crowded board. */
const SLIM = 32;

/** Frames the board waits at most for the hand to be fitted before it measures anyway (a page without layout). */
const HAND_WAIT = 8;

/**
 * Measures the board and reads its sizes from the stylesheet, again whenever it is resized.
 * The first measure waits for frames to be painted (not a layout effect): measuring before a
 * paint would make the browser lay the whole new table out inside the render's task, and after
 * one the layout is done and reading it costs nothing. It waits for two, since a new table comes
 * in three frames so that none is a long task: the table without lanes or seat chips, then the
 * chips (Seats.tsx), then the lanes, which need the size.
 *
 * The height is the board's height in the turn's steady state, which the round is laid out in:
 * - it waits for the hand to be fitted to its box (Hand.tsx), since a hand not yet fitted wraps
 *   in more rows than it will have;
 * - a prompt longer than the two lines it keeps room for (phones upright: the first turn's news)
 *   lends the board its extra lines back: the board scrolls the little it lacks for that turn.
 * A new round measures again before its first frame (`round`: the round measured last), so
 * that the round is not laid out in the height the board had beside the last round's results.
 */
function useMetrics(tileSize: string, round: number): [RefObject<HTMLDivElement | null>, Metrics | null, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [metrics, setMetrics] = useState<Metrics | null>(null);
  const [measuredRound, setMeasuredRound] = useState(0);
  const roundNow = useRef(round);
  roundNow.current = round;
  const waited = useRef(0);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const table = el.closest?.('.table');
    if (table?.querySelector('.hand-box:not(.fitted)') && waited.current++ < HAND_WAIT) {
      afterPaint(measure);
      return;
    }
    waited.current = 0;
    const style = getComputedStyle(el);
    const prompt = table?.querySelector<HTMLElement>('.dock .prompt');
    const kept = prompt ? px(getComputedStyle(prompt), 'min-height', 0) : 0;
    const lent = prompt && kept > 0 ? Math.max(0, prompt.offsetHeight - kept) : 0;
    const next: Metrics = {
      width: el.clientWidth - px(style, 'padding-left', 0) - px(style, 'padding-right', 0),
      height: el.clientHeight - px(style, 'padding-top', 0) - px(style, 'padding-bottom', 0) + lent,
      tlMin: px(style, '--tl-min', 40),
      tlMinMany: px(style, '--tl-min-many', 40),
      tlMax: px(style, '--tl-max', 56),
      tlRead: px(style, '--tl-read', 56),
      hub: px(style, '--hub-w', 56),
      label: px(style, '--label-w', 64),
      more: px(style, '--more-w', 40),
      labelH: px(style, '--label-lines', 31),
    };
    setMetrics((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
    setMeasuredRound(roundNow.current);
  }, []);
  const painted = useRef(false);
  // A new tile size, or a new round (the last round's results have left the dock): measured
  // before the frame is painted, so the lanes never show a fit for the size before.
  useLayoutEffect(() => {
    if (painted.current) measure();
  }, [tileSize, round]);
  useEffect(() => {
    let observer: ResizeObserver | null = null;
    let gone = false;
    const begin = () => {
      if (gone) return;
      painted.current = true;
      measure();
      const el = ref.current;
      if (!el || typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(measure);
      observer.observe(el);
    };
    // After the next paint (a frame, then a task): the one that shows the seat strip's chips.
    afterPaint(begin);
    return () => {
      gone = true;
      observer?.disconnect();
    };
  }, []);
  return [ref, metrics, measuredRound];
}

/** Until the board is measured (and in renders without a browser): a phone's sizes. */
const UNMEASURED = (lanes: number): Fit => ({ tl: 48, per: 5, moreSlots: 1, rows: Array.from({ length: lanes }, () => 1), crowded: false });

/** The height of lanes `from`…`to` as laid out (lanes opened whole by hand may be taller). */
function spanOf(metrics: Metrics | null, fit: Fit, from: number, to: number): number {
  let span = -LANE_GAP;
  for (let i = from; i <= to; i++) span += laneSpan(metrics, fit, fit.rows[i] ?? 1) + LANE_GAP;
  return span;
}

/** The height from the first lit lane to the last. */
function litSpan(order: readonly TrainRef[], lit: ReadonlySet<string>, fit: Fit, metrics: Metrics | null): number {
  const at = order.flatMap((ref, i) => (lit.has(String(ref)) ? [i] : []));
  return at.length === 0 ? 0 : spanOf(metrics, fit, at[0]!, at.at(-1)!);
}

/** Whether the lanes as laid out are taller than the board (it then scrolls). */
function scrolls(fit: Fit, metrics: Metrics | null): boolean {
  return !!metrics && spanOf(metrics, fit, 0, fit.rows.length - 1) > metrics.height;
}

/**
 * Every lane's name fits its label whole: the longest of the owner's names whose words fit (on
 * one line when the lanes stand in two columns); past the shortest, the name is set smaller
 * (data-squeeze), and only then may a word break. Set as data attributes on the lane, which the
 * component does not render, so a redraw keeps them; the lanes still too narrow take their
 * next try all at once (a layout read per try, not per lane).
 */
function fitLaneNames(board: HTMLElement): void {
  const lanes = [...board.querySelectorAll<HTMLElement>('.lane')];
  for (const lane of lanes) {
    lane.setAttribute('data-name', '0');
    lane.removeAttribute('data-squeeze');
    lane.removeAttribute('data-break');
  }
  const cut = (lane: HTMLElement) => {
    const name = lane.querySelector<HTMLElement>('.lane-name');
    return !!name && name.scrollWidth > name.clientWidth + 0.5;
  };
  const next = (lane: HTMLElement) => {
    const at = Number(lane.getAttribute('data-name'));
    if (at + 1 < lane.querySelectorAll('.lane-name > .form').length) lane.setAttribute('data-name', String(at + 1));
    else if (!lane.hasAttribute('data-squeeze')) lane.setAttribute('data-squeeze', '');
    else lane.setAttribute('data-break', '');
  };
  for (let left = lanes.filter(cut); left.length > 0; left = left.filter((lane) => !lane.hasAttribute('data-break') && cut(lane))) left.forEach(next);
}

/** Why the board's layout is what it is (data-layout-reason): laid out afresh, or a train outgrew the one before. */
type Reason = 'fresh' | 'outgrown';

/** The board's layout so far in this round, and what its checks read (data-layout-changes, data-layout-reason). */
interface Laid {
  metrics: Metrics;
  round: number;
  /** Laid on a size measured in this round (else laid again, uncounted, once it is). */
  current: boolean;
  orderKey: string;
  total: number;
  fit: Fit;
  /** The tile length the lanes' tiles are laid out at (Lane.tsx), set by the last fresh layout. */
  base: number;
  /** Times the tile length, the columns or the lane order changed since the round's first layout. */
  changes: number;
  reason: Reason;
}

/** The hub: the engine in its station, the round and the yard; drawn again only after a move, never on a tap. */
class Hub extends Pure<{ view: PlayerView; words: Words; round: number; rounds: number }> {
  override render() {
    return <HubBody {...this.props} />;
  }
}

/**
 * The hub's body. The yard is a button: on the viewer's turn a tap previews a draw (the input
 * model asks the core whether drawing is legal, and says why not); on anyone else's it is off.
 */
function HubBody({ view, words, round, rounds }: { view: PlayerView; words: Words; round: number; rounds: number }) {
  const { input } = useApp();
  const t = words.catalog.table;
  const placed = view.phase !== 'engine';
  const engine = `${view.engine}|${view.engine}`;
  return (
    <div class="hub status" role="group" aria-label={t.hub({ engine: view.engine, placed, round, of: rounds })}>
      <div class="hub-round" aria-hidden="true">
        <span>{t.hubRound.word}</span>{' '}
        <strong>{t.hubRound.count(round, rounds)}</strong>
      </div>
      <Tile code={engine} orientation="vertical" class={`engine${placed ? '' : ' pending'}`} />
      <button
        type="button"
        class="yard"
        data-yard={view.yardSize}
        aria-label={t.yardLabel(view.yardSize)}
        disabled={view.seat < 0 || view.turn !== view.seat || view.phase === 'over'}
        onClick={() => input.tapYard()}
      >
        <Tile code="0|0" faceDown class="yard-tile" />
        <strong aria-hidden="true">{view.yardSize}</strong>
      </button>
    </div>
  );
}

/** The hub and every train, in screen order, each a tap (and drop) target. */
export function Board(props: BoardProps) {
  const { view, words, order, lit, picking, ghost, recent, since, onTrain } = props;
  const [ref, metrics, measuredRound] = useMetrics(props.tileSize, props.round);
  const [whole, setWhole] = useState<ReadonlySet<string>>(new Set());
  const byRef = useSteadyTrains(view.trains);
  const exposed = useMemo(() => {
    const on = new Map<string, string[]>();
    for (const x of view.exposed) on.set(String(x.train), [...(on.get(String(x.train)) ?? []), x.tile]);
    return on;
  }, [view]);
  const lengths = order.map((ref) => byRef.get(String(ref))?.laid.length ?? 0);
  // Trains ending in a crosswise double (an uncovered double lies at the end): a wrapped lane is taller.
  const tall = order.map((ref) => exposed.has(String(ref)));
  const lengthsKey = `${lengths.join(' ')}|${tall.join(' ')}`;
  const orderKey = order.join(' ');
  // A board that holds still: within a round the layout so far holds as the trains grow, until a
  // train outgrows it (fit-lanes.ts); a new round, a new room (a resize, a new tile size), a new
  // lane order or an Undo lays the board out afresh. Nothing else lays it out: a selection, a
  // preview, a toast or a hint does not change the trains' lengths nor the room.
  // The base: the tile length of the board's last fresh layout, which tiles are laid out at
  // (Lane.tsx); after a train outgrows the layout, the lanes scale them to the length now.
  const laid = useRef<Laid | null>(null);
  const { fit, base, changes, reason } = useMemo(() => {
    if (!metrics) {
      const unmeasured = UNMEASURED(order.length);
      return { fit: unmeasured, base: unmeasured.tl, changes: 0, reason: 'fresh' as Reason };
    }
    const total = lengths.reduce((a, b) => a + b, 0);
    const before = laid.current;
    // A layout made on the size measured in an earlier round (behind its results) is laid afresh,
    // uncounted, once the board is measured in this one.
    const current = measuredRound === props.round;
    const sameRound = !!before && before.round === props.round && before.current;
    // A new width or new sizes (a rotation, a tile size) is a new room. A board only taller or
    // shorter (the dock's prompt wraps, the hand gains a row) is not: the round is laid out in
    // the height it began with, and the board scrolls the little it lost, rather than every
    // lane changing size under the player's eyes.
    const sameRoom = !!before && JSON.stringify({ ...before.metrics, height: 0 }) === JSON.stringify({ ...metrics, height: 0 });
    // A new round not measured yet is laid out in the last round's room (the board beside the
    // results is shorter); measured, it is laid out afresh, uncounted, and looks the same unless the room changed.
    const carried = before && !current && (before.round !== props.round || !before.current) && sameRoom ? before.metrics : null;
    const room = before && sameRound && sameRoom ? before.metrics : (carried ?? metrics);
    const kept = before && sameRound && sameRoom && before.orderKey === orderKey && total >= before.total ? before : null;
    const next = fitLanes(room, lengths, tall, kept?.fit);
    // A change of tile length, columns or lane order since the round's first layout is counted, with its reason.
    const moved = !!before && sameRound && (before.fit.tl !== next.tl || (before.fit.cols ?? 1) !== (next.cols ?? 1) || before.orderKey !== orderKey);
    laid.current = {
      metrics: room,
      round: props.round,
      current,
      orderKey,
      total,
      fit: next,
      base: kept ? kept.base : next.tl,
      changes: (sameRound ? before.changes : 0) + (moved ? 1 : 0),
      reason: next.made === 'held' && kept ? kept.reason : next.made === 'outgrown' && kept ? 'outgrown' : 'fresh',
    };
    return laid.current;
  }, [metrics, measuredRound, lengthsKey, orderKey, props.round]);
  // The room a lane's tiles have across (styles.css `.strip-in`).
  const strip = metrics ? stripWidth(metrics, fit.cols ?? 1) : fit.per * (fit.tl + TILE_GAP) - TILE_GAP;
  // Lit trains that cannot all be shown together (many trains, or long ones wrapped in rows):
  // the others slim down while the tile is picked (rare; slimming redraws lanes).
  const slimming = picking && litSpan(order, lit, fit, metrics) > (metrics?.height ?? Infinity);
  // Still too tall with the unlit trains slim: they step out of the way until the pick is over.
  const hiding =
    slimming &&
    metrics !== null &&
    order.reduce<number>((span, ref, i) => span + (lit.has(String(ref)) ? laneSpan(metrics, fit, fit.rows[i] ?? 1) : SLIM) + LANE_GAP, -LANE_GAP) > metrics.height;
  const litKey = [...lit].sort().join(' ');
  const drawn = metrics !== null;
  useLayoutEffect(() => void (drawn && props.onDrawn?.('lanes')), [drawn]);
  // Names fit their labels whole, read before the frame is painted, when the lanes are laid out afresh.
  useLayoutEffect(() => {
    if (drawn && ref.current) fitLaneNames(ref.current);
  }, [drawn, fit.cols, metrics?.width, orderKey, words, props.tileSize, slimming]);

  // Bring the lit trains into view when a tile is picked (the board alone scrolls, never the page).
  useEffect(() => {
    const board = ref.current;
    // A board that does not scroll has every lane in view: no need to measure (and force a layout).
    if (!board || !litKey || (whole.size === 0 && !scrolls(fit, metrics))) return;
    const lanes = [...board.querySelectorAll<HTMLElement>('.lane.lit')];
    if (lanes.length === 0) return;
    const top = Math.min(...lanes.map((l) => l.offsetTop));
    const bottom = Math.max(...lanes.map((l) => l.offsetTop + l.offsetHeight));
    const shown = { top: board.scrollTop, bottom: board.scrollTop + board.clientHeight };
    // The least scroll that shows them all; when they cannot all be shown, the first at the top.
    if (top < shown.top || bottom - top > board.clientHeight) board.scrollTop = top - LANE_GAP;
    else if (bottom > shown.bottom) board.scrollTop = bottom - board.clientHeight + LANE_GAP;
  }, [litKey, slimming, hiding]);

  const onTap = useMemo(() => (key: string) => onTrain(trainRef(key)), [onTrain]);
  const onToggle = useMemo(
    () => (key: string) =>
      setWhole((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return (
    <div
      class={`board${fit.cols === 2 ? ' cols-2' : ''}${picking ? ' picking' : ''}${slimming ? ' slimming' : ''}${hiding ? ' hiding' : ''}`}
      ref={ref}
      style={{ '--tb': `${base}px`, '--strip-w': `${strip}px` }}
      data-tile-length={metrics ? fit.tl : undefined}
      data-cols={metrics ? String(fit.cols ?? 1) : undefined}
      data-layout-changes={metrics ? changes : undefined}
      data-layout-reason={metrics ? reason : undefined}
    >
      <div class="board-inner">
        <Hub view={view} words={words} round={props.round} rounds={props.rounds} />
        <div class="lanes">
          {/* In a browser the lanes wait for the board's size (measured once the first frame is painted), so they are drawn once. */}
          {(metrics || typeof window === 'undefined') &&
            order.map((ref, i) => {
              const train = byRef.get(String(ref));
              if (!train) return null;
              const key = String(ref);
              const isLit = lit.has(key);
              return (
                <Lane
                  key={key}
                  train={train}
                  words={words}
                  letter={TRAIN_KEYS[i] ?? ''}
                  current={props.current != null && train.owner === props.current}
                  lit={isLit}
                  slim={slimming && !isLit}
                  owed={!!view.owed && String(view.owed.train) === key}
                  exposed={(exposed.get(key) ?? []).join(' ')}
                  ghost={ghost && String(ghost.train) === key ? ghost.tile : null}
                  landed={!!props.landed && !!ghost && String(ghost.train) === key}
                  recent={recent && train.laid.some((l) => l.tile === recent) ? recent : null}
                  since={since && since.size ? train.laid.filter((l) => since.has(l.tile)).map((l) => l.tile).join(' ') : ''}
                  rows={fit.rows[i] ?? 1}
                  per={fit.per}
                  moreSlots={fit.moreSlots}
                  tl={fit.tl}
                  base={base}
                  whole={whole.has(key)}
                  onTap={onTap}
                  onToggle={onToggle}
                />
              );
            })}
        </div>
      </div>
    </div>
  );
}
