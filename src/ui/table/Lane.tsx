/**
 * One train as a lane from the hub: its owner's name in the seat's colour, the marker (a
 * locomotive and the word "Open"), the tiles as laid with doubles crosswise, the open end
 * and a ghost of a previewed tile. Older tiles fold into "+n", which opens the whole train.
 * It knows no rule: what it shows comes from the core's view and the input model's lit set.
 */
import type { TrainView } from '../../core/index.ts';
import type { Words } from '../words/index.ts';
import { NUMERALS_UNDER, moreRows, planStrip, tileScale } from './fit-lanes.ts';
import { Loco } from '../kit/Loco.tsx';
import { Pure } from '../kit/pure.ts';
import { Tile, ends } from '../kit/Tile.tsx';

/** What a lane shows; every field is a value, so an unchanged lane skips its render. */
export interface LaneProps {
  train: TrainView;
  words: Words;
  /** The train's keyboard letter. */
  letter: string;
  /** A legal target for the tile picked now. */
  lit: boolean;
  /** On a shared device, the train of the person whose hand is up: marked (an outline and a pointer), not moved. */
  current?: boolean;
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
  /** Tiles' length on screen, and the length they are laid out at (the board's base, see the strip below), px. */
  tl: number;
  base: number;
  /** Shown whole ("+n" opened). */
  whole: boolean;
  onTap: (key: string) => void;
  onToggle: (key: string) => void;
}

/** The train's key as the test hooks and the keyboard use it: a seat number or "mexican". */
function laneKey(train: TrainView): string {
  return String(train.ref);
}

/**
 * The lane of one train; re-renders only when one of its values changed (a tap changes one or two lanes).
 *
 * Its tiles are laid out at the board's base length (set when the board is laid out afresh:
 * a new round, an Undo, a new room) and drawn at the board's length now by scaling their row
 * box (`.strip-in`), so a change of size as trains grow restyles no tile: the tiles' styles do
 * not depend on it, only the strips' do (an inherited length would make the browser style every
 * element under the board afresh). The rows are decided here (planStrip), not by the browser's
 * wrapping, so the strip's height on screen is known without a layout.
 */
export class Lane extends Pure<LaneProps> {
  override render() {
    const { train, words, letter, lit, slim, owed, ghost, landed = false, recent, since = '', whole, rows, tl, base, current = false, onTap, onToggle } = this.props;
    const fresh = new Set(since ? since.split(' ') : []);
    const t = words.catalog.table;
    const key = laneKey(train);
    const exposed = new Set(this.props.exposed ? this.props.exposed.split(' ') : []);
    const label = words.trainLabel(train.ref);
    // The owner's names, longest first (as the seat strip has them): a label on one line (two
    // columns of lanes) shows the longest that fits (Board.tsx fitLaneNames), never a cut one.
    const names = train.owner === null ? [label] : (words.chipNames()[train.owner] ?? [words.catalog.person(words.person(train.owner))]);
    const state = train.owner === null ? 'mexican' : train.marked ? 'open' : 'private';
    const laid = train.laid;
    // Fold older tiles only when the whole train (and a ghost) does not fit the lane's rows.
    const places = laid.length + (ghost ? 1 : 0);
    const room = rows * this.props.per;
    const folds = !whole && !slim && places > room;
    // The "+n" button keeps the first places of the rows it lies over (of the lane's rows while it folds; as fitLanes counts them).
    const kept = { places: this.props.moreSlots, rows: folds ? moreRows(tl, rows) : whole ? moreRows(tl) : 0 };
    const hidden = folds ? Math.min(laid.length, places - Math.max(1, room - kept.places * kept.rows)) : 0;
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
    const ghostCross = !!ghostEnds && ghostEnds[0] === ghostEnds[1];
    // The shown items in order (tiles, then a ghost, or the empty train's slot), crosswise or not; their rows and the strip's height.
    const items = slim ? [] : [...shown.map(({ tile }) => exposed.has(tile)), ...(ghost ? [ghostCross] : laid.length === 0 ? [false] : [])];
    const plan = planStrip(items, tl, this.props.per, kept);
    // One value per lane draws its tiles to size (styles.css `.strip-in`, a custom property its tiles do not inherit).
    const k = tileScale(tl, base);
    // Tiles too small for pips to be counted show numerals.
    const numerals = tl < NUMERALS_UNDER;
    const drawn = [
      ...shown.map(({ tile, joined }) => (
        <Tile
          key={tile}
          code={tile}
          first={joined}
          orientation={exposed.has(tile) ? 'vertical' : 'horizontal'}
          class={`${exposed.has(tile) ? 'cross' : ''}${tile === recent ? ' recent' : ''}${fresh.has(tile) ? ' since' : ''}`}
          since={fresh.has(tile)}
          placed
          numerals={numerals}
        />
      )),
      ...(ghost && ghostEnds
        ? [<Tile key="ghost" code={ghost} first={train.needs} orientation={ghostCross ? 'vertical' : 'horizontal'} class={`${landed ? 'recent' : 'ghost'}${ghostCross ? ' cross' : ''}`} placed={landed} numerals={numerals} />]
        : laid.length === 0
          ? [<span key="slot" class="slot">{train.needs}</span>]
          : []),
    ];
    // Row by row: a break before each but the first, the "+n" button's room where it lies, the row's items.
    let next = 0;
    const inRows = plan.rows.flatMap((count, row) => [
      ...(row > 0 ? [<span key={`br-${row}`} class="br" />] : []),
      ...(row < kept.rows ? [<span key={`sp-${row}`} class="spacer" />] : []),
      ...drawn.slice(next, (next += count)),
    ]);
    const seat = train.owner === null ? 'mexican' : `seat-${train.owner % 10}`;
    // Scripts and tests find trains by the test hooks (`[data-train]`, `data-lit`), not by class.
    return (
      <div
        class={`lane ${seat}${current ? ' current' : ''}${lit ? ' lit' : ''}${slim ? ' slim' : ''}${owed ? ' owed' : ''}${whole ? ' whole' : ''}${rows > 1 ? ' wrap' : ''}${folds ? ' folded' : ''}`}
        data-train={key}
        data-lit={String(lit)}
        data-marked={String(train.marked)}
        data-current={current ? 'true' : undefined}
        data-landing={ghost && landed ? 'true' : undefined}
        data-tiles={[...laid.map((l) => l.tile), ...(ghost && landed ? [ghost] : [])].join(' ')}
      >
        <button type="button" class="lane-hit" aria-label={description} aria-keyshortcuts={letter} onClick={() => onTap(key)}>
          <span class="lane-label" aria-hidden="true">
            <span class="lane-name">
              <span class="key">{letter}</span>
              {names.map((form, i) => (
                <span class={`form f${i}`}>{form}</span>
              ))}
            </span>
            {state === 'open' && (
              <span class="marker">
                <Loco />
                <span class="word">{t.trainState.open}</span>
              </span>
            )}
          </span>
          <span class="strip" aria-hidden="true" style={slim ? undefined : { height: `${plan.height}px` }}>
            {slim ? (
              <span class="needs">{train.needs}</span>
            ) : (
              <span class={`strip-in${plan.wrapped ? ' rows' : ''}`} style={{ '--k': String(k) }}>
                {inRows}
              </span>
            )}
          </span>
        </button>
        {(hidden > 0 || whole) && (
          <button
            type="button"
            class="more"
            // Its place in a lane of two columns (styles.css): by the tiles' length, on it alone.
            style={{ '--tl': `${tl}px` }}
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
