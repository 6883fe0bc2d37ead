/** Display preferences (tile size, tile face, contrast): read with defaults, bad values reported, never thrown. */
import { describe, expect, it } from 'vitest';
import { CONTRASTS, DEFAULT_PREFERENCES, TILE_FACES, TILE_SIZES, readPreferences } from '../../src/session/preferences.ts';

describe('display preferences', () => {
  it('default to normal tiles with pips, in the standard contrast', () => {
    expect(DEFAULT_PREFERENCES.tileSize).toBe('normal');
    expect(DEFAULT_PREFERENCES.tileFace).toBe('pips');
    expect(DEFAULT_PREFERENCES.contrast).toBe('standard');
  });

  it.each(TILE_SIZES)('reads the tile size %s', (tileSize) => {
    expect(readPreferences({ tileSize })).toEqual({ preferences: { ...DEFAULT_PREFERENCES, tileSize }, issues: [] });
  });

  it.each(TILE_FACES)('reads the tile face %s', (tileFace) => {
    expect(readPreferences({ tileFace })).toEqual({ preferences: { ...DEFAULT_PREFERENCES, tileFace }, issues: [] });
  });

  it.each(CONTRASTS)('reads the contrast %s', (contrast) => {
    expect(readPreferences({ contrast })).toEqual({ preferences: { ...DEFAULT_PREFERENCES, contrast }, issues: [] });
  });

  it('reads every field together', () => {
    const all = { pace: 'fast', tileSize: 'extra-large', tileFace: 'numerals', contrast: 'high', sound: false, language: 'es' };
    expect(readPreferences(all)).toEqual({ preferences: all, issues: [] });
  });

  it.each([
    [{ tileSize: 'huge' }, { key: 'tileSize', code: 'bad-value', found: 'huge' }],
    [{ tileSize: 2 }, { key: 'tileSize', code: 'bad-value', found: '2' }],
    [{ tileFace: 'dots' }, { key: 'tileFace', code: 'bad-value', found: 'dots' }],
    [{ tileFace: null }, { key: 'tileFace', code: 'bad-value', found: 'null' }],
    [{ contrast: 'higher' }, { key: 'contrast', code: 'bad-value', found: 'higher' }],
    [{ contrast: true }, { key: 'contrast', code: 'bad-value', found: 'true' }],
  ])('%j: the default stands in and the issue is reported', (raw, issue) => {
    expect(readPreferences(raw)).toEqual({ preferences: DEFAULT_PREFERENCES, issues: [issue] });
  });

  it('a bad display value keeps the good pace beside it', () => {
    expect(readPreferences({ pace: 'slow', tileSize: 'giant' }).preferences).toEqual({ ...DEFAULT_PREFERENCES, pace: 'slow' });
  });

  it.each([['on', 1], ['yes', 'yes'], ['null', null]])('a sound setting that is not true or false (%s) is reported and sound stays on', (_name, raw) => {
    const read = readPreferences({ sound: raw });
    expect(read.preferences.sound).toBe(true);
    expect(read.issues).toEqual([{ key: 'sound', code: 'bad-value', found: typeof raw === 'string' ? raw : JSON.stringify(raw) }]);
  });

  it('preferences stored before display settings existed read with display defaults', () => {
    expect(readPreferences({ pace: 'instant' }).preferences).toEqual({ pace: 'instant', tileSize: 'normal', tileFace: 'pips', contrast: 'standard', sound: true, language: 'auto' });
  });
});
