/** How long an idle task may wait for the browser to be idle before it runs anyway. */
export const IDLE_TIMEOUT_MS = 3_000;

interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/**
 * Runs `task` once the page has loaded and the browser is idle (requestIdleCallback, at most
 * IDLE_TIMEOUT_MS later), or after a short time-out where requestIdleCallback is missing (Safari).
 * Returns a cancel: a component that asked and is gone by then (an effect's clean-up) is left alone.
 */
export const whenIdle = (task: () => void, target: IdleWindow = window): (() => void) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else target.setTimeout(run, 200);
  };
  if (target.document.readyState === 'complete') schedule();
  else target.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
  };
};
