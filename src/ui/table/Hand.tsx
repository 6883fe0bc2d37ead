/**
 * The viewer's own hand, sorted, each tile a button (data-tile) numbered for the keyboard
 * aid. A tile is tapped (picked) or dragged onto a train (previewed there).
 */
import type { Words } from '../words/index.ts';
import { followDrag, type DragHandlers } from './drag.ts';
import { Pure } from '../kit/pure.ts';
import { Tile, ends } from '../kit/Tile.tsx';

/** Tiles sorted by their low end, then high end: the order people arrange them in. */
export function sortHand(hand: readonly string[]): string[] {
  return [...hand].sort((x, y) => {
    const [a, b] = ends(x);
    const [c, d] = ends(y);
    return a - c || b - d;
  });
}

interface HandProps {
  tiles: string[];
  words: Words;
  /** Tiles a tap would use now (the input model's lit tiles). */
  lit: ReadonlySet<string>;
  selected: string | null;
  /** A tile just drawn, marked so its holder sees it arrive. */
  fresh: string | null;
  myTurn: boolean;
  onSelect: (tile: string) => void;
  drag: DragHandlers;
}

interface HandTileProps {
  code: string;
  index: number;
  words: Words;
  fits: boolean;
  dim: boolean;
  selected: boolean;
  fresh: boolean;
  onSelect: (tile: string) => void;
  drag: DragHandlers;
}

/** One hand tile; re-renders only when its own state changed (a tap changes one or two tiles). */
class HandTile extends Pure<HandTileProps> {
  override render() {
    const { code, index, words, fits, dim, selected, fresh, onSelect, drag } = this.props;
    return (
      <button
        type="button"
        class={`hand-tile${fits ? ' fits' : dim ? ' dim' : ''}${selected ? ' selected' : ''}${fresh ? ' fresh' : ''}`}
        data-tile={code}
        aria-pressed={selected}
        aria-label={words.catalog.table.handTile({ index, tile: code, playable: fits, fresh })}
        onClick={() => onSelect(code)}
        onPointerDown={(e) => followDrag(e, code, e.currentTarget, drag)}
      >
        <span class="index" aria-hidden="true">
          {index}
        </span>
        <Tile code={code} />
      </button>
    );
  }
}

/** The hand as a row of buttons; it never makes the page scroll (it scrolls inside itself when long). */
export function Hand({ tiles, words, lit, selected, fresh, myTurn, onSelect, drag }: HandProps) {
  const t = words.catalog.table;
  return (
    <div class="hand" role="group" aria-label={t.handLabel(tiles.length)}>
      {tiles.map((code, i) => {
        const fits = myTurn && lit.has(code);
        return (
          <HandTile
            key={code}
            code={code}
            index={i + 1}
            words={words}
            fits={fits}
            dim={myTurn && lit.size > 0 && !fits}
            selected={selected === code}
            fresh={fresh === code}
            onSelect={onSelect}
            drag={drag}
          />
        );
      })}
    </div>
  );
}
