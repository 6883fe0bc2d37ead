/** The dock rendered to HTML in Node: a disabled control says why in visible text, not only in a tooltip. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current } from '../../src/session/index.ts';
import { Dock } from '../../src/ui/table/Dock.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { PAIR, SOLO, makeApp, playUntil, startGame } from './helpers.ts';

function dock(app: AppModel): string {
  return renderToString(h(AppContext.Provider, { value: app }, h(Dock, { view: app.table.view.value! })));
}

/** The visible note under the controls (not a title attribute). */
function note(html: string): string | null {
  return /<p class="muted undo-why">([^<]*)<\/p>/.exec(html)?.[1]?.replace(/&#39;/g, "'") ?? null;
}

describe('the dock says why a control is disabled', () => {
  it('R13.2 Undo of another person\'s move: the reason is under the controls', async () => {
    const { app } = await makeApp();
    await startGame(app, PAIR);
    // Play until the second person is to act after the first person moved.
    await playUntil(app, () => {
      const s = app.table.session.value && current(app.table.session.value);
      return !!s && s.undoBlocked?.code === 'another-person' && app.table.handoff.value !== null;
    });
    app.table.reveal(app.table.handoff.value!);
    const s = current(app.table.session.value!);
    const other = s.undoBlocked?.code === 'another-person' ? s.seats[s.undoBlocked.seat]!.name : '';
    const html = dock(app);
    expect(note(html)).toBe(`Only ${other} can take back ${other}'s move.`);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Undo<\/button>/);
  });

  it('says nothing when Undo is simply unused yet', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    await playUntil(app, () => app.table.legal.value.length > 0);
    expect(current(app.table.session.value!).canUndo).toBe(false);
    expect(note(dock(app))).toBeNull();
  });

  it('while the computer player loads, Hint says it will be ready', async () => {
    const { app } = await makeApp({ computer: null });
    await startGame(app, [{ name: 'Ann', kind: 'person' }, { name: 'Bea', kind: 'person' }]);
    const s = current(app.table.session.value!);
    app.table.reveal(s.turn);
    await playUntil(app, () => app.table.legal.value.some((a) => a.type === 'play'));
    const html = dock(app);
    expect(note(html)).toContain('Hint will be ready in a moment.');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Hint<\/button>/);
  });
});
