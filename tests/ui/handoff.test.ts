/** The handoff card's recap (issue 10): what happened since that person's last turn, and no hand tile. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current, refereeState, roundLog } from '../../src/session/index.ts';
import { Handoff } from '../../src/ui/table/Handoff.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { PAIR, makeApp, playUntil, startGame } from './helpers.ts';
import { plainWords } from '../support/words.ts';

function card(app: AppModel, seat: number): string {
  return renderToString(h(AppContext.Provider, { value: app }, h(Handoff, { seat })));
}

/** The recap's lines, as text. */
const lines = (html: string) => [...html.matchAll(/<li[^>]*data-recap-entry="([^"]*)"[^>]*>([^<]*)<\/li>/g)].map((m) => ({ action: m[1], text: m[2] }));

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
  it('lists every move since that person\'s last action, in order, as the table heard them', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    const log = roundLog(app.table.session.value!);
    const mine = log.map((p, i) => (p.seat === seat ? i : -1)).filter((i) => i >= 0);
    const since = log.slice(mine.length ? mine.at(-1)! + 1 : 0);
    const html = card(app, seat);
    const shown = lines(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((l) => l.action)).toEqual(since.slice(-8).map((p) => p.text));
    for (const l of shown) plainWords(l.text!);
    const name = current(app.table.session.value!).seats[seat]!.name;
    expect(html).toContain(mine.length ? `Since ${name}'s last turn:` : 'So far this round:');
  });

  it('holds no tile of any hand', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    const html = card(app, seat);
    expect(html).not.toContain('data-tile');
    const state = refereeState(app.table.session.value!);
    const drawn = roundLog(app.table.session.value!).filter((p) => p.event.kind === 'draw');
    // A draw's line names no tile: nothing in the recap names a tile that is in a hand now.
    for (const l of lines(html).filter((l) => l.action === 'draw')) {
      for (const hand of state.hands) for (const tile of hand) expect(l.text).not.toContain(tile);
    }
    expect(drawn.every((p) => p.text === 'draw')).toBe(true);
  });

  it('is in the next person\'s seat colour', async () => {
    const { app } = await secondHandoff();
    const seat = app.table.handoff.value!;
    expect(card(app, seat)).toMatch(new RegExp(`<section class="panel handoff seat-${seat}"`));
  });
});
