/** The result card shared at a session's end: what it lays out (no canvas needed), and sharing it as a file. */
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardLayout, wrapLink, type CardInput, type Paint } from '../../src/ui/table/card/result-card.ts';
import { SEAT_COLOURS } from '../../src/ui/table/card/colours.ts';
import { placings } from '../../src/ui/table/derive/scores.ts';
import { shareFile, type ShareTarget } from '../../src/ui/table/derive/share.ts';
import { scoresEn } from '../../src/ui/words/scores-en.ts';
import { scoresEs } from '../../src/ui/words/scores-es.ts';

const LINK = 'https://example.test/train/?seed=K7Q2M9XH3D&players=Ana:person,Ben:sharp,Cy:relaxed,Dee:expert';
/** Midday UTC: the same date in every time zone the tests may run in. */
const ENDED = '2026-11-01T12:00:00.000Z';

function input(totals: number[], over: Partial<CardInput> = {}): CardInput {
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'].slice(0, totals.length);
  return {
    words: scoresEn.card,
    rank: scoresEn.rank,
    heading: 'Cy wins!',
    names,
    colours: names.map((_, i) => SEAT_COLOURS[i]!),
    places: placings(totals),
    won: totals.map((_, i) => i + 1),
    rounds: 13,
    finishedAt: ENDED,
    link: LINK,
    ...over,
  };
}

type Text = Extract<Paint, { kind: 'text' }>;
const texts = (paints: Paint[]) => paints.filter((p): p is Text => p.kind === 'text');
const written = (paints: Paint[]) => texts(paints).map((p) => p.text);

describe('the result card\'s layout', () => {
  it('is a picture at least 600 px wide', () => {
    const card = cardLayout(input([120, 90, 40, 200]));
    expect(card.width).toBe(CARD_WIDTH);
    expect(card.height).toBe(CARD_HEIGHT);
    expect(card.width).toBeGreaterThanOrEqual(600);
  });

  it('writes the heading, the date, the rounds, every seat with its points, rounds won and place, best first', () => {
    const card = cardLayout(input([120, 90, 40, 200]));
    const all = written(card.paints);
    expect(all).toEqual(expect.arrayContaining(['Mexican Train', 'Cy wins!', 'November 1, 2026', '13 rounds', 'Player', 'Rounds won', 'Points', 'Place']));
    // The table's rows: name, rounds won, points, place, best first (Cy 40, Ben 90, Ana 120, Dee 200).
    const nameX = texts(card.paints).find((p) => p.text === 'Player')!.x;
    const rows = texts(card.paints).filter((p) => p.x === nameX && p.text !== 'Player');
    expect(rows.map((r) => r.text)).toEqual(['Cy', 'Ben', 'Ana', 'Dee']);
    const row = (name: string) => {
      const y = rows.find((r) => r.text === name)!.y;
      return texts(card.paints).filter((p) => p.y === y).map((p) => p.text);
    };
    expect(row('Cy')).toEqual(['Cy', '3', '40', '1st']);
    expect(row('Dee')).toEqual(['Dee', '4', '200', '4th']);
    // Rows go down the card without overlapping.
    expect(rows.map((r) => r.y)).toEqual([...rows.map((r) => r.y)].sort((a, b) => a - b));
  });

  it('stands the first three on the podium, each over a bar in its seat colour', () => {
    const card = cardLayout(input([120, 90, 40, 200]));
    for (const [seat, place] of [[2, '1st'], [1, '2nd'], [0, '3rd']] as const) {
      const bar = card.paints.find((p) => p.kind === 'rect' && p.fill === SEAT_COLOURS[seat] && p.w === 80);
      expect(bar, `seat ${seat}'s bar`).toBeDefined();
      expect(texts(card.paints).some((p) => p.text === place && p.size >= 48)).toBe(true);
    }
    // The fourth place is in the table only.
    expect(card.paints.some((p) => p.kind === 'rect' && p.fill === SEAT_COLOURS[3] && p.w === 80)).toBe(false);
  });

  it('puts seats sharing the win on the top step together and leaves the second step out', () => {
    const card = cardLayout(input([50, 50, 80]));
    const big = texts(card.paints).filter((p) => p.size >= 48 && p.text !== 'Cy wins!');
    expect(big.map((p) => p.text)).toEqual(['1st', '3rd']);
  });

  it('writes the deal\'s link whole', () => {
    const card = cardLayout(input([1, 2, 3, 4]));
    const mono = texts(card.paints).filter((p) => p.mono);
    expect(mono.map((p) => p.text).join('')).toBe(LINK);
    expect(written(card.paints)).toContain('Play this deal:');
  });

  it('writes a name\'s letters as they are, and keeps a query\'s separators inside names encoded', () => {
    const link = 'https://example.test/?seed=S1&players=Benjam%C3%ADn:person,A%26B:sharp';
    const mono = texts(cardLayout(input([1, 2], { link })).paints).filter((p) => p.mono);
    expect(mono.map((p) => p.text).join('')).toBe('https://example.test/?seed=S1&players=Benjamín:person,A%26B:sharp');
  });

  it('keeps everything on the card, with text large enough to read, for up to ten seats and a long link', () => {
    const link = `https://example.test/train/?seed=LONGSEED42&players=${Array.from({ length: 10 }, (_, i) => `Person%20number%20${i}:person`).join(',')}`;
    for (const seats of [2, 4, 6, 10]) {
      const card = cardLayout(input(Array.from({ length: seats }, (_, i) => 10 * i), { link }));
      for (const p of card.paints) {
        if (p.kind === 'rect') {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x + p.w).toBeLessThanOrEqual(CARD_WIDTH);
          expect(p.y + p.h).toBeLessThanOrEqual(CARD_HEIGHT);
        } else {
          expect(p.size, p.text).toBeGreaterThanOrEqual(22);
          expect(p.y - p.size, p.text).toBeGreaterThanOrEqual(0);
          expect(p.y + p.size * 0.25, p.text).toBeLessThanOrEqual(CARD_HEIGHT);
          const left = p.align === 'left' ? p.x : p.align === 'right' ? p.x - p.maxWidth : p.x - p.maxWidth / 2;
          expect(left, p.text).toBeGreaterThanOrEqual(0);
          expect(left + p.maxWidth, p.text).toBeLessThanOrEqual(CARD_WIDTH);
        }
      }
      const nameX = texts(card.paints).find((p) => p.text === 'Player')!.x;
      expect(texts(card.paints).filter((p) => p.x === nameX && p.text !== 'Player')).toHaveLength(seats);
    }
  });

  it('speaks Spanish', () => {
    const card = cardLayout(input([120, 90, 40], { words: scoresEs.card, rank: scoresEs.rank, heading: scoresEs.winTitle([{ name: 'Cy', you: false }]) }));
    expect(written(card.paints)).toEqual(expect.arrayContaining(['Tren mexicano', '¡Gana Cy!', '1 de noviembre de 2026', '13 rondas', 'Jugador', 'Rondas ganadas', 'Puntos', 'Lugar', '1.º', 'Juega este reparto:']));
  });
});

describe('a link written in lines', () => {
  it('breaks after a separator near a line\'s end, and keeps every character', () => {
    const lines = wrapLink(LINK, 40, 4);
    expect(lines.join('')).toBe(LINK);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines[0]).toMatch(/[/?&,]$/);
  });

  it('ends in "…" when it needs more lines than it has', () => {
    const lines = wrapLink('x'.repeat(100), 30, 2);
    expect(lines).toEqual(['x'.repeat(30), `${'x'.repeat(29)}…`]);
  });
});

/** A share target that records what it was given. */
function target(opts: { share: 'ok' | 'abort' | 'deny' | null; files: boolean | null }) {
  const calls: { title?: string; text?: string; url?: string; files?: File[] }[] = [];
  const t: ShareTarget = {};
  if (opts.share) {
    t.share = async (data) => {
      calls.push(data);
      if (opts.share === 'abort') throw new DOMException('cancelled', 'AbortError');
      if (opts.share === 'deny') throw new DOMException('not allowed', 'NotAllowedError');
    };
  }
  if (opts.files !== null) t.canShare = (data) => opts.files === true && (data.files?.length ?? 0) > 0;
  return { t, calls };
}

describe('sharing the card as a file', () => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'mexican-train-result.png', { type: 'image/png' });
  const data = { title: 'Mexican Train: play this deal', text: 'Cy wins', url: LINK };

  it('hands the share sheet exactly the one PNG with the title, words and link', async () => {
    const { t, calls } = target({ share: 'ok', files: true });
    expect(await shareFile(file, data, t)).toBe('shared');
    expect(calls).toEqual([{ ...data, files: [file] }]);
  });

  it.each([
    ['the share sheet takes no files', target({ share: 'ok', files: false })],
    ['there is no canShare', target({ share: 'ok', files: null })],
    ['there is no share sheet', target({ share: null, files: true })],
  ])('leaves the file to the caller when %s', async (_, { t, calls }) => {
    expect(await shareFile(file, data, t)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says when the person closed the share sheet, and leaves the file to the caller when it refused', async () => {
    expect(await shareFile(file, data, target({ share: 'abort', files: true }).t)).toBe('cancelled');
    expect(await shareFile(file, data, target({ share: 'deny', files: true }).t)).toBeNull();
  });
});
