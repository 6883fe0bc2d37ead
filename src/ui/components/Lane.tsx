/**
 * One train as a lane from the hub: its owner's name in the seat's colour, the marker (a
 * locomotive and the word "Open"), the tiles as laid with doubles crosswise, the open end
 * and a ghost of a previewed tile. Older tiles fold into "+n", which opens the whole train.
 * It knows no rule: what it shows comes from the core's view and the input model's lit set.
 */
import type { TrainView } from '../../core/index.ts';
import type { Words } from '../words/index.ts';
import { Loco } from './Loco.tsx';
import { Pure } from './pure.ts';
import { Tile, ends } from './Tile.tsx';

/** What a lane shows; every field is a value, so an unchanged lane skips its render. */
export interface LaneProps {
  train: TrainView;
  words: Words;
  /** The train's keyboard letter. */
  letter: string;
  /** A legal target for the tile picked now. */
  lit: boolean;
  /** Slim: the label and the open end only (a tile is picked and the board is short of room). */
  slim: boolean;
  /** The train the seat to act must cover a double on. */
  owed: boolean;
  /** Uncovered doubles on this train, space-separated codes. */
  exposed: string;
  /** A tile previewed at this train's end. */
  ghost: string | null;
  /** The previewed tile is confirmed: drawn laid (and listed in data-tiles) until the move is committed. */
  landed?: boolean;
  /** The tile placed last, when it lies on this train. */
  recent: string | null;
  /** This train's tiles laid since the viewer's last turn, space-separated (a string, so the lane's memo holds). */
  since?: string;
  /** Rows the lane has, tile places in a row, and places the "+n" button takes. */
  rows: number;
  per: number;
  moreSlots: number;
  /** Shown whole ("+n" opened). */
  whole: boolean;
  onTap: (key: string) => void;
  onToggle: (key: string) => void;
}

/** The train's key as the test hooks and the keyboard use it: a seat number or "mexican". */
export function laneKey(train: TrainView): string {
  return String(train.ref);
}

/** The lane of one train; re-renders only when one of its values changed (a tap changes one or two lanes). */
export class Lane extends Pure<LaneProps> {
  override render() {
    const { train, words, letter, lit, slim, owed, ghost, landed = false, recent, since = '', whole, rows, onTap, onToggle } = this.props;
    const fresh = new Set(since ? since.split(' ') : []);
    const t = words.catalog.table;
    const key = laneKey(train);
    const exposed = new Set(this.props.exposed ? this.props.exposed.split(' ') : []);
    const label = words.trainLabel(train.ref);
    const name = train.owner === null ? label : words.catalog.person(words.person(train.owner));
    const state = train.owner === null ? 'mexican' : train.marked ? 'open' : 'private';
    const laid = train.laid;
    // Fold older tiles only when the whole train (and a ghost) does not fit the lane's rows.
    const places = laid.length + (ghost ? 1 : 0);
    const room = rows * this.props.per;
    const folds = !whole && !slim && places > room;
    const hidden = folds ? Math.min(laid.length, places - Math.max(1, room - this.props.moreSlots)) : 0;
    const shown = slim ? [] : laid.slice(hidden);
    const description = t.trainDescription({
      letter,
      label,
      state,
      tiles: laid.length,
      needs: train.needs,
      empty: laid.length === 0,
      exposed: [...exposed],
      playable: lit,
    });
    const ghostEnds = ghost ? ends(ghost) : null;
    const seat = train.owner === null ? 'mexican' : `seat-${train.owner % 10}`;
    // "train" and "playable" are the names older scripts (scripts/bench-ui.mjs) look for.
    return (
      <div
        class={`lane train ${seat}${lit ? ' lit playable' : ''}${slim ? ' slim' : ''}${owed ? ' owed' : ''}${whole ? ' whole' : ''}${rows > 1 ? ' wrap' : ''}${folds ? ' folded' : ''}`}
        data-train={key}
        data-lit={String(lit)}
        data-marked={String(train.marked)}
        data-landing={ghost && landed ? 'true' : undefined}
        data-tiles={[...laid.map((l) => l.tile), ...(ghost && landed ? [ghost] : [])].join(' ')}
      >
        <button type="button" class="lane-hit" aria-label={description} onClick={() => onTap(key)}>
          <span class="lane-label" aria-hidden="true">
            <span class="lane-name">
              <span class="key">{letter}</span>
              {name}
            </span>
            {state === 'open' && (
              <span class="marker">
                <Loco />
                <span class="word">{t.trainState.open}</span>
              </span>
            )}
          </span>
          <span class="strip" aria-hidden="true">
            {slim && <span class="needs">{train.needs}</span>}
            {!slim && laid.length === 0 && !ghost && <span class="slot">{train.needs}</span>}
            {shown.map(({ tile, joined }) => (
              <Tile
                key={tile}
                code={tile}
                first={joined}
                orientation={exposed.has(tile) ? 'vertical' : 'horizontal'}
                class={`${exposed.has(tile) ? 'cross' : ''}${tile === recent ? ' recent' : ''}${fresh.has(tile) ? ' since' : ''}`}
                since={fresh.has(tile)}
                placed
              />
            ))}
            {!slim && ghost && ghostEnds && (
              <Tile
                code={ghost}
                first={train.needs}
                orientation={ghostEnds[0] === ghostEnds[1] ? 'vertical' : 'horizontal'}
                class={`${landed ? 'recent' : 'ghost'}${ghostEnds[0] === ghostEnds[1] ? ' cross' : ''}`}
                placed={landed}
              />
            )}
          </span>
        </button>
        {(hidden > 0 || whole) && (
          <button
            type="button"
            class="more"
            aria-expanded={whole}
            aria-label={whole ? t.showLess(label) : t.showWhole({ label, hidden })}
            onClick={() => onToggle(key)}
          >
            {whole ? '−' : `+${hidden}`}
          </button>
        )}
      </div>
    );
  }
}
