/**
 * The round-end panel, rendered to HTML in Node: it names who went out from the core's fact;
 * at the session's end it names the winners and says the viewer's place in words.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { computed, signal } from '@preact/signals';
import { current, firstLegalBot, runBots, start, type Session } from '../../src/session/index.ts';
import { RoundEnd } from '../../src/ui/table/RoundEnd.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { es } from '../../src/ui/words/es.ts';
import { scoresEn } from '../../src/ui/words/scores-en.ts';
import { scoresEs } from '../../src/ui/words/scores-es.ts';
import type { Person } from '../../src/ui/words/catalog.ts';
import { finishOf, placings, roundsWon } from '../../src/ui/table/derive/scores.ts';
import { sessionFrom } from '../support/fixtures.ts';
import { finishSession } from '../support/playout.ts';
import { installWords } from '../../src/ui/words/shelf.ts';
import { first as firstEn } from '../../src/ui/words/first-en.ts';
import { later as laterEn } from '../../src/ui/words/later-en.ts';
import { first as firstEs } from '../../src/ui/words/first-es.ts';
import { later as laterEs } from '../../src/ui/words/later-es.ts';

/** Renders RoundEnd for a finished round, with just the parts of the app model it reads. */
function renderRoundEnd(session: Session, viewer: number | null = null): string {
  const status = signal(current(session));
  // One reader for the sentences and the seat names: no shared device here.
  const words = computed(() => wordsFor(en, { names: status.value.seats.map((s) => s.name), viewer }));
  const app = {
    table: { status, log: signal([]), nextRound: () => ({ ok: true }), newSession: () => ({ ok: true }) },
    preferences: signal({ sound: true }),
    words,
    names: words,
  } as unknown as AppModel;
  return renderToString(h(AppContext.Provider, { value: app }, h(RoundEnd, {})));
}

describe('the round-end panel', () => {
  // Seat 0 holds the engine and the 0|0 and cannot start its train; seat 1 empties its
  // hand on its first turn; seat 2 keeps the 3|4. Penalties 0, 0, 7: seat 1 went out.
  const played = runBots(
    sessionFrom({ seats: [{ name: 'Ann', kind: 'computer', level: 'sharp' }, { name: 'Bo', kind: 'computer', level: 'sharp' }, { name: 'Cy', kind: 'computer', level: 'sharp' }], hands: [['12|12', '0|0'], ['12|5'], ['12|7', '3|4']] }),
  ).session;

  it('R10.1 names the player who went out, not the first with a zero penalty (the 0|0 holder)', () => {
    const s = current(played);
    expect(s.outcome?.penalties).toEqual([0, 0, 7]);
    const html = renderRoundEnd(played);
    expect(html).toContain('Round 1 over — Bo went out');
    expect(html).not.toContain('Ann went out');
    expect(html).toContain('data-round-end="out"');
  });

  it('has a row per seat with its penalty, total and revealed hand for checks from outside', () => {
    const rows = [...renderRoundEnd(played).matchAll(/<tr[^>]*data-result="(\d+)"[^>]*>/g)].map((m) => ({
      seat: Number(m[1]),
      penalty: /data-penalty="(\d+)"/.exec(m[0])?.[1],
      total: /data-total="(\d+)"/.exec(m[0])?.[1],
      // An empty attribute is written without a value.
      hand: /data-hand(?:="([^"]*)")?/.exec(m[0]) ? (/data-hand="([^"]*)"/.exec(m[0])?.[1] ?? '') : undefined,
    }));
    expect(rows).toEqual([
      { seat: 0, penalty: '0', total: '0', hand: '0|0' },
      { seat: 1, penalty: '0', total: '0', hand: '' },
      { seat: 2, penalty: '7', total: '7', hand: '3|4' },
    ]);
  });

  it('says "You went out" to the reader who did', () => {
    expect(renderRoundEnd(played, 1)).toContain('Round 1 over — You went out');
  });

  /** The name in each result row's header cell, by seat. */
  const rowNames = (html: string) => [...html.matchAll(/<tr[^>]*data-result="(\d+)"[^>]*><th scope="row">([^<]*)<\/th>/g)].map((m) => m[2]);

  it('names the viewer\'s row "You", as the seat chip does', () => {
    expect(rowNames(renderRoundEnd(played, 1))).toEqual(['Ann', 'You', 'Cy']);
  });

  it('names every seat by its name when nobody is the viewer (a pass-and-play handoff)', () => {
    expect(rowNames(renderRoundEnd(played, null))).toEqual(['Ann', 'Bo', 'Cy']);
  });

  it('keeps the viewer\'s row hooks when it is named "You"', () => {
    expect(renderRoundEnd(played, 2)).toMatch(/<tr[^>]*data-result="2"[^>]*data-penalty="7"[^>]*data-total="7"[^>]*data-hand="3\|4"[^>]*><th scope="row">You<\/th>/);
  });

  it('reveals every hand with its penalty and the round minimum, in words', () => {
    const html = renderRoundEnd(played);
    expect(html).toContain('aria-label="double 0"');
    expect(html).toContain('aria-label="3–4"');
    // The round's lowest score is a plain footnote, not a puzzle.
    expect(html).toContain('Lowest score this round: 0');
    expect(html).not.toContain('Round minimum');
    // Tiles are named in words for people; codes appear only in the data-hand hooks.
    expect(html.replace(/data-hand="[^"]*"/g, '')).not.toMatch(/\d\|\d/);
  });
});

const ana: Person = { name: 'Ana', you: false };
const ben: Person = { name: 'Ben', you: false };
const cy: Person = { name: 'Cy', you: false };
const you: Person = { name: 'Dee', you: true };

describe('the session\'s headline', () => {
  it.each([
    ['one named winner', [cy], 'Cy wins!', '¡Gana Cy!'],
    ['the reader', [you], 'You win!', '¡Ganas tú!'],
    ['two winners', [ana, cy], 'Ana and Cy win!', '¡Ganan Ana y Cy!'],
    ['three winners', [ana, ben, cy], 'Ana, Ben and Cy win!', '¡Ganan Ana, Ben y Cy!'],
    ['the reader sharing the win', [ana, you], 'Ana and you win!', '¡Ganan Ana y tú!'],
    ['the reader first among winners', [you, cy], 'You and Cy win!', '¡Ganan tú y Cy!'],
  ])('names %s', (_, winners, english, spanish) => {
    expect(scoresEn.winTitle(winners)).toBe(english);
    expect(scoresEs.winTitle(winners)).toBe(spanish);
  });
});

describe('the viewer\'s place in words', () => {
  const facts = (f: Partial<Parameters<typeof scoresEn.finish>[0]>) => ({ rank: 1, tied: [], winners: [cy], behind: 0, ahead: null, ...f });
  it.each([
    ['behind a lone winner', facts({ rank: 4, behind: 990 }), 'You finished 4th, 990 points behind Cy', 'Terminaste en 4.º lugar, a 990 puntos de Cy'],
    ['one point behind', facts({ rank: 2, behind: 1 }), 'You finished 2nd, 1 point behind Cy', 'Terminaste en 2.º lugar, a 1 punto de Cy'],
    ['tied for a place', facts({ rank: 2, tied: [ben], behind: 40 }), 'You finished 2nd, tied with Ben, 40 points behind Cy', 'Terminaste en 2.º lugar empatando con Ben, a 40 puntos de Cy'],
    ['behind shared winners', facts({ rank: 3, winners: [ana, cy], behind: 12 }), 'You finished 3rd, 12 points behind Ana and Cy', 'Terminaste en 3.er lugar, a 12 puntos de Ana y Cy'],
    ['sharing the win', facts({ rank: 1, tied: [ben], winners: [you, ben] }), 'You finished 1st, tied with Ben', 'Terminaste en 1.er lugar empatando con Ben'],
    ['winning alone', facts({ rank: 1, winners: [you], ahead: { points: 38, of: [ana] } }), 'You finished 1st, 38 points ahead of Ana', 'Terminaste en 1.er lugar, con 38 puntos de ventaja sobre Ana'],
  ])('%s', (_, f, english, spanish) => {
    expect(scoresEn.finish(f)).toBe(english);
    expect(scoresEs.finish(f)).toBe(spanish);
  });
});

describe('finishes and rounds won', () => {
  it('gives a seat its place, who shares it, the winners and the gap', () => {
    const places = placings([120, 80, 120, 80, 300]);
    expect(finishOf(places, 0)).toEqual({ rank: 3, tied: [2], winners: [1, 3], behind: 40, ahead: null });
    expect(finishOf(places, 1)).toEqual({ rank: 1, tied: [3], winners: [1, 3], behind: 0, ahead: null });
    expect(finishOf(places, 4)).toEqual({ rank: 5, tied: [], winners: [1, 3], behind: 220, ahead: null });
  });

  it('gives a lone winner the points ahead of the next place and who holds it', () => {
    expect(finishOf(placings([50, 12, 50]), 1)).toEqual({ rank: 1, tied: [], winners: [1], behind: 0, ahead: { points: 38, of: [0, 2] } });
  });

  it('counts a round won for every seat on its lowest penalty', () => {
    expect(roundsWon([[0, 5, 9], [3, 0, 0], [4, 4, 7], [2, 1, 0]], 3)).toEqual([2, 2, 2]);
    expect(roundsWon([[0, 5], [0, 3]], 2)).toEqual([2, 0]);
    expect(roundsWon([], 2)).toEqual([0, 0]);
  });
});

describe('the session\'s end', () => {
  let t = Date.UTC(2026, 10, 1);
  const made = start(
    { seats: ['Ana', 'Ben', 'Cy', 'Dee'].map((name) => ({ name, kind: 'computer', level: 'sharp' })), seed: 'ENDING1' },
    { now: () => new Date((t += 1000)).toISOString(), bot: firstLegalBot },
  );
  if (!made.ok) throw new Error(made.message);
  const over = finishSession(made.session);
  const s = current(over);
  const places = placings(s.totals);
  const names = s.seats.map((seat) => seat.name);
  const winners = s.winners.map((seat) => names[seat]!);
  const heading = (html: string) => /<h2 id="round-end-title"[^>]*>(.*?)<\/h2>/.exec(html)![1]!.replace(/<[^>]+>/g, '');

  it('heads the panel with the winners by name', () => {
    expect(s.phase).toBe('sessionOver');
    const html = renderRoundEnd(over, null);
    expect(heading(html)).toBe(`Session over ${scoresEn.winTitle(winners.map((name) => ({ name, you: false })))}`);
    expect(heading(html)).toContain(winners[0]!);
    expect(html).not.toContain('Session over — ');
    // The last round's own ending stays, quieter, below.
    expect(html).toContain(`<p class="muted ended">Round 13 over — `);
  });

  it('says the viewer\'s place in words, and "You win!" to a winner', () => {
    const loser = places.findIndex((p) => p.rank === Math.max(...places.map((q) => q.rank)));
    const lost = renderRoundEnd(over, loser);
    const f = finishOf(places, loser);
    expect(lost).toContain(`data-finish="true">You finished ${['1st', '2nd', '3rd', '4th'][f.rank - 1]}, `);
    expect(lost).toContain(`${f.behind} points behind`);
    const winner = s.winners[0]!;
    const won = renderRoundEnd(over, winner);
    expect(heading(won)).toContain(s.winners.length === 1 ? 'You win!' : 'you win!');
    expect(won).toContain('data-finish="true">You finished 1st');
  });

  it('says no place to a shared device (no single viewer): every place is in the table', () => {
    const html = renderRoundEnd(over, null);
    expect(html).not.toContain('data-finish');
    expect(html).not.toContain('You finished');
  });

  it('shows the hands as counts, with their tiles for screen readers and the row hooks kept', () => {
    const html = renderRoundEnd(over, 0);
    const rows = [...html.matchAll(/<tr[^>]*data-result="(\d)"[^>]*>(.*?)<\/tr>/g)];
    expect(rows).toHaveLength(4);
    for (const [tr, seat, cells] of rows) {
      // An empty attribute is written without a value.
      const hand = /data-hand="([^"]*)"/.exec(tr!)?.[1] ?? '';
      const count = hand === '' ? 0 : hand.split(' ').length;
      expect(tr).toMatch(/data-penalty="\d+"[^>]*data-total="\d+"[^>]*data-hand[^>]*data-rank="\d+"/);
      expect(cells).toContain(`<span aria-hidden="true">${count || 'none'}</span>`);
      expect(cells).not.toContain('class="tile');
      expect(/data-rank="(\d+)"/.exec(tr!)![1]).toBe(String(places[Number(seat)]!.rank));
    }
    expect(html).toContain('Show the tiles left');
  });

  it('speaks Spanish too', () => {
    const status = signal(s);
    const words = computed(() => wordsFor(es, { names, viewer: s.winners[0]! }));
    const app = { table: { status, log: signal([]) }, preferences: signal({ sound: true }), words, names: words } as unknown as AppModel;
    installWords('es', firstEs, laterEs);
    try {
      const html = renderToString(h(AppContext.Provider, { value: app }, h(RoundEnd, {})));
      // This deal has one winner (Ben), the viewer here.
      expect(s.winners).toHaveLength(1);
      expect(heading(html)).toBe('Fin de la partida ¡Ganas tú!');
      expect(html).toContain('data-finish="true">Terminaste en 1.er lugar');
      expect(html).toContain(`Puntuación más baja de esta ronda: ${s.outcome!.minimum}`);
      expect(html).toContain('Fin de la ronda 13 — ');
    } finally {
      installWords('en', firstEn, laterEn);
    }
  });
});
