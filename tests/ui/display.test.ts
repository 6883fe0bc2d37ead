/** Display preferences through the app model: changed from the table, kept with the device's preferences. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../src/session/preferences.ts';
import { fakeStorage } from './fakes.ts';
import { makeApp, settle } from './helpers.ts';

describe('display settings', () => {
  it('start from the stored preferences', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ preferences: { tileSize: 'large', tileFace: 'numerals' } }) });
    expect(app.preferences.value).toEqual({ ...DEFAULT_PREFERENCES, tileSize: 'large', tileFace: 'numerals' });
  });

  it('a new tile size is shown and saved', async () => {
    const { app, storage } = await makeApp();
    app.setDisplay({ tileSize: 'extra-large' });
    await settle();
    expect({ now: app.preferences.value.tileSize, stored: storage.preferences?.tileSize }).toEqual({ now: 'extra-large', stored: 'extra-large' });
  });

  it('numerals instead of pips are shown and saved, the pace kept', async () => {
    const { app, storage } = await makeApp({ storage: fakeStorage({ preferences: { pace: 'slow' } }) });
    app.setDisplay({ tileFace: 'numerals' });
    await settle();
    expect(storage.preferences).toEqual({ ...DEFAULT_PREFERENCES, pace: 'slow', tileFace: 'numerals' });
  });

  it('high contrast is shown and saved, the other display choices kept', async () => {
    const { app, storage } = await makeApp({ storage: fakeStorage({ preferences: { tileFace: 'numerals' } }) });
    app.setDisplay({ contrast: 'high' });
    await settle();
    expect({ now: app.preferences.value.contrast, stored: storage.preferences }).toEqual({ now: 'high', stored: { ...DEFAULT_PREFERENCES, tileFace: 'numerals', contrast: 'high' } });
  });

  it('choosing what is already shown saves nothing', async () => {
    const { app, storage } = await makeApp();
    app.setDisplay({ tileSize: 'normal', tileFace: 'pips', contrast: 'standard' });
    await settle();
    expect(storage.preferences).toBeNull();
  });
});
