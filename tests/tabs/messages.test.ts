import { describe, expect, it } from 'vitest';
import { heardEvent } from '../../src/tabs/channel.ts';
import { readMessage } from '../../src/tabs/messages.ts';

describe('readMessage keeps real messages', () => {
  it.each([
    { type: 'hello', from: 'a' },
    { type: 'owner', from: 'a', since: 5 },
    { type: 'owner', from: 'a', since: 5, takeover: true },
    { type: 'release', from: 'a' },
    { type: 'released', from: 'a', to: 'b' },
    { type: 'released', from: 'a', to: null },
  ])('%o', (message) => {
    expect(readMessage(message)).toEqual(message);
  });

  it('drops unknown extra fields', () => {
    expect(readMessage({ type: 'hello', from: 'a', extra: 1 })).toEqual({ type: 'hello', from: 'a' });
  });
});

describe('readMessage refuses anything else, without throwing', () => {
  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['no sender', { type: 'hello' }],
    ['a sender that is not text', { type: 'hello', from: 7 }],
    ['an unknown type', { type: 'bye', from: 'a' }],
    ['an owner without age', { type: 'owner', from: 'a' }],
    ['an owner with a non-finite age', { type: 'owner', from: 'a', since: Number.NaN }],
    ['released without a receiver', { type: 'released', from: 'a' }],
  ])('%s', (_, data) => {
    expect(readMessage(data)).toBeNull();
  });
});

describe('heardEvent: what each message means to the role machine', () => {
  const at = () => 42;
  it.each([
    [{ type: 'hello', from: 'a' }, { type: 'heard-hello', from: 'a' }],
    [{ type: 'owner', from: 'a', since: 5 }, { type: 'heard-owner', from: 'a', since: 5, takeover: false }],
    [{ type: 'owner', from: 'a', since: 5, takeover: true }, { type: 'heard-owner', from: 'a', since: 5, takeover: true }],
    [{ type: 'release', from: 'a' }, { type: 'release-asked', from: 'a' }],
    [{ type: 'released', from: 'a', to: 'b' }, { type: 'released', from: 'a', to: 'b', at: 42 }],
    [{ type: 'nonsense' }, null],
  ])('%o', (data, event) => {
    expect(heardEvent(data, at)).toEqual(event);
  });
});
