/** The viewer's own hand, sorted, each tile a button (data-tile) numbered for the keyboard aid. */
import { useWords } from '../model/context.ts';
import { Tile, ends } from './Tile.tsx';

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
  /** Tiles that have a legal placement now. */
  playable: ReadonlySet<string>;
  selected: string | null;
  /** A tile just drawn, marked so its holder sees it arrive. */
  fresh: string | null;
  myTurn: boolean;
  onSelect: (tile: string) => void;
}

/** The hand as a row of buttons that wraps; no horizontal scrolling on any screen. */
export function Hand({ tiles, playable, selected, fresh, myTurn, onSelect }: HandProps) {
  const t = useWords().catalog.table;
  return (
    <div class="hand" role="group" aria-label={t.handLabel(tiles.length)}>
      {tiles.map((code, i) => {
        const fits = myTurn && playable.has(code);
        const dim = myTurn && playable.size > 0 && !fits;
        return (
          <button
            type="button"
            class={`hand-tile ${fits ? 'fits' : dim ? 'dim' : ''} ${selected === code ? 'selected' : ''} ${fresh === code ? 'fresh' : ''}`}
            data-tile={code}
            aria-pressed={selected === code}
            key={code}
            aria-label={t.handTile({ index: i + 1, tile: code, playable: fits, fresh: fresh === code })}
            onClick={() => onSelect(code)}
          >
            <span class="index" aria-hidden="true">
              {i + 1}
            </span>
            <Tile code={code} />
          </button>
        );
      })}
    </div>
  );
}
