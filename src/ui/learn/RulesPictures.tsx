/**
 * The Rules screen's pictures, drawn by the game's own board, lanes and tiles from fixed
 * positions (the core's one-line notation, read by the core itself): the hub and the trains,
 * a marker, a double open and covered, and the worked example of two doubles. Read-only:
 * `inert`, so nothing in them is tapped or focused; the caption says what each shows.
 */
import { publicView, parsePosition, type PlayerView, type TrainRef } from '../../core/index.ts';
import { useApp, useWords } from '../app/context.ts';
import { wordsFor, type Words } from '../words/index.ts';
import type { RulesPicture, RulesWords } from '../words/learn.ts';
import { Board, TRAIN_KEYS, trainOrder } from '../table/Board.tsx';
import { Lane } from '../table/Lane.tsx';

/** The positions the pictures show (three seats: the worked example's Ana, Ben and Cy). */
export const POSITIONS: Record<RulesPicture, string> = {
  table: 'players=3 round=1 phase=play turn=0 holder=0 hands=0|0/1|1/2|2 trains=5|12,5|9/3|12+//7|12,2|7',
  marker: 'players=3 round=1 phase=play turn=0 holder=0 hands=0|0/1|1/2|2 trains=5|12/3|12,3|8+//7|12',
  uncovered: 'players=3 round=1 phase=play turn=1 holder=0 hands=0|0/1|1/2|2 trains=6|12,6|6/// exposed=6|6@0',
  covered: 'players=3 round=1 phase=play turn=1 holder=0 hands=0|0/1|1/2|2 trains=6|12,6|6,2|6///',
  example: 'players=3 round=1 phase=play turn=1 holder=0 hands=0|0/2|7,8|10/1|1 trains=4|12,4|4,4|9/10|12/3|12/7|12,7|7 exposed=7|7@mexican',
  exampleBoth: 'players=3 round=1 phase=play turn=1 holder=0 hands=0|0/2|7,8|10/1|1 trains=4|12,4|4/10|12/3|12/7|12,7|7 exposed=7|7@mexican,4|4@0',
};

/** The public view of a picture's position (no hand shown); null if the notation were refused. */
export function pictureView(picture: RulesPicture): PlayerView | null {
  const parsed = parsePosition(POSITIONS[picture]);
  return parsed.ok ? publicView(parsed.value) : null;
}

const NONE: ReadonlySet<string> = new Set();
const ignore = (): void => {};

/** The whole board of a position: the hub and every train. */
function BoardPicture({ view, words }: { view: PlayerView; words: Words }) {
  const app = useApp();
  return (
    <div class="rules-board">
      <Board
        view={view}
        words={words}
        order={trainOrder(view.players, 0)}
        lit={NONE}
        picking={false}
        ghost={null}
        recent={null}
        round={view.round}
        rounds={13}
        tileSize={app.preferences.value.tileSize}
        onTrain={ignore}
      />
    </div>
  );
}

/** A tile's length on a single-lane picture (styles.css `.rules-lane`). */
const RULES_TILE = 44;

/** One train of a position, as its lane on the board. */
function LanePicture({ view, words, train }: { view: PlayerView; words: Words; train: TrainRef }) {
  const t = view.trains.find((x) => x.ref === train);
  if (!t) return null;
  const exposed = view.exposed.filter((x) => x.train === train).map((x) => x.tile);
  const letter = TRAIN_KEYS[trainOrder(view.players, 0).indexOf(train)] ?? '';
  return (
    <div class="board rules-lane">
      <div class="lanes">
        <Lane
          train={t}
          words={words}
          letter={letter}
          lit={false}
          slim={false}
          owed={false}
          exposed={exposed.join(' ')}
          ghost={null}
          recent={null}
          rows={1}
          per={8}
          moreSlots={1}
          tl={RULES_TILE}
          base={RULES_TILE}
          whole={false}
          onTap={ignore}
          onToggle={ignore}
        />
      </div>
    </div>
  );
}

/** Which train a single-lane picture shows. */
const LANE: Partial<Record<RulesPicture, TrainRef>> = { marker: 1, uncovered: 0, covered: 0 };

/** One picture with its caption. */
export function RulesFigure({ picture, rules }: { picture: RulesPicture; rules: RulesWords }) {
  const catalog = useWords().catalog;
  const words = wordsFor(catalog, { names: rules.names, viewer: null });
  const view = pictureView(picture);
  if (!view) return null;
  const lane = LANE[picture];
  return (
    <figure class={`rules-figure rules-${picture}`}>
      <div class="rules-picture" inert>
        {lane === undefined ? <BoardPicture view={view} words={words} /> : <LanePicture view={view} words={words} train={lane} />}
      </div>
      <figcaption>{rules.caption(picture)}</figcaption>
    </figure>
  );
}
