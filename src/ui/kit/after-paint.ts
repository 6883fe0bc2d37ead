/**
 * Runs `run` once the next frame is painted: a message posted from the frame's callback is
 * handled after its style, layout and paint. A hidden page paints no frames: a timer stands in.
 * Where nothing paints (no requestAnimationFrame), at once.
 */
export function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return run();
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, HIDDEN_MS);
  requestAnimationFrame(() => afterFrame(once));
}

/** How long a page that paints no frame (hidden) is waited for (ms). */
const HIDDEN_MS = 100;

/**
 * The page's one channel for "after this frame": a message each wait, handled in order. Made
 * once (a channel made in a frame's callback cost up to 2-3 ms of that frame at 4×, several
 * times a move: the saves, the live region, the board's measures); made again only where the
 * page's MessageChannel is not the one it was made with (a test's stand-in).
 */
let port: { made: typeof MessageChannel; channel: MessageChannel; waiting: Array<() => void> } | null = null;

function afterFrame(run: () => void): void {
  if (!port || port.made !== MessageChannel) {
    const channel = new MessageChannel();
    const waiting: Array<() => void> = [];
    channel.port1.onmessage = () => waiting.shift()?.();
    port = { made: MessageChannel, channel, waiting };
  }
  port.waiting.push(run);
  port.channel.port2.postMessage(0);
}
