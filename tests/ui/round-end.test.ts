/** The round-end panel, rendered to HTML in Node: it names who went out from the core's fact. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { computed, signal } from '@preact/signals';
import { current, runBots, type Session } from '../../src/session/index.ts';
import { RoundEnd } from '../../src/ui/table/RoundEnd.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { sessionFrom } from '../support/fixtures.ts';

/** Renders RoundEnd for a finished round, with just the parts of the app model it reads. */
function renderRoundEnd(session: Session, viewer: number | null = null): string {
  const status = signal(current(session));
  // One reader for the sentences and the seat names: no shared device here.
  const words = computed(() => wordsFor(en, { names: status.value.seats.map((s) => s.name), viewer }));
  const app = {
    table: { status, nextRound: () => ({ ok: true }), newSession: () => ({ ok: true }) },
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
    expect(html).toContain('Round minimum: 0');
    // Tiles are named in words for people; codes appear only in the data-hand hooks.
    expect(html.replace(/data-hand="[^"]*"/g, '')).not.toMatch(/\d\|\d/);
  });
});
