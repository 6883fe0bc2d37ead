/**
 * The BroadcastChannel transport: runs 'post' and 'close-channel', and turns other tabs'
 * messages into heard-hello, heard-owner, release-asked and released.
 */
import { readMessage } from './messages.ts';
import type { TabEvent } from './role.ts';
import { OWNERSHIP_NAME, type ChannelLike, type Dispatch, type Transport } from './transport.ts';

/** A transport over a channel opened with `open`; null when it cannot be opened. */
export function channelTransport(open: (name: string) => ChannelLike, dispatch: Dispatch, now: () => number): Transport | null {
  let channel: ChannelLike;
  try {
    channel = open(OWNERSHIP_NAME);
  } catch {
    return null;
  }
  channel.onmessage = (event) => {
    const heard = heardEvent(event?.data, now);
    if (heard) dispatch(heard);
  };
  return {
    run(effect) {
      try {
        if (effect.type === 'post') channel.postMessage(effect.message);
        else if (effect.type === 'close-channel') channel.close();
      } catch {
        // A closed channel: nobody left to tell.
      }
    },
  };
}

/** The event a message from another tab means; null for anything that is not a message. */
export function heardEvent(data: unknown, now: () => number): TabEvent | null {
  const message = readMessage(data);
  switch (message?.type) {
    case 'hello':
      return { type: 'heard-hello', from: message.from };
    case 'owner':
      return { type: 'heard-owner', from: message.from, since: message.since, takeover: message.takeover === true };
    case 'release':
      return { type: 'release-asked', from: message.from };
    case 'released':
      return { type: 'released', from: message.from, to: message.to, at: now() };
    default:
      return null;
  }
}
