/** Work left for an idle moment: the browser's idle callback (within 2 s at the latest), or a timer where there is none. */
export type Idle = (run: () => void) => void;

export const whenIdle: Idle = (run) => {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(run, { timeout: 2000 });
  else setTimeout(run, 200);
};
