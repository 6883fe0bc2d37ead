/** The table as everybody sees it: the hub, one row per train, markers and exposed doubles. */
import type { PlayerView, TrainRef, TrainSnapshot } from '../../core/index.ts';
import { Tile, ends } from './Tile.tsx';

/** Letters for the keyboard aid: trains are picked by letter. */
export const TRAIN_KEYS = 'ABCDEFGHIJK';

/** What the board needs to know about the current preview. */
export interface BoardProps {
  view: PlayerView;
  names: string[];
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

/** The name of a train as the screen says it. */
export function trainLabel(ref: TrainRef, viewer: number, names: string[]): string {
  if (ref === 'mexican') return 'Mexican Train';
  return ref === viewer ? 'Your train' : `${names[ref] ?? `Seat ${ref + 1}`}'s train`;
}

function Row(props: BoardProps & { train: TrainSnapshot; letter: string }) {
  const { train, view, names, letter, ghost, playable, onTrain, visible, recent } = props;
  const key = String(train.ref);
  const label = trainLabel(train.ref, view.seat, names);
  const isMexican = train.ref === 'mexican';
  const exposed = new Set(view.exposed.filter((x) => x.train === train.ref).map((x) => x.tile));
  const owed = view.owed && view.owed.train === train.ref;
  let end = view.engine;
  const placed = train.tiles.map((code) => {
    const [a, b] = ends(code);
    const first = end;
    end = a === end ? b : a;
    return { code, first };
  });
  const lit = playable.has(key);
  const ghostHere = ghost && String(ghost.train) === key;
  // The ghost and a crosswise double take room too; older tiles fold into "+n".
  const room = visible - (ghostHere ? 1 : 0);
  const hidden = Math.max(0, placed.length - room);
  const shown = placed.slice(hidden);
  const status = isMexican ? 'always open' : train.marked ? 'Open' : 'private';
  const description = `${label}, ${status}, ${train.tiles.length} tiles, ${
    train.openEnd === null ? `empty, starts with a ${view.engine}` : `open end ${train.openEnd}`
  }${exposed.size ? `, uncovered double ${[...exposed].join(', ')}` : ''}${lit ? ', you may play here' : ''}`;
  return (
    <button
      type="button"
      class={`train ${lit ? 'playable' : ''} ${owed ? 'owed' : ''}`}
      data-train={key}
      aria-label={`${letter}: ${description}`}
      aria-disabled={!lit}
      onClick={() => onTrain(train.ref)}
    >
      <span class="label">
        <span class="name">
          <span class="key" aria-hidden="true">{letter}</span>
          {label}
        </span>
        <span aria-hidden="true">
          {isMexican ? (
            <span class="muted-light">always open</span>
          ) : train.marked ? (
            <span class="open">
              <span class="lamp" />
              Open
            </span>
          ) : (
            <span class="muted-light">private</span>
          )}
        </span>
      </span>
      <span class="more" aria-hidden="true">
        {hidden > 0 ? `+${hidden}` : ''}
      </span>
      <span class="strip" aria-hidden="true">
        {shown.length === 0 && !ghostHere && <span class="empty">starts with {view.engine}</span>}
        {shown.map(({ code, first }) => (
          <Tile
            code={code}
            first={first}
            orientation={exposed.has(code) ? 'vertical' : 'horizontal'}
            class={`${exposed.has(code) ? 'cross' : ''} ${code === recent ? 'recent' : ''}`}
          />
        ))}
        {ghostHere && (
          <Tile
            code={ghost.tile}
            first={ends(ghost.tile).includes(train.openEnd ?? view.engine) ? (train.openEnd ?? view.engine) : undefined}
            orientation={ends(ghost.tile)[0] === ends(ghost.tile)[1] ? 'vertical' : 'horizontal'}
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
        <Row {...props} train={byRef.get(String(ref))!} letter={TRAIN_KEYS[i]!} />
      ))}
    </div>
  );
}
