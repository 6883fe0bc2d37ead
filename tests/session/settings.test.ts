import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PACES, defaultSettings, readPreferences, settingsFromQuery, validateSettings } from '../../src/session/index.ts';

const fresh = () => 'FRESH00001';

describe('validateSettings', () => {
  it('trims names, fills default names and levels, normalises the seed', () => {
    const r = validateSettings(
      { seats: [{ name: '  Ana  ', kind: 'person' }, { name: '', kind: 'computer' }, { kind: 'computer', level: 'relaxed' }], seed: ' k7q2 ', pace: 'fast' },
      fresh,
    );
    expect(r).toEqual({
      ok: true,
      settings: {
        seats: [
          { name: 'Ana', kind: 'person' },
          { name: 'Ben', kind: 'computer', level: 'sharp' },
          { name: 'Cy', kind: 'computer', level: 'relaxed' },
        ],
        seed: 'K7Q2',
      },
    });
  });

  it('R3.3 gives a fresh seed when none is entered', () => {
    const r = validateSettings({ seats: [{ name: 'A', kind: 'person' }, { name: 'B', kind: 'person' }], seed: '   ' }, fresh);
    expect(r.ok && r.settings.seed).toBe('FRESH00001');
  });

  it('a pace given with the settings (as older versions did) is no setting: ignored, not refused', () => {
    const r = validateSettings({ seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 'S', pace: 'warp' }, fresh);
    expect(r).toEqual({ ok: true, settings: { seats: [{ name: 'Ana', kind: 'computer', level: 'sharp' }, { name: 'Ben', kind: 'computer', level: 'sharp' }], seed: 'S' } });
  });

  it.each(['relaxed', 'sharp', 'expert'])('a computer may play at the %s level', (level) => {
    const r = validateSettings({ seats: [{ name: 'A', kind: 'person' }, { name: 'B', kind: 'computer', level }], seed: 'S' }, fresh);
    expect(r.ok && r.settings.seats[1]!.level).toBe(level);
  });

  it('default person names never clash with typed ones', () => {
    const r = validateSettings({ seats: [{ name: 'Player 2', kind: 'person' }, { kind: 'person' }, { kind: 'computer' }, { name: 'Ana', kind: 'person' }] }, fresh);
    expect(r.ok && r.settings.seats.map((s) => s.name)).toEqual(['Player 2', 'Player 3', 'Ben', 'Ana']);
  });

  it.each([
    [{ seats: [{ name: 'A', kind: 'person' }] }, 'a table has 2 to 10 players, not 1'],
    [{ seats: Array.from({ length: 11 }, () => ({ kind: 'computer' })) }, 'not 11'],
    [{ seats: [{ name: 'x'.repeat(21), kind: 'person' }, { kind: 'computer' }] }, 'at most 20'],
    [{ seats: [{ name: 'Ana', kind: 'person' }, { name: 'ana', kind: 'computer' }] }, 'Two seats are called'],
    [{ seats: [{ name: 'A', kind: 'robot' }, { kind: 'computer' }] }, 'kind must be "person" or "computer"'],
    [{ seats: [{ name: 'A', kind: 'computer', level: 'godlike' }, { kind: 'computer' }] }, 'level must be'],
    [{ seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 'x'.repeat(65) }, 'at most 64 characters'],
    [{ seats: 'four' }, 'list of 2 to 10'],
    [null, 'must be an object'],
  ])('refuses %j with a clear message', (input, words) => {
    const r = validateSettings(input, fresh);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message.toLowerCase()).toContain(words.toLowerCase());
  });
});

describe('settingsFromQuery', () => {
  it('reads a seed and a player count: one person, then computers', () => {
    const q = settingsFromQuery('?seed=k7q2m9xh3d&players=4');
    expect(q.messages).toEqual([]);
    expect(q.seed).toBe('K7Q2M9XH3D');
    expect(q.seats).toEqual([
      { name: 'Player 1', kind: 'person' },
      { name: 'Ana', kind: 'computer', level: 'sharp' },
      { name: 'Ben', kind: 'computer', level: 'sharp' },
      { name: 'Cy', kind: 'computer', level: 'sharp' },
    ]);
  });

  it('reads a list of seats with kinds and levels, and a pace', () => {
    const q = settingsFromQuery('players=Zoe,Max:relaxed,%20:computer,Lu:person&pace=fast');
    expect(q.messages).toEqual([]);
    expect(q.preferences).toEqual({ pace: 'fast' });
    expect(q.seats).toEqual([
      { name: 'Zoe', kind: 'person' },
      { name: 'Max', kind: 'computer', level: 'relaxed' },
      { name: 'Ana', kind: 'computer', level: 'sharp' },
      { name: 'Lu', kind: 'person' },
    ]);
  });

  it('a link may seat an expert computer', () => {
    expect(settingsFromQuery('players=Zoe,Rex:expert').seats).toEqual([
      { name: 'Zoe', kind: 'person' },
      { name: 'Rex', kind: 'computer', level: 'expert' },
    ]);
  });

  it('gives nothing and no message for an empty query', () => {
    expect(settingsFromQuery('')).toEqual({ messages: [], notes: [] });
  });

  it.each([
    ['?players=1', 'player count', 'seats'],
    ['?players=11', 'player count', 'seats'],
    ['?players=Ana', 'players in the link', 'seats'],
    ['?players=Ana,Ana', 'same name', 'seats'],
    ['?players=Ana,Ben:wizard', 'after ":"', 'seats'],
    [`?seed=${'x'.repeat(80)}`, 'seed in the link', 'seed'],
    ['?seed=', 'seed in the link', 'seed'],
    ['?pace=warp', 'pace in the link', 'preferences'],
  ])('ignores the bad value in %s with a message', (search, words, key) => {
    const q = settingsFromQuery(search) as unknown as Record<string, unknown> & { messages: string[] };
    expect(q[key]).toBeUndefined();
    expect(q.messages).toHaveLength(1);
    expect(q.messages[0]).toContain(words);
  });

  it('keeps the good values when others are bad, and never throws', () => {
    const q = settingsFromQuery('?seed=GOOD&players=99&pace=slow');
    expect(q.seed).toBe('GOOD');
    expect(q.preferences).toEqual({ pace: 'slow' });
    expect(q.seats).toBeUndefined();
    expect(q.messages).toHaveLength(1);
    for (const junk of ['%', '?seed=%E0%A4%A', '&&&', '?players=,,,', undefined as unknown as string]) {
      expect(() => settingsFromQuery(junk)).not.toThrow();
    }
  });
});

describe('defaultSettings', () => {
  it('one person and three sharp computers, with the fresh seed given', () => {
    expect(defaultSettings(fresh)).toEqual({
      seats: [
        { name: 'You', kind: 'person' },
        { name: 'Ana', kind: 'computer', level: 'sharp' },
        { name: 'Ben', kind: 'computer', level: 'sharp' },
        { name: 'Cy', kind: 'computer', level: 'sharp' },
      ],
      seed: 'FRESH00001',
    });
  });

  it('passes its own validation unchanged', () => {
    expect(validateSettings(defaultSettings(fresh), fresh)).toEqual({ ok: true, settings: defaultSettings(fresh) });
  });

  it('without a seed source, a fresh random seed each time', () => {
    expect(defaultSettings().seed).not.toBe(defaultSettings().seed);
  });
});

describe('readPreferences', () => {
  it('nothing stored: the defaults, no issue', () => {
    expect(readPreferences(undefined)).toEqual({ preferences: { language: 'auto', pace: 'normal', tileSize: 'normal', tileFace: 'pips', contrast: 'standard', sound: true }, issues: [] });
    expect(readPreferences(null)).toEqual({ preferences: DEFAULT_PREFERENCES, issues: [] });
  });

  it.each(PACES)('reads the pace %s', (pace) => {
    expect(readPreferences({ pace })).toEqual({ preferences: { ...DEFAULT_PREFERENCES, pace }, issues: [] });
  });

  it('a missing field takes its default silently; unknown fields are ignored', () => {
    expect(readPreferences({ sound: true })).toEqual({ preferences: DEFAULT_PREFERENCES, issues: [] });
  });

  it('older new-game settings ({ seats, pace }) read as preferences too', () => {
    expect(readPreferences({ seats: [], pace: 'slow' }).preferences).toEqual({ ...DEFAULT_PREFERENCES, pace: 'slow' });
  });

  it.each([
    [{ pace: 'warp' }, { key: 'pace', code: 'bad-value', found: 'warp' }],
    [{ pace: 3 }, { key: 'pace', code: 'bad-value', found: '3' }],
    ['fast', { key: '', code: 'not-an-object', found: 'fast' }],
    [[1], { key: '', code: 'not-an-object', found: '[1]' }],
  ])('%j: the default stands in and the issue is reported', (raw, issue) => {
    expect(readPreferences(raw)).toEqual({ preferences: DEFAULT_PREFERENCES, issues: [issue] });
  });

  it('the defaults cannot be changed by accident', () => {
    const read = readPreferences(undefined);
    read.preferences.pace = 'fast';
    expect(DEFAULT_PREFERENCES.pace).toBe('normal');
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(true);
  });
});
