/** The New game form's precedence, as pure functions: link > stored > defaults, the person's edits over all. */
import { describe, expect, it } from 'vitest';
import { linkForm, offer, type FieldSource, type FormState } from '../../src/ui/start/prefill.ts';

const fresh = () => 'FRESH00001';
const ZOE = [
  { name: 'Zoe', kind: 'person' as const },
  { name: 'Max', kind: 'computer' as const, level: 'relaxed' as const },
];

/** A form whose every field came from `source`. */
function from(source: FieldSource): FormState {
  return { values: { seats: [], seed: 'OLD', pace: 'normal' }, sources: { seats: source, seed: source, pace: source }, notes: [] };
}

describe('what a link gives', () => {
  it('fills the seed', () => {
    expect(linkForm('?seed=RACE5', fresh).state.values.seed).toBe('RACE5');
  });

  it('fills the seats', () => {
    expect(linkForm('?players=You,Ana:computer', fresh).state.values.seats).toEqual([
      { name: 'You', kind: 'person' },
      { name: 'Ana', kind: 'computer', level: 'sharp' },
    ]);
  });

  it('fills the pace', () => {
    expect(linkForm('?pace=fast', fresh).state.values.pace).toBe('fast');
  });

  it('marks what it gave as the link\'s and leaves the rest to the defaults', () => {
    expect(linkForm('?seed=RACE5', fresh).state.sources).toEqual({ seats: 'default', seed: 'link', pace: 'default' });
  });

  it('without a link the form holds the defaults and a fresh seed', () => {
    const read = linkForm('', fresh);
    expect({ seed: read.state.values.seed, seats: read.state.values.seats.map((s) => s.name), fromLink: read.fromLink }).toEqual({
      seed: 'FRESH00001',
      seats: ['You', 'Ana', 'Ben', 'Cy'],
      fromLink: false,
    });
  });

  it('a link that gives anything usable counts as a link', () => {
    expect(linkForm('?players=3', fresh).fromLink).toBe(true);
  });

  it('keeps why parts of it were ignored', () => {
    expect(linkForm('?pace=warp', fresh).state.notes.map((n) => n.code)).toEqual(['pace-ignored']);
  });
});

describe('a value offered later', () => {
  it.each<[FieldSource, FieldSource, boolean]>([
    ['stored', 'default', true],
    ['stored', 'link', false],
    ['stored', 'person', false],
    ['link', 'default', true],
    ['link', 'stored', true],
    ['link', 'person', false],
    ['person', 'default', true],
    ['person', 'stored', true],
    ['person', 'link', true],
    ['person', 'person', true],
  ])('from %s over a field from %s: taken %s', (source, held, taken) => {
    expect(offer(from(held), { seed: 'NEW' }, source).values.seed === 'NEW').toBe(taken);
  });

  it('takes each field on its own merits', () => {
    const state: FormState = { ...from('default'), sources: { seats: 'person', seed: 'link', pace: 'default' } };
    const next = offer(state, { seats: ZOE, seed: 'NEW', pace: 'slow' }, 'stored');
    expect(next.values).toEqual({ seats: [], seed: 'OLD', pace: 'slow' });
  });

  it('records where a taken value came from', () => {
    expect(offer(from('default'), { pace: 'slow' }, 'stored').sources.pace).toBe('stored');
  });

  it('leaves fields it does not give alone', () => {
    expect(offer(from('default'), { seed: undefined }, 'person').sources.seed).toBe('default');
  });

  it('returns the same state when it changes nothing', () => {
    const state = from('person');
    expect(offer(state, { seats: ZOE }, 'stored')).toBe(state);
  });
});
