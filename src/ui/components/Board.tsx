/**
 * The table as everybody sees it: one row per train, markers and exposed doubles. It knows
 * no rule: each train's tiles come as laid (with the number each was joined by) and what it
 * needs, from the core's view; the lit trains come from the legal moves (chessground's way).
 */
import type { PlayerView, TrainRef, TrainView } from '../../core/index.ts';
import { useWords } from '../model/context.ts';
import { Tile, ends } from './Tile.tsx';

/** Letters for the keyboard aid: trains are picked by letter. */
export const TRAIN_KEYS = 'ABCDEFGHIJK';

/** What the board needs to know about the current preview. */
export interface BoardProps {
  view: PlayerView;
  /** Trains in screen order: the viewer's own first, then clockwise, the Mexican Train last. */
  order: TrainRef[];
  /** Trains the selected tile may go on. */
  playable: ReadonlySet<string>;
  /** A ghost tile previewed on a train. */
  ghost: { tile: string; train: TrainRef } | null;
  onTrain: (train: TrainRef) => void;
  /** How many tiles a row shows before it folds the older ones. */
  visible: number;
  /** The tile placed last, marked so people can follow the play. */
  recent: string | null;
}

/** The screen order of trains for a viewer: own first, then clockwise, Mexican last. */
export function trainOrder(players: number, viewer: number): TrainRef[] {
  const order: TrainRef[] = [];
  for (let i = 0; i < players; i++) order.push((viewer + i) % players);
  order.push('mexican');
  return order;
}

function Row(props: BoardProps & { train: TrainView; letter: string }) {
  const { train, view, letter, ghost, playable, onTrain, visible, recent } = props;
  const words = useWords();
  const t = words.catalog.table;
  const key = String(train.ref);
  const label = words.trainLabel(train.ref);
  const exposed = new Set(view.exposed.filter((x) => x.train === train.ref).map((x) => x.tile));
  const owed = view.owed && view.owed.train === train.ref;
  const lit = playable.has(key);
  const ghostHere = ghost && String(ghost.train) === key;
  // The ghost and a crosswise double take room too; older tiles fold into "+n".
  const room = visible - (ghostHere ? 1 : 0);
  const hidden = Math.max(0, train.laid.length - room);
  const shown = train.laid.slice(hidden);
  const state = train.owner === null ? 'mexican' : train.marked ? 'open' : 'private';
  const description = t.trainDescription({
    letter,
    label,
    state,
    tiles: train.laid.length,
    needs: train.needs,
    empty: train.laid.length === 0,
    exposed: [...exposed],
    playable: lit,
  });
  const ghostEnds = ghostHere ? ends(ghost.tile) : null;
  return (
    <button
      type="button"
      class={`train ${lit ? 'playable' : ''} ${owed ? 'owed' : ''}`}
      data-train={key}
      aria-label={description}
      aria-disabled={!lit}
      onClick={() => onTrain(train.ref)}
    >
      <span class="label">
        <span class="name">
          <span class="key" aria-hidden="true">{letter}</span>
          {label}
        </span>
        <span aria-hidden="true">
          {state === 'open' ? (
            <span class="open">
              <span class="lamp" />
              {t.trainState.open}
            </span>
          ) : (
            <span class="muted-light">{t.trainState[state]}</span>
          )}
        </span>
      </span>
      <span class="more" aria-hidden="true">
        {hidden > 0 ? `+${hidden}` : ''}
      </span>
      <span class="strip" aria-hidden="true">
        {shown.length === 0 && !ghostHere && <span class="empty">{t.startsWith(train.needs)}</span>}
        {shown.map(({ tile, joined }) => (
          <Tile
            code={tile}
            first={joined}
            orientation={exposed.has(tile) ? 'vertical' : 'horizontal'}
            class={`${exposed.has(tile) ? 'cross' : ''} ${tile === recent ? 'recent' : ''}`}
          />
        ))}
        {ghostHere && ghostEnds && (
          <Tile
            code={ghost.tile}
            first={train.needs}
            orientation={ghostEnds[0] === ghostEnds[1] ? 'vertical' : 'horizontal'}
            class="ghost"
          />
        )}
      </span>
    </button>
  );
}

/** Every train, in screen order, each a drop target. */
export function Board(props: BoardProps) {
  const byRef = new Map(props.view.trains.map((t) => [String(t.ref), t]));
  return (
    <div class="trains">
      {props.order.map((ref, i) => (
        <Row key={String(ref)} {...props} train={byRef.get(String(ref))!} letter={TRAIN_KEYS[i]!} />
      ))}
    </div>
  );
}
