/**
 * "Since your turn" rendered in Node (issue 39): the strip's items are the table's story, newest
 * first, each naming its seat; with nothing since, the news line says the last thing said; the
 * dock offers Pause, then Next move and Resume, while the computers play at a pace.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current } from '../../src/session/index.ts';
import { News } from '../../src/ui/table/Since.tsx';
import { Dock } from '../../src/ui/table/Dock.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { makeApp, playUntil, startGame } from './helpers.ts';
import { plainWords } from '../support/words.ts';

const QUAD = [
  { name: 'Ann', kind: 'person' as const },
  { name: 'Bob', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Dee', kind: 'computer' as const, level: 'sharp' as const },
];

const news = (app: AppModel, lastMove = '') => renderToString(h(AppContext.Provider, { value: app }, h(News, { lastMove })));
const dock = (app: AppModel) => renderToString(h(AppContext.Provider, { value: app }, h(Dock, { view: app.table.view.value! })));
const items = (html: string) => [...html.matchAll(/<li[^>]*data-since-item[^>]*data-seat="(\d+)"[^>]*>(.*?)<\/li>/g)].map((m) => ({ seat: Number(m[1]), text: m[2]!.replace(/<[^>]+>/g, '') }));

/** Ann's turn after the computers have moved (their moves since her last one). */
async function annAfterComputers() {
  const t = await makeApp();
  await startGame(t.app, QUAD);
  let acted = false;
  await playUntil(t.app, () => {
    const s = current(t.app.table.session.value!);
    if (s.turnKind === 'computer') acted = true;
    return acted && s.turnKind === 'person' && t.app.table.since.value.length > 1;
  });
  return t;
}

describe('the news line', () => {
  it('lists the story since the viewer\'s turn, an item a seat\'s run, newest first, in plain words', async () => {
    const { app } = await annAfterComputers();
    const shown = items(news(app));
    expect(shown.map((i) => i.seat)).toEqual(app.table.since.value.map((i) => i.seat));
    expect(shown.length).toBeGreaterThan(1);
    for (const i of shown) {
      expect(i.text.startsWith(current(app.table.session.value!).seats[i.seat]!.name)).toBe(true);
      plainWords(i.text);
    }
  });

  it('a notice (a move taken back, a restored game) leads the strip until the next move, shown, not a live region (the announcer says it)', async () => {
    const { app } = await annAfterComputers();
    const html = renderToString(h(AppContext.Provider, { value: app }, h(News, { lastMove: 'Move taken back.', notice: true })));
    expect(html).toMatch(/<div[^>]*data-since-strip[^>]*><div class="since-body"><p class="since-notice">Move taken back.<\/p>/);
    expect(items(html).length).toBe(app.table.since.value.length);
    expect(news(app, 'Ana played the 3–5 on your train')).not.toContain('since-notice');
  });

  it('with nothing since, shows the last thing said, not as a live region (the announcer says it)', async () => {
    const { app } = await makeApp();
    await startGame(app, QUAD);
    const html = news(app, 'Round 1 begins.');
    expect(html).not.toContain('data-since-strip');
    expect(html).toMatch(/<p class="last-move news"><span class="said">Round 1 begins.<\/span><\/p>/);
  });
});

describe('the dock while the computers play at a pace', () => {
  async function computersPlaying() {
    const t = await makeApp();
    await startGame(t.app, QUAD);
    await playUntil(t.app, () => current(t.app.table.session.value!).turnKind === 'computer' && t.app.table.view.value!.turn !== 0);
    return t;
  }
  const buttons = (html: string) => [...html.matchAll(/<span class="turn">(.*?)<\/span>/g)][0]?.[1]?.match(/<button[^>]*>([^<]*)<\/button>/g)?.map((b) => b.replace(/<[^>]+>/g, '')) ?? [];

  it('offers Pause and Skip to my turn', async () => {
    const { app } = await computersPlaying();
    expect(buttons(dock(app))).toEqual(['Pause', 'Skip to my turn']);
  });

  it('paused: Next move, Resume and Skip to my turn, and the prompt says the computers wait', async () => {
    const { app } = await computersPlaying();
    app.table.hold();
    const html = dock(app);
    expect(buttons(html)).toEqual(['Next move', 'Resume', 'Skip to my turn']);
    expect(html).toContain('Paused: the computers wait for you.');
  });
});
