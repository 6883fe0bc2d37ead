/**
 * The result card of a finished session (issue 41): a picture to share — the podium, every
 * seat's points, rounds won and place, the date, and the deal's link written on it. This
 * module only lays it out: `cardLayout` turns the facts into a list of shapes and lines of
 * text at fixed positions (pure, tested without a canvas); draw.ts paints them. Loaded on
 * demand with the Share button's first use at a session's end.
 */
import { podium, type Placing } from '../derive/scores.ts';
import type { CardWords } from '../../words/scores.ts';
import { SEAT_COLOURS } from './colours.ts';

/** The card's size in pixels: a portrait picture, as share sheets and chats show them well. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;
const MARGIN = 64;

/** The card's own colours: the table's felt, its lamp, and light text on them. */
const CARD_COLOURS = {
  felt: '#14392b',
  step: '#1d5c40',
  lowStep: '#174a34',
  lamp: '#ffb300',
  ink: '#ffffff',
  muted: '#c9dbd0',
  line: 'rgba(255, 255, 255, 0.18)',
  winnerRow: 'rgba(255, 179, 0, 0.16)',
} as const;

/** One thing drawn on the card. Text sits on its baseline at `y`; `maxWidth` squeezes a line that would run over. */
export type Paint =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; radius: number }
  | { kind: 'text'; x: number; y: number; text: string; size: number; weight: 400 | 700 | 800; fill: string; align: 'left' | 'center' | 'right'; maxWidth: number; mono?: true };

/** What the card shows, as facts already in words where words are needed. */
export interface CardInput {
  words: CardWords;
  /** A place in words ("1st"). */
  rank: (rank: number) => string;
  /** The heading naming the winners ("Cy wins!"), every seat by its name. */
  heading: string;
  /** Seat names, by seat. */
  names: readonly string[];
  /** Seat colours, by seat (styles.css --s0 …). */
  colours: readonly string[];
  places: readonly Placing[];
  /** Rounds won, by seat. */
  won: readonly number[];
  rounds: number;
  /** When the session ended (ISO). */
  finishedAt: string;
  /** The deal's link. */
  link: string;
}

export interface CardModel {
  width: number;
  height: number;
  background: string;
  paints: Paint[];
}

const text = (t: Omit<Extract<Paint, { kind: 'text' }>, 'kind'>): Paint => ({ kind: 'text', ...t });
const rect = (x: number, y: number, w: number, h: number, fill: string, radius = 0): Paint => ({ kind: 'rect', x, y, w, h, fill, radius });

/** Widths of a monospaced character, per pixel of font size (a little over most monospaced fonts' 0.6). */
const MONO_WIDTH = 0.62;

/**
 * `link` in lines of at most `chars` characters, broken after a separator (`?`, `&`, `,`, `/`)
 * where one falls in a line's last third; at most `most` lines, the last ending in "…" when
 * the link is longer still.
 */
export function wrapLink(link: string, chars: number, most: number): string[] {
  const lines: string[] = [];
  let rest = link;
  while (rest.length > 0 && lines.length < most) {
    if (rest.length <= chars) {
      lines.push(rest);
      rest = '';
      break;
    }
    let cut = chars;
    for (let i = chars; i > Math.floor((chars * 2) / 3); i--) {
      if ('?&,/'.includes(rest[i - 1]!)) {
        cut = i;
        break;
      }
    }
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) lines[lines.length - 1] = `${lines.at(-1)!.slice(0, -1)}…`;
  return lines;
}

/** A link with its letters decoded (the separators a query gives meaning to stay encoded); as it is when it cannot be decoded. */
function readable(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}

/** Lays out the result card of `c`. */
export function cardLayout(c: CardInput): CardModel {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  const inner = W - 2 * MARGIN;
  const k = CARD_COLOURS;
  const colour = (seat: number) => c.colours[seat] || SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  const paints: Paint[] = [];

  // The top line: the game's name and the date; the heading, and the number of rounds.
  paints.push(rect(0, 0, W, 14, k.lamp));
  paints.push(text({ x: MARGIN, y: 100, text: c.words.title, size: 40, weight: 800, fill: k.lamp, align: 'left', maxWidth: inner / 2 - 16 }));
  paints.push(text({ x: W - MARGIN, y: 100, text: c.words.date(c.finishedAt), size: 34, weight: 400, fill: k.muted, align: 'right', maxWidth: inner / 2 - 16 }));
  paints.push(text({ x: W / 2, y: 210, text: c.heading, size: 80, weight: 800, fill: k.ink, align: 'center', maxWidth: inner }));
  paints.push(text({ x: W / 2, y: 266, text: c.words.rounds(c.rounds), size: 34, weight: 400, fill: k.muted, align: 'center', maxWidth: inner }));

  // The podium: first in the middle, second on the left, third on the right; seats on the same total share a step.
  // Many seats: a lower podium leaves the table's rows their height.
  const many = c.places.length > 6;
  const base = many ? 540 : 600;
  const stepW = 280;
  const gap = 24;
  const left = (W - (3 * stepW + 2 * gap)) / 2;
  const column = { 1: 1, 2: 0, 3: 2 } as Record<number, number>;
  const heights = (many ? { 1: 156, 2: 132, 3: 114 } : { 1: 200, 2: 156, 3: 120 }) as Record<number, number>;
  for (const step of podium(c.places)) {
    const x = left + column[step.rank]! * (stepW + gap);
    const h = heights[step.rank]!;
    const top = base - h;
    paints.push(rect(x, top, stepW, h, step.rank === 1 ? k.step : k.lowStep, 14));
    if (step.rank === 1) paints.push(rect(x, top, stepW, 8, k.lamp, 4));
    paints.push(text({ x: x + stepW / 2, y: top + 62, text: c.rank(step.rank), size: 50, weight: 800, fill: k.ink, align: 'center', maxWidth: stepW - 24 }));
    paints.push(text({ x: x + stepW / 2, y: top + 104, text: String(step.total), size: 36, weight: 700, fill: k.ink, align: 'center', maxWidth: stepW - 24 }));
    // The names over the step, bottom up, each over a bar in its seat colour; many share one line.
    const lines = step.seats.length > 3 ? [step.seats] : step.seats.map((s) => [s]);
    const size = lines.length > 1 ? 32 : 40;
    lines.forEach((seats, i) => {
      const y = top - 22 - (lines.length - 1 - i) * (size + 14);
      const name = seats.map((s) => c.names[s] ?? '').join(', ');
      paints.push(text({ x: x + stepW / 2, y, text: name, size, weight: 800, fill: seats.length === 1 ? colour(seats[0]!) : k.ink, align: 'center', maxWidth: stepW }));
      if (seats.length === 1) paints.push(rect(x + stepW / 2 - 40, y + 8, 80, 6, colour(seats[0]!), 3));
    });
  }

  // The table: every seat best first, with its rounds won, points and place.
  const cols = { name: MARGIN + 44, won: 680, total: 860, place: W - MARGIN };
  const headY = base + 76;
  paints.push(text({ x: cols.name, y: headY, text: c.words.player, size: 28, weight: 700, fill: k.muted, align: 'left', maxWidth: cols.won - 200 - cols.name }));
  paints.push(text({ x: cols.won, y: headY, text: c.words.won, size: 28, weight: 700, fill: k.muted, align: 'right', maxWidth: 290 }));
  paints.push(text({ x: cols.total, y: headY, text: c.words.total, size: 28, weight: 700, fill: k.muted, align: 'right', maxWidth: 160 }));
  paints.push(text({ x: cols.place, y: headY, text: c.words.place, size: 28, weight: 700, fill: k.muted, align: 'right', maxWidth: 150 }));
  const top = headY + 20;
  const linkTop = H - 190;
  const rowH = Math.min(76, Math.floor((linkTop - 24 - top) / Math.max(1, c.places.length)));
  const size = Math.min(40, Math.round(rowH * 0.55));
  const order = [...c.places].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  order.forEach((p, i) => {
    const y = top + i * rowH;
    if (p.rank === 1) paints.push(rect(MARGIN - 12, y + 2, inner + 24, rowH - 4, k.winnerRow, 10));
    paints.push(rect(MARGIN, y + rowH * 0.2, 24, rowH * 0.6, colour(p.seat), 6));
    const baseline = y + rowH / 2 + size * 0.36;
    const weight = p.rank === 1 ? 800 : 700;
    paints.push(text({ x: cols.name, y: baseline, text: c.names[p.seat] ?? '', size, weight, fill: k.ink, align: 'left', maxWidth: cols.won - 200 - cols.name }));
    paints.push(text({ x: cols.won, y: baseline, text: String(c.won[p.seat] ?? 0), size, weight: 400, fill: k.ink, align: 'right', maxWidth: 190 }));
    paints.push(text({ x: cols.total, y: baseline, text: String(p.total), size, weight, fill: k.ink, align: 'right', maxWidth: 160 }));
    paints.push(text({ x: cols.place, y: baseline, text: c.rank(p.rank), size, weight, fill: p.rank === 1 ? k.lamp : k.ink, align: 'right', maxWidth: 150 }));
    if (i < order.length - 1) paints.push(rect(MARGIN, y + rowH - 1, inner, 2, k.line));
  });

  // The deal's link, whole, in as few lines as fit; written as an address bar shows it ("Benjamín", not "Benjam%C3%ADn").
  const link = readable(c.link);
  paints.push(rect(MARGIN, linkTop - 4, inner, 2, k.line));
  paints.push(text({ x: MARGIN, y: linkTop + 44, text: c.words.link, size: 30, weight: 700, fill: k.muted, align: 'left', maxWidth: inner }));
  const fit = (px: number) => Math.floor(inner / (px * MONO_WIDTH));
  const linkSize = wrapLink(link, fit(28), 3).at(-1)!.endsWith('…') ? 22 : 28;
  wrapLink(link, fit(linkSize), linkSize === 28 ? 3 : 4).forEach((line, i) => {
    paints.push(text({ x: MARGIN, y: linkTop + 88 + i * (linkSize + 8), text: line, size: linkSize, weight: 400, fill: k.ink, align: 'left', maxWidth: inner, mono: true }));
  });
  return { width: W, height: H, background: k.felt, paints };
}
