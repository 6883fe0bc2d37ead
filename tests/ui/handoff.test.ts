/** The handoff card's recap (issue 10): what happened since that person's last turn, and no hand tile. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current, roundLog, viewFor } from '../../src/session/index.ts';
import { Handoff } from '../../src/ui/table/Handoff.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { PAIR, makeApp, playUntil, startGame } from './helpers.ts';
import { plainWords } from '../support/words.ts';

function card(app: AppModel, seat: number): string {
  return renderToString(h(AppContext.Provider, { value: app }, h(Handoff, { seat })));
}

/** The recap's lines: the seat, the history entries each sums up, and its text. */
const lines = (html: string) =>
  [...html.matchAll(/<li[^>]*data-recap-item="(\d+)" data-entries="([^"]*)"[^>]*>(.*?)<\/li>/g)].map((m) => ({
    seat: Number(m[1]),
    entries: m[2]!.split(' ').map(Number),
    text: m[3]!.replace(/<[^>]+>/g, ''),
  }));

/** Two people and a computer, at the second handoff to the same person. */
async function secondHandoff() {
  const t = await makeApp();
  await startGame(t.app, PAIR);
  let handoffs = 0;
  let last: number | null = null;
  await playUntil(t.app, () => {
    const seat = t.app.table.handoff.value;
    if (seat !== null && seat !== last) handoffs++;
    last = seat;
    if (seat !== null && handoffs >= 3) return true;
    if (seat !== null) t.app.table.reveal(seat);
    return false;
  });
  return t;
}

describe('the handoff recap', () => {
  it('sums up every move since that person\'s last action, a line a seat\'s run, newest first', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    const log = roundLog(app.table.session.value!);
    const mine = log.map((p, i) => (p.seat === seat ? i : -1)).filter((i) => i >= 0);
    const from = mine.length ? mine.at(-1)! + 1 : 0;
    const html = card(app, seat);
    const shown = lines(html);
    expect(shown.length).toBeGreaterThan(0);
    // Every move since, once; each line one seat's consecutive moves; the newest line first
    // (a double this person must cover leads, data-owes… here: the class "owes").
    expect(shown.flatMap((l) => l.entries).sort((a, b) => a - b)).toEqual(log.map((_, i) => i).slice(from));
    for (const l of shown) expect(l.entries.every((i) => log[i]!.seat === l.seat)).toBe(true);
    const rest = shown.filter((_, k) => !(k === 0 && html.includes('class="seat-' + (shown[0]!.seat % 10) + ' owes"')));
    expect(rest.map((l) => l.entries[0]!)).toEqual(rest.map((l) => l.entries[0]!).sort((a, b) => b - a));
    for (const l of shown) plainWords(l.text!);
    const name = current(app.table.session.value!).seats[seat]!.name;
    expect(html).toContain(mine.length ? `Since ${name}'s last turn:` : 'So far this round:');
  });

  it('holds no tile of any hand', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    const html = card(app, seat);
    expect(html).not.toContain('data-tile');
    const session = app.table.session.value!;
    const hands = current(session).seats.map((_, i) => viewFor(session, i).hand);
    const drawn = roundLog(app.table.session.value!).filter((p) => p.event.kind === 'draw');
    // A draw's line names no tile: nothing in the recap names a tile that is in a hand now.
    // Tiles are said as "3–5" or "double 6": none of a hand is said (a draw is "drew", never its tile).
    const said = (code: string) => {
      const [a, b] = code.split('|').map(Number);
      return a === b ? `double ${a}` : `${Math.min(a!, b!)}–${Math.max(a!, b!)}`;
    };
    for (const l of lines(html)) {
      for (const hand of hands) for (const tile of hand) expect(l.text).not.toMatch(new RegExp(`(^|[^0-9–])${said(tile)}($|[^0-9])`));
    }
    expect(drawn.every((p) => p.text === 'draw')).toBe(true);
  });

  it('is in the next person\'s seat colour', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    expect(card(app, seat)).toMatch(new RegExp(`<section class="panel handoff seat-${seat}"`));
  });
});
