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
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = once;
    channel.port2.postMessage(0);
  });
}

/** How long a page that paints no frame (hidden) is waited for (ms). */
const HIDDEN_MS = 100;
