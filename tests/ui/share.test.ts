/** Sharing a deal: the link round-trips through the form's reader, and the share falls back to the clipboard. */
import { describe, expect, it } from 'vitest';
import { settingsFromQuery, validateSettings, type SeatSettings } from '../../src/session/index.ts';
import { dealLink, shareLink, type ShareTarget } from '../../src/ui/table/derive/share.ts';

const BASE = 'https://example.test/train/';

const person = (name: string): SeatSettings => ({ name, kind: 'person' });
const computer = (name: string, level: 'relaxed' | 'sharp' | 'expert' = 'sharp'): SeatSettings => ({ name, kind: 'computer', level });

/** What the New game form reads back from a link. */
function readBack(url: string) {
  expect(url.startsWith(`${BASE}?`)).toBe(true);
  return settingsFromQuery(url.slice(BASE.length));
}

describe('a deal\'s link', () => {
  it('is the address, the seed and each seat with its kind or level', () => {
    const link = dealLink(BASE, { seed: 'K7Q2M9XH3D', seats: [person('Ana'), computer('Ben'), computer('Cy', 'relaxed')] });
    expect(link.url).toBe(`${BASE}?seed=K7Q2M9XH3D&players=Ana:person,Ben:sharp,Cy:relaxed`);
    expect(link.unnamed).toEqual([]);
  });

  it.each([
    ['plain names', [person('Ana'), computer('Ben'), computer('Cy', 'relaxed')]],
    ['every level', [computer('Ann', 'relaxed'), computer('Bo', 'sharp'), computer('Cat', 'expert'), person('Dan')]],
    ['names with spaces', [person('Player 1'), computer('Big Ben')]],
    ['a colon inside a name', [person('Dr: Who'), computer('a:b:c', 'expert'), person('x:person')]],
    ['unicode names', [person('Zoë'), computer('Łukasz'), person('太郎'), computer('🚂 Loco')]],
    ['characters a query string gives meaning to', [person('A&B'), computer('x=y'), person('50% #1'), computer('a+b?')]],
    ['ten seats', Array.from({ length: 10 }, (_, i) => (i % 2 ? computer(`C${i}`) : person(`P${i}`)))],
  ])('reads back the same seed and seats: %s', (_, seats) => {
    const seed = 'SEED-ÄÖ 42';
    const read = readBack(dealLink(BASE, { seed, seats }).url);
    expect(read.notes).toEqual([]);
    expect(read.seed).toBe(seed);
    expect(read.seats).toEqual(seats);
  });

  it('reads back seats as the form validates them', () => {
    const seats = [person('Zoë'), computer('Dr: Who', 'expert')];
    const read = readBack(dealLink(BASE, { seed: 'ABC123', seats }).url);
    const valid = validateSettings({ seats: read.seats, seed: read.seed });
    expect(valid.ok && valid.settings).toEqual({ seats, seed: 'ABC123' });
  });

  it('leaves out a name holding a comma (the seats\' separator), so the seat gets a default name and every other seat stays', () => {
    const link = dealLink(BASE, { seed: 'COMMA1', seats: [person('Smith, Jo'), computer('Ben'), computer('Ana, Bo', 'relaxed')] });
    expect(link.unnamed).toEqual([0, 2]);
    const read = readBack(link.url);
    expect(read.notes).toEqual([]);
    expect(read.seed).toBe('COMMA1');
    expect(read.seats).toEqual([person('Player 1'), computer('Ben'), computer('Ana', 'relaxed')]);
  });

  it('keeps a link read back and built again the same', () => {
    const url = `${BASE}?seed=K7Q2M9XH3D&players=Ana:person,Ben:sharp,Cy:relaxed`;
    const read = readBack(url);
    expect(dealLink(BASE, { seed: read.seed!, seats: read.seats! }).url).toBe(url);
  });

  it('builds again the same link from the issue\'s example link', () => {
    const read = settingsFromQuery('?seed=K7Q2M9XH3D&players=Ana,Ben:computer,Cy:relaxed');
    expect(dealLink(BASE, { seed: read.seed!, seats: read.seats! }).url).toBe(`${BASE}?seed=K7Q2M9XH3D&players=Ana:person,Ben:sharp,Cy:relaxed`);
  });
});

/** A share target that records what it was given. */
function target(share: 'ok' | 'abort' | 'deny' | null, clipboard: 'ok' | 'deny' | null) {
  const calls: string[] = [];
  const t: ShareTarget = {};
  if (share) {
    t.share = async (data) => {
      calls.push(`share ${data.url} ${data.title}`);
      if (share === 'abort') throw new DOMException('cancelled', 'AbortError');
      if (share === 'deny') throw new DOMException('not allowed', 'NotAllowedError');
    };
  }
  if (clipboard) {
    t.clipboard = {
      writeText: async (text) => {
        calls.push(`copy ${text}`);
        if (clipboard === 'deny') throw new DOMException('denied', 'NotAllowedError');
      },
    };
  }
  return { t, calls };
}

describe('sharing a link', () => {
  const URL = `${BASE}?seed=X&players=Ana:person,Ben:sharp`;

  it('uses the system\'s share sheet when there is one', async () => {
    const { t, calls } = target('ok', 'ok');
    expect(await shareLink(URL, 'A deal', t)).toBe('shared');
    expect(calls).toEqual([`share ${URL} A deal`]);
  });

  it('copies the link when there is no share sheet', async () => {
    const { t, calls } = target(null, 'ok');
    expect(await shareLink(URL, 'A deal', t)).toBe('copied');
    expect(calls).toEqual([`copy ${URL}`]);
  });

  it('copies nothing when the person cancels the share sheet', async () => {
    const { t, calls } = target('abort', 'ok');
    expect(await shareLink(URL, 'A deal', t)).toBe('cancelled');
    expect(calls).toEqual([`share ${URL} A deal`]);
  });

  it('copies the link when the share sheet refuses', async () => {
    const { t, calls } = target('deny', 'ok');
    expect(await shareLink(URL, 'A deal', t)).toBe('copied');
    expect(calls).toEqual([`share ${URL} A deal`, `copy ${URL}`]);
  });

  it.each([
    ['the clipboard refuses', target(null, 'deny').t],
    ['there is neither a share sheet nor a clipboard', target(null, null).t],
    ['both refuse', target('deny', 'deny').t],
  ])('fails without throwing when %s', async (_, t) => {
    expect(await shareLink(URL, 'A deal', t)).toBe('failed');
  });
});
