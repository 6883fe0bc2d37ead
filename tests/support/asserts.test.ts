import { describe, expect, it } from 'vitest';
import { check, refused, refusedMessage } from './asserts.ts';

describe('asserts', () => {
  it('check passes on true and throws its message on false', () => {
    expect(() => check(true, () => 'never')).not.toThrow();
    expect(() => check(false, () => 'seat 2 cheated')).toThrow('seat 2 cheated');
  });

  it.each([
    ['the session', { ok: false, code: 'cannot-undo', message: 'm1' }, 'cannot-undo', 'm1'],
    ['the core', { ok: false, error: { code: 'must-play', message: 'm2' } }, 'must-play', 'm2'],
    ['a record load', { ok: false, problem: { code: 'bad-round', detail: 'm3' } }, 'bad-round', 'm3'],
  ])('refused reads the code and refusedMessage the sentence of %s', (_who, result, code, message) => {
    expect(refused(result)).toBe(code);
    expect(refusedMessage(result)).toBe(message);
  });

  it('refused fails when the request was accepted', () => {
    expect(() => refused({ ok: true })).toThrow(/accepted/);
    expect(() => refusedMessage({ ok: true })).toThrow(/accepted/);
  });
});
